package import MonsoonEvents

/// A button a screen shows, named as in the render's `data-name` attribute.
package enum ScreenButton: String, Hashable, Sendable, CaseIterable {
  /// The navigation bar's magnifying glass.
  case search
  /// The navigation bar's calendar.
  case calendar
  /// The navigation bar's compass.
  case compass
  /// The navigation bar's three lines.
  case menu
  /// The chooser's Randomize button.
  case randomize
  /// The chooser's Go button.
  case go
  /// The detail screen's Back button.
  case back

  /// The button of the navigation bar with this role.
  package init(_ button: NavButton) {
    switch button {
    case .search: self = .search
    case .calendar: self = .calendar
    case .compass: self = .compass
    case .menu: self = .menu
    }
  }

  /// The label a screen reader reads, a text button shows and the Large Content Viewer
  /// titles an icon button with.
  package var title: ScreenText {
    switch self {
    case .search: .searchTitle
    case .calendar: .calendarTitle
    case .compass: .compassTitle
    case .menu: .menuTitle
    case .randomize: .randomizeTitle
    case .go: .goTitle
    case .back: .backTitle
    }
  }
}
