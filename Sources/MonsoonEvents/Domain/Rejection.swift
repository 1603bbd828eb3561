/// Why the reducer refused an event; a refused event leaves the state unchanged.
public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// The event is not possible on the current screen.
  case wrongScreen(EventKind, Screen)
  /// The control index is not one of the menu's controls.
  case controlOutOfRange(control: Int, controlCount: Int)
  /// The choice index is not one of the control's choices.
  case choiceOutOfRange(control: Int, choice: Int, choiceCount: Int)
  /// The navigation button is not one of search, calendar, compass, menu.
  case unknownButton(String)

  /// A sentence saying why, such as "tap while on the detail screen".
  public var description: String {
    switch self {
    case .wrongScreen(let kind, let screen):
      "\(kind.rawValue) while on the \(screen.rawValue) screen"
    case .controlOutOfRange(let control, let count):
      "control \(control) out of range 0..<\(count)"
    case .choiceOutOfRange(let control, let choice, let count):
      "choice \(choice) out of range 0..<\(count) for control \(control)"
    case .unknownButton(let name):
      "unknown nav button '\(name)'; buttons: \(NavButton.namesForMessages)"
    }
  }
}
