/// What the playback bar shows for a playback, in a language: every text, which controls are
/// there and which take a tap. MonsoonUIKit's bar applies it as it is.
///
/// While the log plays back, the bar has all its controls; once the user took over (Continue
/// from here), only Done, which closes the screen. Done is there from the start, so that a
/// log opened full screen always has a way out.
package struct PlaybackBarContent: Hashable, Sendable {
  /// The line saying which log plays, and that taps are off.
  package let banner: String
  /// The scrubber's position (the step shown) and its end (the log's events).
  package let scrubberValue: Int, scrubberMaximum: Int
  /// VoiceOver's label for the scrubber: Playback position.
  package let scrubberLabel: String
  /// VoiceOver's value for the scrubber: `Event 12 of 20`.
  package let scrubberValueText: String
  /// Whether the log is playing: the play button shows Pause.
  package let isPlaying: Bool
  /// What a tap on the play button does: Play or Pause.
  package let playTitle: String
  /// Previous event's label, and whether it takes a tap (not at the first step).
  package let stepBackTitle: String, canStepBack: Bool
  /// Next event's label, and whether it takes a tap (not at the end).
  package let stepForwardTitle: String, canStepForward: Bool
  /// VoiceOver's label for the speed button, and its title (and value): `2×`, Fastest.
  package let speedLabel: String, speedTitle: String
  /// Continue from here.
  package let takeOverTitle: String
  /// Done: closes the screen.
  package let doneTitle: String
  /// Whether the bar shows its playback controls (all but Done): not once the user took over.
  package let showsPlaybackControls: Bool

  /// The bar for `playback` in `strings`' language.
  package init(_ playback: SessionPlayback, strings: ScreenStrings) {
    banner = playback.banner(in: strings)
    scrubberValue = playback.step
    scrubberMaximum = playback.lastStep
    scrubberLabel = strings[.playbackScrubber]
    scrubberValueText = playback.position(in: strings)
    isPlaying = playback.isPlaying
    playTitle = playback.playButtonTitle(in: strings)
    stepBackTitle = strings[.playbackStepBack]
    canStepBack = playback.isPlayingBack && playback.step > 0
    stepForwardTitle = strings[.playbackStepForward]
    canStepForward = playback.isPlayingBack && !playback.isAtEnd
    speedLabel = strings[.playbackSpeed]
    speedTitle = playback.speedTitle(in: strings)
    takeOverTitle = strings[.playbackTakeOver]
    doneTitle = strings[.playbackDone]
    showsPlaybackControls = playback.isPlayingBack
  }
}
