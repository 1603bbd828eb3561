package import MonsoonEvents

/// The counts by the buttons' index, which the timeline's JSON writer loops over.
extension NavTapCounts {
  /// The tap count of the button at `index` in the bar's order (``NavButton/index``), picked
  /// without a branch on it. Precondition: `index` is below 4.
  @inline(__always)
  package func count(ofButtonAt index: Int) -> Int {
    (index == 0 ? search : 0) &+ (index == 1 ? calendar : 0) &+ (index == 2 ? compass : 0)
      &+ (index == 3 ? menu : 0)
  }

  /// Sets the tap count of the button at `index` in the bar's order, as
  /// ``count(ofButtonAt:)`` reads it.
  @inline(__always)
  package mutating func setCount(_ count: Int, ofButtonAt index: Int) {
    search = index == 0 ? count : search
    calendar = index == 1 ? count : calendar
    compass = index == 2 ? count : compass
    menu = index == 3 ? count : menu
  }
}
