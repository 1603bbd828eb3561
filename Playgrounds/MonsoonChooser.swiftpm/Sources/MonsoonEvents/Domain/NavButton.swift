/// A button of the navigation bar, in bar order.
public enum NavButton: String, Hashable, Sendable, CaseIterable {
  /// The magnifying glass.
  case search
  /// The calendar.
  case calendar
  /// The compass.
  case compass
  /// The menu (three lines).
  case menu

  /// The button names a log may use, in bar order, for messages.
  static let namesForMessages = allCases.map(\.rawValue).joined(separator: ", ")
}
