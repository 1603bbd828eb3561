package import MonsoonEvents

extension LogDiff {
  /// Where a diff of two log files starts: the last checkpoint of `index` (either log's) that
  /// lies inside their common prefix and before `firstSkipped`, else their first events.
  ///
  /// - Returns: both starts, and the warnings to repeat for a start past the first event, in
  ///   the order a diff from the start gives them: A's warnings up to its next applied event,
  ///   then B's (before the checkpoint both logs hold the same lines).
  package static func starts(
    _ a: OpenedLogFile, _ b: OpenedLogFile, index: CheckpointIndex?, mode: ReplayMode,
    firstSkipped: Int?
  ) -> (a: ReplayStart, b: ReplayStart, warnings: [(LogDifference.Side, RecordedWarning)]) {
    let fromStart = (
      ReplayStart(reader: a.reader, mode: mode), ReplayStart(reader: b.reader, mode: mode),
      [(LogDifference.Side, RecordedWarning)]()
    )
    guard let index, index.checkpoints.count > 1 else { return fromStart }
    let prefix = a.commonPrefixLength(with: b)
    let checkpoint = index.checkpoint(within: prefix, before: firstSkipped)
    let (readerA, startA) = a.start(at: checkpoint, in: index)
    let (readerB, startB) = b.start(at: checkpoint, in: index)
    guard startA == checkpoint, startB == checkpoint, checkpoint.replayer.appliedCount > 0 else {
      return fromStart
    }
    let kept = index.warnings(before: checkpoint)
    var warnings: [(LogDifference.Side, RecordedWarning)] = []
    var runStart = kept.startIndex
    while runStart < kept.endIndex {
      let step = kept[runStart].appliedBefore
      let runEnd = kept[runStart...].firstIndex { $0.appliedBefore != step } ?? kept.endIndex
      for side in [LogDifference.Side.a, .b] {
        for warning in kept[runStart..<runEnd] { warnings.append((side, warning)) }
      }
      runStart = runEnd
    }
    return (
      ReplayStart(reader: readerA, checkpoint: checkpoint, warnings: []),
      ReplayStart(reader: readerB, checkpoint: checkpoint, warnings: []), warnings
    )
  }

  /// ``firstDifference(_:_:warning:)`` of the logs two starts open, `b` replayed as if the
  /// events of `skips` never happened.
  ///
  /// `b` is read at least through the last skipped seq, or to its end, even past a difference,
  /// as `replay --skip` reads it: its end then tells whether every skipped seq is in it.
  /// - Returns: the first difference, or `nil`; and where each replay stopped.
  /// - Throws: ``Failure`` naming the log and its problem.
  package static func firstDifference(
    _ a: ReplayStart, _ b: ReplayStart, skipping skips: SkipList,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> (difference: LogDifference?, a: ReplayEnd, b: ReplayEnd) {
    var cursorA = a.cursor()
    var cursorB = b.cursor(skipping: skips)
    let difference = try firstDifference(&cursorA, &cursorB, warning: warning)
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
