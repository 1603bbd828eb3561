package import MonsoonEvents

/// Turns replay steps into timeline entries, remembering the time of the first event.
package struct SessionTimeline: Sendable {
  /// The `t` of the first event that has one.
  package private(set) var firstTime: Int?

  /// Creates a timeline that has seen no event.
  package init() {}

  /// The entry for a step, or `nil` for a line that has no event (unreadable, torn).
  /// - Parameters:
  ///   - step: what replay made of the line.
  ///   - before: the state before the line.
  ///   - after: the state after it.
  package mutating func entry(
    for step: ReplayStep, from before: SessionState, to after: SessionState
  ) -> SessionTimelineEntry? {
    guard let record = step.record else { return nil }
    let elapsed = elapsed(at: record.time)
    let status: SessionTimelineEntry.Status
    switch step {
    case .applied:
      status = .applied(before.changes(to: after, includingBookkeeping: false))
    case .rejected(_, let problem):
      status = .rejected(Self.reason(problem))
    case .skipped:
      status = .skipped
    case .unreadable, .tornTail:
      return nil
    }
    return SessionTimelineEntry(record: record, elapsed: elapsed, status: status)
  }

  /// The entry for a step that changed nothing (a rejected or skipped event), or `nil` for
  /// any other step: what ``entry(for:from:to:)`` gives for it, without the states.
  package mutating func entry(forUnchanged step: ReplayStep) -> SessionTimelineEntry? {
    let status: SessionTimelineEntry.Status
    switch step {
    case .rejected(_, let problem): status = .rejected(Self.reason(problem))
    case .skipped: status = .skipped
    case .applied, .unreadable, .tornTail: return nil
    }
    guard let record = step.record else { return nil }
    return SessionTimelineEntry(record: record, elapsed: elapsed(at: record.time), status: status)
  }

  /// The milliseconds from the `t` of the first event that has one to an event's `t`, or
  /// `nil` when it has none; the first event with a `t` starts the count.
  package mutating func elapsed(at time: Int?) -> Int? {
    if firstTime == nil { firstTime = time }
    return time.flatMap { time in firstTime.map { time - $0 } }
  }

  private static func reason(_ problem: LogProblem) -> String {
    if case .rejected(let rejection) = problem.kind { return rejection.description }
    return problem.description
  }
}
