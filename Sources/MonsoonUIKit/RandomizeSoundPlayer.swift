#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import MonsoonScreen

  /// Plays the synthesized Randomize sound from its bytes in memory, in the ambient audio
  /// session: it mixes with other audio and is silent when the ring/silent switch is (unless
  /// the app chose another category for its session, or ``configuresSession`` is off).
  @MainActor
  final class RandomizeSoundPlayer {
    /// Whether the first sound moves the app's audio session from the system's default
    /// category to ambient; off, the session is left as the app has it.
    var configuresSession = true
    private var standard: AVAudioPlayer?
    private var reduced: AVAudioPlayer?
    private var isSessionConfigured = false

    /// Plays the sound of the standard spin, or of the reduced one (the chime alone).
    /// - Returns: the move of the audio session's category made for it, to undo when the
    ///   chooser leaves (``HostChanges``), or `nil` when none was made.
    func play(reducedMotion: Bool) -> HostChanges.AudioCategoryMove? {
      let move = configureSession()
      let player =
        reducedMotion
        ? Self.load(&reduced, RandomizeSound.reducedWAV)
        : Self.load(&standard, RandomizeSound.standardWAV)
      player?.currentTime = 0
      player?.play()
      return move
    }

    /// Moves the audio session back where `move` found it, if it is still where `move` left
    /// it (an app that chose a category since keeps it); the next sound may move it again.
    func undo(_ move: HostChanges.AudioCategoryMove) {
      isSessionConfigured = false
      Self.undo(move)
    }

    /// Moves the audio session back where `move` found it, if it is still where `move` left it.
    nonisolated static func undo(_ move: HostChanges.AudioCategoryMove) {
      let session = AVAudioSession.sharedInstance()
      guard session.category.rawValue == move.to else { return }
      try? session.setCategory(
        AVAudioSession.Category(rawValue: move.from), mode: .default, options: [])
    }

    /// The player of `wav`, made the first time it is needed.
    private static func load(_ player: inout AVAudioPlayer?, _ wav: [UInt8]) -> AVAudioPlayer? {
      if player == nil {
        player = try? AVAudioPlayer(data: Data(wav), fileTypeHint: AVFileType.wav.rawValue)
        player?.prepareToPlay()
      }
      return player
    }

    /// Moves the app's audio session from the system's default category to ambient, once; an
    /// app that chose a category itself keeps it.
    /// - Returns: the move, or `nil` when none was made.
    private func configureSession() -> HostChanges.AudioCategoryMove? {
      guard configuresSession, !isSessionConfigured else { return nil }
      isSessionConfigured = true
      let session = AVAudioSession.sharedInstance()
      guard session.category == .soloAmbient else { return nil }
      // A sound that fails to play is not worth an error: the screen works without it.
      guard (try? session.setCategory(.ambient, mode: .default, options: [])) != nil else {
        return nil
      }
      return HostChanges.AudioCategoryMove(
        from: AVAudioSession.Category.soloAmbient.rawValue,
        to: AVAudioSession.Category.ambient.rawValue)
    }
  }
#endif
