package import MonsoonEvents

extension LogDiff {
  /// ``firstDifference(_:_:visibleOnly:warning:)`` of the logs two starts open, `b` replayed
  /// as if the events of `skips` never happened.
  ///
  /// `b` is read at least through the last skipped seq, or to its end, even past a difference,
  /// as `replay --skip` reads it: its end then tells whether every skipped seq is in it.
  /// - Returns: the first difference, or `nil`; and where each replay stopped.
  /// - Throws: ``Failure`` naming the log and its problem.
  package static func firstDifference(
    _ a: ReplayStart, _ b: ReplayStart, skipping skips: SkipList, visibleOnly: Bool = false,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> (difference: LogDifference?, a: ReplayEnd, b: ReplayEnd) {
    var cursorA = a.cursor()
    var cursorB = b.cursor(skipping: skips)
    let difference = try firstDifference(
      &cursorA, &cursorB, visibleOnly: visibleOnly, warning: warning)
    if difference != nil, let lastSkipped = skips.ranges.last?.upperBound {
      do {
        while cursorB.lastReadSeq < lastSkipped, let step = try cursorB.next() {
          if let problem = step.problem { warning(.b, problem) }
        }
      } catch {
        throw Failure(side: .b, problem: error)
      }
    }
    return (difference, ReplayEnd(cursorA), ReplayEnd(cursorB))
  }
}
