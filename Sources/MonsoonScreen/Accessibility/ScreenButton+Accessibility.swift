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
