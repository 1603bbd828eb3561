extension ScreenButton {
  /// What the button does, for VoiceOver's hint (its label is ``title``); a navigation
  /// button's hint is the embedding app's when it gives one (``NavigationHints``).
  var accessibilityHint: ScreenText {
    switch self {
    case .search, .calendar, .compass, .menu: .navigationHint
    case .randomize: .randomizeHint
    case .go: .goHint
    case .back: .backHint
    }
  }
}
