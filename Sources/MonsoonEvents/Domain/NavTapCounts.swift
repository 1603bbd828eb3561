/// How many times each navigation bar button was tapped.
public struct NavTapCounts: Hashable, Sendable {
  /// Taps on Search.
  public var search = 0
  /// Taps on Calendar.
  public var calendar = 0
  /// Taps on Compass.
  public var compass = 0
  /// Taps on Menu.
  public var menu = 0

  /// Creates counts, all zero unless given.
  public init(search: Int = 0, calendar: Int = 0, compass: Int = 0, menu: Int = 0) {
    self.search = search
    self.calendar = calendar
    self.compass = compass
    self.menu = menu
  }

  /// The tap count of one button.
  public subscript(button: NavButton) -> Int {
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
