extension EventKind {
  /// The kind's place in ``EventKind/allCases``, 0 for the first: for tables by kind (the
  /// timeline's fragments, a summary's counts, MonsoonTesting's `PackedEvent` bits), read
  /// without a search or a branch. Inlinable, so that a place asked of a known kind is a
  /// constant in the projections' writers, not a call into this module.
  @inlinable
  package var index: Int {
    switch self {
    case .tap: 0
    case .select: 1
    case .randomize: 2
    case .go: 3
    case .back: 4
    case .nav: 5
    }
  }
}

extension NavButton {
  /// The button's place in ``NavButton/allCases``, 0 for the first. Inlinable, as the kind's.
  @inlinable
  package var index: Int {
    switch self {
    case .search: 0
    case .calendar: 1
    case .compass: 2
    case .menu: 3
    }
  }
}
