extension SessionPlayback {
  /// The banner above the playback controls: which log plays (its file name, without the
  /// folders), and that taps are off.
  package func banner(in strings: ScreenStrings) -> String {
    let fileName = replayed.name.split(separator: "/").last.map(String.init) ?? replayed.name
    return strings.format(.playbackBanner, fileName)
  }

  /// The speed button's title, and VoiceOver's value for it: `1×`, `2×`, `4×` or Fastest.
  package func speedTitle(in strings: ScreenStrings) -> String {
    guard let factor = speed.factor else { return strings[.playbackSpeedFastest] }
    return strings.format(.playbackSpeedFactor, String(Int(factor)))
  }

  /// Where the playback is, for the scrubber's VoiceOver value: `Event 12 of 20`.
  package func position(in strings: ScreenStrings) -> String {
    strings.format(.playbackPosition, String(step), String(lastStep))
  }

  /// The title of the button that plays or pauses: what a tap on it does.
  package func playButtonTitle(in strings: ScreenStrings) -> String {
    strings[isPlaying ? .playbackPause : .playbackPlay]
  }
}
