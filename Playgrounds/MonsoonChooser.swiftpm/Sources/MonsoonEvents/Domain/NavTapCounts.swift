/// How many times each navigation bar button was tapped.
public struct NavTapCounts: Hashable, Sendable {
  /// Taps on Search.
  @usableFromInline var search = 0
  /// Taps on Calendar.
  @usableFromInline var calendar = 0
  /// Taps on Compass.
  @usableFromInline var compass = 0
  /// Taps on ChooserMenu.
  @usableFromInline var menu = 0

  /// Creates counts, all zero unless given.
  init(search: Int = 0, calendar: Int = 0, compass: Int = 0, menu: Int = 0) {
    self.search = search
    self.calendar = calendar
    self.compass = compass
    self.menu = menu
  }

  /// The tap count of one button.
  subscript(button: NavButton) -> Int {
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

  /// The tap count of the button at `index` in the bar's order (``NavButton/index``), picked
  /// without a branch on it. Precondition: `index` is below 4.
  @inlinable @inline(__always)
  func count(ofButtonAt index: Int) -> Int {
    (index == 0 ? search : 0) &+ (index == 1 ? calendar : 0) &+ (index == 2 ? compass : 0)
      &+ (index == 3 ? menu : 0)
  }

  /// Sets the tap count of the button at `index` in the bar's order, as
  /// ``count(ofButtonAt:)`` reads it.
  @inlinable @inline(__always)
  mutating func setCount(_ count: Int, ofButtonAt index: Int) {
    search = index == 0 ? count : search
    calendar = index == 1 ? count : calendar
    compass = index == 2 ? count : compass
    menu = index == 3 ? count : menu
  }
}
