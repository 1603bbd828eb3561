public import MonsoonEvents

/// Where a generated session starts. A log always starts from its header's state, so a
/// starting point is a prefix of events that reaches it.
public enum StartingPoint: Hashable, Sendable {
  /// The state of a new session: the chooser, every control on its first choice.
  case initial
  /// The state these events reach. They are kept as they are when a counter-example shrinks.
  /// - Precondition: the reducer accepts them on every menu the session may have.
  case reached(by: [Event])
  /// A random state: random selections, some nav taps, sometimes the detail screen. Its
  /// events shrink like the rest of the session.
  case anywhere

  /// The events that reach this starting point on `menu`, and how many of them are pinned.
  func prefix(on menu: ChooserMenu, _ random: inout SeededRandom) -> (events: [Event], pinned: Int)
  {
    switch self {
    case .initial:
      return ([], 0)
    case .reached(let events):
      return (events, events.count)
    case .anywhere:
      var events: [Event] = []
      for (control, count) in menu.choiceCounts.enumerated() {
        events.append(.select(control: control, choice: random.below(count)))
      }
      for button in NavButton.allCases {
        events += Array(repeating: .nav(button), count: random.below(3))
      }
      if random.below(3) == 0 { events.append(.go) }
      return (events, 0)
    }
  }
}
