public import MonsoonEvents

/// Replays two logs in step and finds the first seq after which their states differ.
public enum LogDiff {
  /// A problem in one of the two logs (strict mode, or a read failure).
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The log with the problem.
    public let side: LogDifference.Side
    /// The problem.
    public let problem: LogProblem

    /// The log, the line and the problem, such as `log B, line 3: bad seq 4, expected 3`.
    public var description: String {
      let log = "log \(side.rawValue.uppercased())"
      return problem.line > 0 ? "\(log), line \(problem.line): \(problem)" : "\(log): \(problem)"
    }
  }

  /// Replays two log files in step and finds the first seq after which their states differ,
  /// such as the log a tester sent and the one a fixed build records for the same taps.
  ///
  /// Step k is the state after each log's k-th applied event; every field counts, the seeded
  /// generator's position included.
  /// - Parameters:
  ///   - a: the first log file.
  ///   - b: the second log file.
  ///   - mode: strict stops at a log's first problem; lenient skips a bad line and reports it
  ///     to `warning`.
  ///   - warning: called with each skipped line and torn last line, and the log it is in.
  /// - Returns: the first difference, or `nil` when the two logs go through the same states.
  /// - Throws: ``Failure`` naming the log and its problem (a file that cannot be read is on
  ///   line 0).
  /// - Complexity: O(bytes read), in constant memory.
  public static func firstDifference(
    betweenFileAt a: String, andFileAt b: String, mode: ReplayMode = .strict,
    warning: (LogDifference.Side, LogProblem) -> Void = { _, _ in }
  ) throws(Failure) -> LogDifference? {
    var cursorA = ReplayCursor(reader: try reader(a, side: .a), mode: mode)
    var cursorB = ReplayCursor(reader: try reader(b, side: .b), mode: mode)
    return try firstDifference(&cursorA, &cursorB, warning: warning)
  }

  /// A reader of the log file at `path`, its header read.
  private static func reader(
    _ path: String, side: LogDifference.Side
  ) throws(Failure) -> LogReader {
    let source: FileByteSource
    do {
      source = try FileByteSource(path: path)
    } catch {
      throw Failure(side: side, problem: LogProblem(line: 0, .unreadable(error)))
    }
    do {
      return try LogReader(fast: source)
    } catch {
      throw Failure(side: side, problem: error)
    }
  }

  /// Compares the states of two replays after 0, 1, 2, … applied events.
  ///
  /// Rejected, skipped and unreadable lines (lenient mode, `--skip`) are not steps: step k is
  /// the state after each log's k-th applied event. Every field counts, the generator's state
  /// (`rng`) and the log's format version included, unless `visibleOnly`.
  /// - Parameters:
  ///   - a: the first log's cursor, before any event.
  ///   - b: the second log's cursor, at the same step as `a`.
  ///   - visibleOnly: whether only what the user saw counts: the screen, the choices and the
  ///     nav counts (not `seq`, `rng`, nor the version, whose difference the result still
  ///     names).
  ///   - warning: called with each line a lenient replay drops, and with a torn tail.
  /// - Returns: the first difference, or `nil` when every step is equal.
  /// - Throws: ``Failure`` naming the log and its problem.
  /// - Complexity: O(bytes read), in constant memory.
  package static func firstDifference(
    _ a: inout ReplayCursor, _ b: inout ReplayCursor, visibleOnly: Bool = false,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> LogDifference? {
    precondition(
      a.replayer.appliedCount == b.replayer.appliedCount, "the cursors start at another step")
    var stateA = a.state
    var stateB = b.state
    let versions = LogDifference.Versions(a: stateA.formatVersion, b: stateB.formatVersion)
    var (recordA, recordB): (LogRecord?, LogRecord?) = (nil, nil)
    var seq = a.replayer.appliedCount
    while true {
      if stateA != stateB {
        let changes = stateA.changes(to: stateB, includingBookkeeping: !visibleOnly)
        if !visibleOnly || !changes.isEmpty {
          return LogDifference(
            seq: seq, changes: changes, ended: nil, events: (recordA, recordB),
            versions: versions)
        }
      }
      let nextA = try advance(&a, side: .a, warning: warning)
      let nextB = try advance(&b, side: .b, warning: warning)
      seq += 1
      switch (nextA, nextB) {
      case (nil, nil):
        return nil
      case (let stepA?, let stepB?):
        (stateA, recordA) = stepA
        (stateB, recordB) = stepB
      case (nil, let stepB?):
        return LogDifference(
          seq: seq, changes: stateA.changes(to: stepB.state, includingBookkeeping: !visibleOnly),
          ended: .a, events: (nil, stepB.record), versions: versions)
      case (let stepA?, nil):
        return LogDifference(
          seq: seq, changes: stepA.state.changes(to: stateB, includingBookkeeping: !visibleOnly),
          ended: .b, events: (stepA.record, nil), versions: versions)
      }
    }
  }

  /// The state after the cursor's next applied event and that event's record, or `nil` at
  /// the end of its log.
  private static func advance(
    _ cursor: inout ReplayCursor, side: LogDifference.Side,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> (state: SessionState, record: LogRecord)? {
    do {
      while let step = try cursor.next() {
        if let problem = step.problem { warning(side, problem) }
        if case .applied(let record) = step { return (cursor.state, record) }
      }
    } catch {
      throw Failure(side: side, problem: error)
    }
    return nil
  }
}
