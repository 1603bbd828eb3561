package import MonsoonEvents

extension LogDiff {
  /// ``firstDifference(_:_:warning:)`` of the logs two starts open, `b` replayed as if the
  /// events of `skips` never happened.
  /// - Returns: the first difference, or `nil`; and where each replay stopped.
  /// - Throws: ``Failure`` naming the log and its problem.
  package static func firstDifference(
    _ a: ReplayStart, _ b: ReplayStart, skipping skips: SkipList,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> (difference: LogDifference?, a: ReplayEnd, b: ReplayEnd) {
    var cursorA = a.cursor()
    var cursorB = b.cursor(skipping: skips)
    let difference = try firstDifference(&cursorA, &cursorB, warning: warning)
    return (difference, ReplayEnd(cursorA), ReplayEnd(cursorB))
  }
}
