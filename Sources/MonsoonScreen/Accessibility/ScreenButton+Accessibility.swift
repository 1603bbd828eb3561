extension ScreenButton {
  /// What the button does, for VoiceOver's hint (its label is ``title``); a navigation
  /// button's hint is the embedding app's when it gives one (``NavigationHints``).
  public var accessibilityHint: ScreenText {
    switch self {
    case .search, .calendar, .compass, .menu: .navigationHint
    case .randomize: .randomizeHint
    case .go: .goHint
    case .back: .backHint
    }
  }
}

extension ScreenButton {
  /// The SF Symbol UIKit draws a navigation button with, `nil` for the text buttons. The SVG
  /// render draws the same shapes with lines (`NavIcon`).
  public var systemImageName: String? {
    switch self {
    case .search: "magnifyingglass"
    case .calendar: "calendar"
    case .compass: "safari"
    case .menu: "line.3.horizontal"
    case .randomize, .go, .back: nil
    }
  }
}
