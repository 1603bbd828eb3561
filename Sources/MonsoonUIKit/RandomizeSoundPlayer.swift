#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import MonsoonScreen

  /// Plays the synthesized Randomize sound from its bytes in memory, in the ambient audio
  /// session: it mixes with other audio and is silent when the ring/silent switch is (unless
  /// the app chose another category for its session, or ``configuresSession`` is off). The
  /// audio session and the players are touched only on a serial queue of their own
  /// (``SoundQueue``), never on the main thread, which setting a category or preparing a
  /// player would block while the audio server answers.
  @MainActor
  final class RandomizeSoundPlayer {
    /// Whether the first sound moves the app's audio session from the system's default
    /// category to ambient; off, the session is left as the app has it.
    var configuresSession = true
    /// The audio work, in the order it was asked for.
    nonisolated let queue = SoundQueue()
    private var isSessionConfigured = false

    /// The move the first sound makes when the app left its session in the system's default.
    nonisolated static let ambientMove = HostChanges.AudioCategoryMove(
      from: AVAudioSession.Category.soloAmbient.rawValue,
      to: AVAudioSession.Category.ambient.rawValue)

    /// Plays the sound of the standard spin, or of the reduced one (the chime alone), on the
    /// sound's queue.
    /// - Returns: the move of the audio session's category this sound may make, to undo when
    ///   the chooser leaves (``HostChanges``): the queue makes it only when the session is in
    ///   the system's default category, and undoes only a move it made; `nil` when this sound
    ///   moves nothing.
    func play(reducedMotion: Bool) -> HostChanges.AudioCategoryMove? {
      let configures = configuresSession && !isSessionConfigured
      if configures { isSessionConfigured = true }
      queue.play(reducedMotion: reducedMotion, configuringSession: configures)
      return configures ? Self.ambientMove : nil
    }

    /// Moves the audio session back where `move` found it, if this player moved it and it is
    /// still where `move` left it (an app that chose a category since keeps it); the next sound
    /// may move it again.
    func undo(_ move: HostChanges.AudioCategoryMove) {
      isSessionConfigured = false
      queue.undo(move)
    }
  }

  /// The Randomize sound's audio session work and players, on one serial queue: each request
  /// runs after the ones asked for before it, off the main thread.
  final class SoundQueue: @unchecked Sendable {
    // @unchecked: the stored variables below are read and written only inside blocks run on
    // `queue`, a serial queue, so never by two threads at once.
    private let queue = DispatchQueue(label: "dev.monsoon.randomize-sound", qos: .userInitiated)
    private var standard: AVAudioPlayer?
    private var reduced: AVAudioPlayer?
    /// Whether this queue moved the session's category and has not put it back.
    private var madeMove = false

    /// Plays a sound, first moving the session to ambient when `configuringSession` and the
    /// session is in the system's default category.
    func play(reducedMotion: Bool, configuringSession: Bool) {
      queue.async { [self] in
        if configuringSession { configureSession() }
        let player =
          reducedMotion
          ? Self.load(&reduced, RandomizeSound.reducedWAV)
          : Self.load(&standard, RandomizeSound.standardWAV)
        player?.currentTime = 0
        player?.play()
      }
    }

    /// Puts the session back where `move` found it, if this queue made the move and the
    /// session is still where it left it.
    func undo(_ move: HostChanges.AudioCategoryMove) {
      queue.async { [self] in
        guard madeMove else { return }
        madeMove = false
        let session = AVAudioSession.sharedInstance()
        guard session.category.rawValue == move.to else { return }
        try? session.setCategory(
          AVAudioSession.Category(rawValue: move.from), mode: .default, options: [])
      }
    }

    /// Returns once the work asked for before the call has run: what a test on a device waits
    /// for before it reads the audio session.
    func finish() async {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        queue.async { done.resume() }
      }
    }

    /// Moves the app's audio session from the system's default category to ambient; an app
    /// that chose a category itself keeps it.
    private func configureSession() {
      let session = AVAudioSession.sharedInstance()
      guard session.category == .soloAmbient else { return }
      // A sound that fails to play is not worth an error: the screen works without it.
      madeMove = (try? session.setCategory(.ambient, mode: .default, options: [])) != nil
    }

    /// The player of `wav`, made and prepared the first time it is needed.
    private static func load(_ player: inout AVAudioPlayer?, _ wav: [UInt8]) -> AVAudioPlayer? {
      if player == nil {
        player = try? AVAudioPlayer(data: Data(wav), fileTypeHint: AVFileType.wav.rawValue)
        player?.prepareToPlay()
      }
      return player
    }
  }
#endif
