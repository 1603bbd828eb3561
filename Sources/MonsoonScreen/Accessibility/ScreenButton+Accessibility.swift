extension ScreenButton {
  /// What the button does, for VoiceOver's hint (its label is ``title``).
  public var accessibilityHint: String {
    switch self {
    case .search, .calendar, .compass, .menu: "Counts a tap; this screen has nowhere to go."
    case .randomize: "Picks a new choice for every prompt."
    case .go: "Shows your choices."
    case .back: "Returns to the prompts."
    }
  }
}
