public import MonsoonEvents

/// Finds the first event of a log after which a condition holds.
public enum Bisect {
  /// The answer: the seq and the event, or seq 0 and no event when the condition holds in the
  /// initial state.
  public struct Finding: Hashable, Sendable {
    /// The seq of the event as written, or 0 for the initial state.
    public let seq: Int
    /// The event's record, or `nil` for the initial state.
    public let record: LogRecord?
    /// The state after it.
    public let state: SessionState
  }

  /// The first event of a log file after which `condition` holds: where a bug a tester saw
  /// first shows.
  ///
  /// ```swift
  /// let condition = try StateCondition("flavor = sweet and nav.compass >= 1")
  /// if let finding = try Bisect.first(where: condition, inFileAt: "tester.jsonl") {
  ///   print("seq \(finding.seq): \(finding.record?.event ?? .go)")
  /// }
  /// ```
  ///
  /// The condition need not be monotone (it may hold, then not): the answer is the first
  /// event, not any event. Reading stops there.
  /// - Parameters:
  ///   - condition: the condition, parsed against the log's menu.
  ///   - path: the log file.
  ///   - after: when given, only events with a greater seq are candidates, and the initial
  ///     state is not: the next occurrence after it.
  ///   - mode: strict stops at the first problem; lenient skips a bad line and reports it to
  ///     `warning`.
  ///   - warning: called with each skipped line (lenient) and with a torn last line.
  /// - Returns: the finding; `nil` when the condition never holds.
  /// - Throws: `LogProblem`: the file cannot be read (line 0), or, strict, its first problem.
  /// - Complexity: O(bytes read), in constant memory.
  public static func first(
    where condition: StateCondition, inFileAt path: String, after: Int? = nil,
    mode: ReplayMode = .strict, warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> Finding? {
    let source = try FileByteSource.log(at: path)
    let reader = try LogReader(fast: source)
    return try first(
      in: reader, from: LogReplayer(header: reader.header, mode: mode), after: after,
      where: condition, warning: warning
    ).finding
  }

  /// The first event of a log held in memory after which `condition` holds; see
  /// ``first(where:inFileAt:after:mode:warning:)``.
  /// - Throws: `LogProblem`: strict, the first problem of the log.
  public static func first(
    where condition: StateCondition, inBytes bytes: some Sequence<UInt8>, after: Int? = nil,
    mode: ReplayMode = .strict, warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> Finding? {
    let reader = try LogReader(fast: MemoryByteSource(bytes))
    return try first(
      in: reader, from: LogReplayer(header: reader.header, mode: mode), after: after,
      where: condition, warning: warning
    ).finding
  }

  /// The first event of a log after which `condition` holds, streaming the log in order.
  ///
  /// The condition need not be monotone (it may hold, then not): the answer is the first
  /// event, not any event. Reading stops there, so the rest of the log is not checked.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient skips bad lines with a warning.
  ///   - condition: the condition, parsed against the log's menu.
  ///   - warning: called with each skipped line (lenient) and a torn tail.
  /// - Returns: the finding (`nil` when the condition never holds) and the replayer where
  ///   reading stopped.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  /// - Complexity: O(bytes read), in constant memory.
  package static func first(
    in reader: LogReader, mode: ReplayMode, where condition: StateCondition,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (finding: Finding?, replayer: LogReplayer) {
    try first(
      in: reader, from: LogReplayer(header: reader.header, mode: mode), after: nil,
      where: condition, warning: warning)
  }

  /// The first event after seq `after` after which `condition` holds: the next occurrence,
  /// streaming the log from where a replayer stands.
  ///
  /// - Parameters:
  ///   - reader: a reader positioned where `replayer` stopped (after the header).
  ///   - replayer: the replay so far.
  ///   - after: only events with a greater seq (as written) are candidates, and the initial
  ///     state is not; `nil` makes every event and the initial state candidates.
  ///   - condition: the condition, parsed against the log's menu.
  ///   - warning: called with each skipped line (lenient) and a torn tail.
  /// - Returns: the finding (`nil` when the condition never holds there) and the replayer where
  ///   reading stopped.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  /// - Complexity: O(bytes read), in constant memory.
  package static func first(
    in reader: LogReader, from replayer: LogReplayer, after: Int?,
    where condition: StateCondition, warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (finding: Finding?, replayer: LogReplayer) {
    if after == nil, condition.evaluate(replayer.state) {
      return (Finding(seq: 0, record: nil, state: replayer.state), replayer)
    }
    let after = after ?? .min
    var cursor = ReplayCursor(reader: reader, resumingFrom: replayer)
    while let step = try cursor.next() {
      if let problem = step.problem { warning(problem) }
      guard case .applied(let record) = step, record.seq > after,
        condition.evaluate(cursor.state)
      else { continue }
      return (Finding(seq: record.seq, record: record, state: cursor.state), cursor.replayer)
    }
    return (nil, cursor.replayer)
  }

  /// The first event after which `condition` holds, reading the log to its end all the same:
  /// a fleet's hit projection (docs/fleet.md) must call a damaged log damaged wherever the
  /// damage is, as the per-session projection does, so that their answers agree.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - condition: the condition, parsed against the log's menu.
  ///   - warning: called with each skipped line (lenient) and a torn tail.
  /// - Returns: the finding (`nil` when the condition never holds) and the replayer at the
  ///   end of the log.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  /// - Complexity: O(bytes of the log), in constant memory.
  package static func firstReadingAll(
    in reader: LogReader, mode: ReplayMode, where condition: StateCondition,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (finding: Finding?, replayer: LogReplayer) {
    var cursor = ReplayCursor(reader: reader, mode: mode)
    var finding =
      condition.evaluate(cursor.state) ? Finding(seq: 0, record: nil, state: cursor.state) : nil
    while let step = try cursor.next() {
      if let problem = step.problem { warning(problem) }
      guard finding == nil, case .applied(let record) = step, condition.evaluate(cursor.state)
      else { continue }
      finding = Finding(seq: record.seq, record: record, state: cursor.state)
    }
    return (finding, cursor.replayer)
  }

  /// ``first(in:from:after:where:warning:)`` from where `start` opens the log.
  /// - Returns: the finding and where reading stopped.
  package static func first(
    from start: ReplayStart, after: Int?, where condition: StateCondition,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (finding: Finding?, end: ReplayEnd) {
    let (finding, replayer) = try first(
      in: start.reader, from: start.replayer, after: after, where: condition,
      warning: warning)
    return (finding, ReplayEnd(replayer, readToEnd: finding == nil))
  }

  /// ``firstReadingAll(in:mode:where:warning:)`` for the log `start` opens at its start.
  /// - Returns: the finding and the end of the log.
  package static func firstReadingAll(
    from start: ReplayStart, where condition: StateCondition,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (finding: Finding?, end: ReplayEnd) {
    let (finding, replayer) = try firstReadingAll(
      in: start.reader, mode: start.replayer.mode, where: condition,
      warning: warning)
    return (finding, ReplayEnd(replayer, readToEnd: true))
  }
}
