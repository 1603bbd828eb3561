public import MonsoonEvents

/// Replays two logs in step and finds the first seq after which their states differ.
public enum LogDiff {
  /// A problem in one of the two logs (strict mode, or a read failure).
  public struct Failure: Error, Hashable, Sendable {
    /// The log with the problem.
    public let side: LogDifference.Side
    /// The problem.
    public let problem: LogProblem
  }

  /// Compares the states of two replays after 0, 1, 2, … applied events.
  ///
  /// Rejected, skipped and unreadable lines (lenient mode, `--skip`) are not steps: step k is
  /// the state after each log's k-th applied event. Every field counts, the generator's state
  /// (`rng`) included. Two cursors resumed from the same checkpoint start at its step.
  /// - Parameters:
  ///   - a: the first log's cursor, before any event or resumed from a checkpoint.
  ///   - b: the second log's cursor, at the same step as `a`.
  ///   - warning: called with each line a lenient replay drops, and with a torn tail.
  /// - Returns: the first difference, or `nil` when every step is equal.
  /// - Throws: ``Failure`` naming the log and its problem.
  /// - Complexity: O(bytes read), in constant memory.
  public static func firstDifference<A: ByteSource, B: ByteSource>(
    _ a: inout ReplayCursor<A>, _ b: inout ReplayCursor<B>,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> LogDifference? {
    precondition(
      a.replayer.appliedCount == b.replayer.appliedCount, "the cursors start at another step")
    var stateA = a.state
    var stateB = b.state
    var seq = a.replayer.appliedCount
    while true {
      if stateA != stateB {
        return LogDifference(seq: seq, changes: stateA.changes(to: stateB), ended: nil)
      }
      let nextA = try advance(&a, side: .a, warning: warning)
      let nextB = try advance(&b, side: .b, warning: warning)
      seq += 1
      switch (nextA, nextB) {
      case (nil, nil):
        return nil
      case (let stepA?, let stepB?):
        stateA = stepA
        stateB = stepB
      case (nil, let stepB?):
        return LogDifference(seq: seq, changes: stateA.changes(to: stepB), ended: .a)
      case (let stepA?, nil):
        return LogDifference(seq: seq, changes: stepA.changes(to: stateB), ended: .b)
      }
    }
  }

  /// The state after the cursor's next applied event, or `nil` at the end of its log.
  private static func advance<Source: ByteSource>(
    _ cursor: inout ReplayCursor<Source>, side: LogDifference.Side,
    warning: (LogDifference.Side, LogProblem) -> Void
  ) throws(Failure) -> SessionState? {
    do {
      while let step = try cursor.next() {
        if let problem = step.problem { warning(side, problem) }
        if case .applied = step { return cursor.state }
      }
    } catch {
      throw Failure(side: side, problem: error)
    }
    return nil
  }
}
