package import MonsoonEvents

/// What `report` takes from one session: when it started, each Go (the meal it showed and
/// when), and how many Randomizes came before its first Go.
package struct SessionFigures: Sendable, Equatable {
  /// One Go event: the meal on screen and the Go's `t`.
  package struct Go: Sendable, Equatable {
    package let meal: String
    package let time: Int?
  }

  /// The `t` of the first applied event that has one.
  package private(set) var firstTime: Int?
  /// Every applied Go, in order.
  package private(set) var goes: [Go] = []
  /// The Randomizes applied before the first Go, or `nil` when the session has no Go.
  package var randomizesBeforeFirstGo: Int? { goes.isEmpty ? nil : randomizesBeforeGo }
  private var randomizesBeforeGo = 0
  private let mealPrompt: Int?

  /// A session of `menu` before its first event.
  package init(menu: ChooserMenu) {
    mealPrompt = menu.index(ofPrompt: "meal") ?? (menu.count > 0 ? menu.count - 1 : nil)
  }

  /// Accounts for one applied event and the state after it.
  package mutating func add(_ record: LogRecord, after state: SessionState) {
    if firstTime == nil { firstTime = record.time }
    switch record.event.kind {
    case .randomize where goes.isEmpty:
      randomizesBeforeGo += 1
    case .go:
      guard let mealPrompt else { return }
      let meal = state.menu.prompts[mealPrompt].options[state.selections[mealPrompt]]
      goes.append(Go(meal: meal, time: record.time))
    default:
      break
    }
  }
}

extension SessionFigures {
  /// Replays the log `start` opens to its end, taking every applied event's figures.
  /// - Parameter warning: called with each skipped line (lenient) and a torn tail.
  /// - Returns: the figures, and where reading stopped (the events applied, for a lenient
  ///   replay's tally).
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  package static func replay(
    _ start: ReplayStart, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> (figures: SessionFigures, end: ReplayEnd) {
    var cursor = start.cursor(through: nil)
    var figures = SessionFigures(menu: cursor.reader.header.menu)
    while let step = try cursor.next() {
      if let problem = step.problem { warning(problem) }
      if case .applied(let record) = step { figures.add(record, after: cursor.state) }
    }
    return (figures, ReplayEnd(cursor))
  }
}
