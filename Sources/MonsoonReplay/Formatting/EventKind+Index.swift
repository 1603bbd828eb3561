import MonsoonEvents

extension EventKind {
  /// The kind's place in ``EventKind/allCases``, 0 for the first: for tables by kind (the
  /// timeline's fragments, a summary's counts), read without a search or a branch.
  var index: Int {
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
