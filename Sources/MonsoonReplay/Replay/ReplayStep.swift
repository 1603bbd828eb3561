package import MonsoonEvents

/// What happened to one line of a log during replay.
package struct ReplayStep: Sendable {
  /// What the replay did with the line.
  package enum Outcome: Sendable {
    /// The event was applied to `before`, giving the step's ``ReplayStep/state``.
    case applied(before: SessionState)
    /// The line broke a rule (lenient mode); the state is unchanged.
    case rejected(LogProblem)
    /// The event is in the skip list; the state is unchanged.
    case skipped
    /// The line could not be decoded (lenient mode); it has no record.
    case unreadable(LogProblem)
  }

  /// The record as written in the log (its own seq and `sel`), or `nil` for an unreadable line.
  package let record: LogRecord?
  /// What the replay did with it.
  package let outcome: Outcome
  /// The state after the line.
  package let state: SessionState
}
