/// How many times each navigation bar button was tapped.
public struct NavTapCounts: Hashable, Sendable {
  /// Taps on Search.
  @usableFromInline package var search = 0
  /// Taps on Calendar.
  @usableFromInline package var calendar = 0
  /// Taps on Compass.
  @usableFromInline package var compass = 0
  /// Taps on ChooserMenu.
  @usableFromInline package var menu = 0

  /// Creates counts, all zero unless given.
  package init(search: Int = 0, calendar: Int = 0, compass: Int = 0, menu: Int = 0) {
    self.search = search
    self.calendar = calendar
    self.compass = compass
    self.menu = menu
  }

  /// The tap count of one button.
  package subscript(button: NavButton) -> Int {
    get {
      switch button {
      case .search: search
      case .calendar: calendar
      case .compass: compass
      case .menu: menu
      }
    }
    set {
      switch button {
      case .search: search = newValue
      case .calendar: calendar = newValue
      case .compass: compass = newValue
      case .menu: menu = newValue
      }
    }
  }
}
