/// Something the user did on the screen; the only input of the reducer.
public enum Event: Hashable, Sendable {
  /// Tapped a control: it moves to its next choice, wrapping around.
  case tap(control: Int)
  /// Picked a choice of a control directly.
  case select(control: Int, choice: Int)
  /// Tapped Randomize: every control jumps to a new random combination.
  case randomize
  /// Tapped Go: the detail screen opens.
  case go
  /// Went back from the detail screen to the chooser.
  case back
  /// Tapped a navigation bar button.
  case nav(NavButton)

  /// The event's type, as written in the log's `type` field.
  public var kind: EventKind {
    switch self {
    case .tap: .tap
    case .select: .select
    case .randomize: .randomize
    case .go: .go
    case .back: .back
    case .nav: .nav
    }
  }
}

/// The type of an ``Event``, named as in the log's `type` field.
public enum EventKind: String, Hashable, Sendable, CaseIterable {
  /// ``Event/tap(control:)``.
  case tap
  /// ``Event/select(control:choice:)``.
  case select
  /// ``Event/randomize``.
  case randomize
  /// ``Event/go``.
  case go
  /// ``Event/back``.
  case back
  /// ``Event/nav(_:)``.
  case nav
}
