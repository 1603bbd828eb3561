package import MonsoonEvents

/// What one line of the per-session projection (docs/fleet.md, `replay --each --format json`)
/// is made of: the state after the last event (or a seq asked for), and a ``SessionSummary``
/// of the events up to it, with the header's other fields.
package enum SessionProjection {
  /// Replays the log `start` opens through `lastEvent` (or to its end), summing up every
  /// event.
  /// - Parameter warning: called with each skipped line (lenient) and a torn tail.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  package static func replay(
    _ start: ReplayStart, through lastEvent: Int?, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> (state: SessionState, summary: SessionSummary, end: ReplayEnd) {
    var cursor = start.cursor(through: lastEvent)
    var summary = SessionSummary(headerFields: cursor.reader.headerFields)
    while let step = try cursor.next() {
      summary.add(step)
      if let problem = step.problem { warning(problem) }
    }
    return (cursor.state, summary, ReplayEnd(cursor))
  }
}
