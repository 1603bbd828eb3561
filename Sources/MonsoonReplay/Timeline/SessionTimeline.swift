import MonsoonEvents

/// Turns replay steps into timeline entries, remembering the time of the first event.
package struct SessionTimeline: Sendable {
  /// The `t` of the first event that has one.
  package private(set) var firstTime: Int?

  /// Creates a timeline that has seen no event.
  package init() {}

  /// The entry for a step, or `nil` for an unreadable line (which has no event).
  package mutating func entry(for step: ReplayStep) -> SessionTimelineEntry? {
    guard let record = step.record else { return nil }
    if firstTime == nil { firstTime = record.time }
    let elapsed = record.time.flatMap { time in firstTime.map { time - $0 } }
    let status: SessionTimelineEntry.Status
    switch step.outcome {
    case .applied(let before):
      status = .applied(before.changes(to: step.state, includingBookkeeping: false))
    case .rejected(let problem):
      status = .rejected(Self.reason(problem))
    case .skipped:
      status = .skipped
    case .unreadable:
      return nil
    }
    return SessionTimelineEntry(record: record, elapsed: elapsed, status: status)
  }

  private static func reason(_ problem: LogProblem) -> String {
    if case .rejected(let rejection) = problem.kind { return rejection.description }
    return problem.description
  }
}
