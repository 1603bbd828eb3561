/// Something the user did on the screen; the only input of the reducer.
public enum Event: Hashable, Sendable {
  /// Tapped the ring of the prompt at this index: it moves to its next option, wrapping around.
  case tap(prompt: Int)
  /// Chose an option of a prompt directly (a picker, or VoiceOver's swipe down), by index.
  case select(prompt: Int, option: Int)
  /// Tapped Randomize: every prompt jumps to a new random combination of options.
  case randomize
  /// Tapped Go: the detail screen opens.
  case go
  /// Went back from the detail screen to the chooser.
  case back
  /// Tapped a navigation bar button.
  case nav(NavButton)

  /// The event's type, as written in the log's `type` field.
  package var kind: EventKind {
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
  /// ``Event/tap(prompt:)``.
  case tap
  /// ``Event/select(prompt:option:)``.
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
