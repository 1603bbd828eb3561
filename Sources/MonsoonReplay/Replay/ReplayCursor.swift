package import MonsoonEvents

/// Replays a log one line at a time, on demand, in constant memory: the engine under
/// `timeline`, `follow`, `diff` and `replay --skip`.
///
/// Strict mode throws the first problem. Lenient mode turns a bad line into a step
/// (``ReplayStep/Outcome/rejected(_:)`` or ``ReplayStep/Outcome/unreadable(_:)``) and goes on.
/// Skipped events are renumbered away as docs/skip.md describes.
package struct ReplayCursor<Source: ByteSource> {
  /// The reader the lines come from.
  package let reader: LogReader<Source>
  /// The events to replay as if they were not there.
  package let skips: SkipList
  /// The replayer, holding the state after the last applied event (renumbered seqs).
  package private(set) var replayer: LogReplayer
  /// The number of skipped events read so far.
  package private(set) var skippedCount = 0
  /// The seq (as written) of the last event line read, 0 before any.
  package private(set) var lastReadSeq = 0

  /// Starts replaying from a reader whose header has been read and no event yet.
  package init(reader: LogReader<Source>, mode: ReplayMode, skipping skips: SkipList = .none) {
    self.reader = reader
    self.skips = skips
    replayer = LogReplayer(header: reader.header, mode: mode)
  }

  /// Resumes replaying from a checkpoint, for a reader positioned just after its line.
  ///
  /// The cursor goes on as one started at the beginning would after reaching the checkpoint:
  /// skipped events are renumbered only after the checkpoint, so it must lie before the first
  /// skipped seq.
  /// - Precondition: no seq in `skips` is at or below the checkpoint's last seq.
  package init(
    reader: LogReader<Source>, resumingFrom replayer: LogReplayer,
    skipping skips: SkipList = .none
  ) {
    precondition(
      skips.ranges.first.map { $0.lowerBound > replayer.lastSeq } ?? true,
      "a cursor resumes only before the first skipped seq")
    self.reader = reader
    self.skips = skips
    self.replayer = replayer
    lastReadSeq = replayer.lastSeq
  }

  /// The state after the last applied event.
  package var state: SessionState { replayer.state }

  /// Replays the next line.
  /// - Returns: the step, or `nil` at the end of the log (then check the reader's `tornTail`).
  /// - Throws: `LogProblem`: in strict mode the first problem; in either mode a failure to
  ///   read the input or an invalid header.
  /// - Complexity: O(length of the line).
  package mutating func next() throws(LogProblem) -> ReplayStep? {
    let record: LogRecord
    do {
      guard let next = try reader.next() else { return nil }
      record = next
    } catch {
      guard replayer.mode == .lenient, error.kind.isLineProblem else { throw error }
      if let seq = error.seq { lastReadSeq = seq }
      replayer.skip(renumbered(error))
      return ReplayStep(record: nil, outcome: .unreadable(error), state: replayer.state)
    }
    lastReadSeq = record.seq
    if !skips.isEmpty, skips.contains(record.seq) {
      skippedCount += 1
      return ReplayStep(record: record, outcome: .skipped, state: replayer.state)
    }
    var renumbered = record
    if skippedCount > 0 {
      renumbered.seq -= skippedCount
      renumbered.sel = nil
    }
    let before = replayer.state
    do {
      try replayer.apply(renumbered)
    } catch {
      guard replayer.mode == .lenient else { throw error }
      return ReplayStep(record: record, outcome: .rejected(error), state: replayer.state)
    }
    return ReplayStep(record: record, outcome: .applied(before: before), state: replayer.state)
  }

  /// A problem whose seq is shifted like the events after the skipped ones.
  private func renumbered(_ problem: LogProblem) -> LogProblem {
    guard skippedCount > 0, let seq = problem.seq else { return problem }
    return LogProblem(line: problem.line, problem.kind, seq: seq - skippedCount)
  }
}
