// package import MonsoonEvents

/// The sentences VoiceOver reads when the screen changes by itself.
enum ChoicesAnnouncement {
  /// After Randomize: every prompt with its new choice, in `strings`' language, such as
  /// `New choices: production, small batch; flavor, sweet.`
  static func randomized(_ state: SessionState, in strings: ScreenStrings = .english)
    -> String
  {
    strings.format(
      .randomizedAnnouncement,
      rows(state, in: strings).joined(separator: strings[.choiceRowSeparator]))
  }

  /// One row of the detail screen as VoiceOver reads it, such as `flavor, sweet`, in prompt
  /// order.
  static func rows(_ state: SessionState, in strings: ScreenStrings = .english)
    -> [String]
  {
    state.choices.map { strings.format(.choiceRow, $0.promptID, $0.option) }
  }
}
