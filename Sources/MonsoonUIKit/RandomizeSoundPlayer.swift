#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import MonsoonScreen
  import MonsoonSystem

  /// Plays the synthesized Randomize sound from its bytes in memory, in the ambient audio
  /// session: it mixes with other audio and is silent when the ring/silent switch is (unless
  /// the app chose another category for its session, or ``configuresSession`` is off). The
  /// audio session and the players are touched only on a serial queue of their own, each
  /// request after the ones asked for before it, never on the main thread, which setting a
  /// category or preparing a player would block while the audio server answers.
  @MainActor
  final class RandomizeSoundPlayer {
    /// Whether the first sound moves the app's audio session from the system's default
    /// category to ambient; off, the session is left as the app has it.
    var configuresSession = true
    private var isSessionConfigured = false
    /// Where the audio work runs, in the order it was asked for.
    private let queue = DispatchQueue(label: "dev.monsoon.randomize-sound", qos: .userInitiated)
    /// The players and the move made, inside their lock (taken only by blocks on `queue`).
    private let sounds = LockedValue(Sounds())

    /// The move the first sound makes when the app left its session in the system's default.
    nonisolated static let ambientMove = HostChanges.AudioCategoryMove(
      from: AVAudioSession.Category.soloAmbient.rawValue,
      to: AVAudioSession.Category.ambient.rawValue)

    /// Plays the sound of the standard spin, or of the reduced one (the chime alone), on the
    /// sound's queue.
    /// - Returns: the move of the audio session's category this sound may make, to undo when
    ///   the chooser leaves (``HostChanges``): it is made only when the session is in the
    ///   system's default category, and only a move made here is undone; `nil` when this sound
    ///   moves nothing.
    func play(reducedMotion: Bool) -> HostChanges.AudioCategoryMove? {
      let configures = configuresSession && !isSessionConfigured
      if configures { isSessionConfigured = true }
      queue.async { [sounds] in
        sounds.withLock { $0.play(reducedMotion: reducedMotion, configuringSession: configures) }
      }
      return configures ? Self.ambientMove : nil
    }

    /// Moves the audio session back where `move` found it, if this player moved it and it is
    /// still where `move` left it (an app that chose a category since keeps it); the next sound
    /// may move it again.
    func undo(_ move: HostChanges.AudioCategoryMove) {
      isSessionConfigured = false
      queue.async { [sounds] in sounds.withLock { $0.undo(move) } }
    }

    /// Returns once the audio work asked for before the call has run: what a test on a device
    /// waits for before it reads the audio session.
    func finish() async {
      let queue = queue
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        queue.async { done.resume() }
      }
    }
  }

  /// The Randomize sound's players, made the first time each is needed, and whether the
  /// app's audio session category was moved and not yet put back.
  private struct Sounds {
    private var standard: AVAudioPlayer?
    private var reduced: AVAudioPlayer?
    private var madeMove = false

    /// Plays a sound, first moving the session to ambient when `configuringSession` and the
    /// session is in the system's default category (an app that chose a category keeps it).
    mutating func play(reducedMotion: Bool, configuringSession: Bool) {
      if configuringSession {
        let session = AVAudioSession.sharedInstance()
        if session.category == .soloAmbient {
          // A sound that fails to play is not worth an error: the screen works without it.
          madeMove = (try? session.setCategory(.ambient, mode: .default, options: [])) != nil
        }
      }
      let player =
        reducedMotion
        ? Self.load(&reduced, RandomizeSound.reducedWAV)
        : Self.load(&standard, RandomizeSound.standardWAV)
      player?.currentTime = 0
      player?.play()
    }

    /// Puts the session back where `move` found it, if the move was made here and the session
    /// is still where it left it.
    mutating func undo(_ move: HostChanges.AudioCategoryMove) {
      guard madeMove else { return }
      madeMove = false
      let session = AVAudioSession.sharedInstance()
      guard session.category.rawValue == move.to else { return }
      try? session.setCategory(
        AVAudioSession.Category(rawValue: move.from), mode: .default, options: [])
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
