/// What replay made of one event line of a log (or, at the end, of a torn last line).
///
/// A line gives one step, except in a verifying replay, which may report several problems of
/// one line before it applies (see ``ReplayCursor``).
package enum ReplayStep: Sendable {
  /// The event was applied; the cursor's state is the state after it.
  case applied(LogRecord)
  /// The line broke a rule that spans lines (seq, `t`, the reducer, `sel`); the state is
  /// unchanged.
  indirect case rejected(LogRecord, LogProblem)
  /// The event is in the skip list; the state is unchanged.
  case skipped(LogRecord)
  /// The line could not be decoded as an event line; the state is unchanged.
  indirect case unreadable(LogProblem)
  /// The last line has no final newline and is not JSON: a write cut short, ignored in both
  /// modes. It is the last step.
  indirect case tornTail(LogProblem)

  /// The record as written in the log (its own seq and `sel`), or `nil` for a line that could
  /// not be decoded.
  package var record: LogRecord? {
    switch self {
    case .applied(let record), .rejected(let record, _), .skipped(let record): record
    case .unreadable, .tornTail: nil
    }
  }

  /// The problem of the line, or `nil` for an applied or skipped event.
  package var problem: LogProblem? {
    switch self {
    case .rejected(_, let problem), .unreadable(let problem), .tornTail(let problem): problem
    case .applied, .skipped: nil
    }
  }
}

/// What became of a line, as ``ReplayStep`` says it but with nothing to copy or release: the
/// record and the problem stay in the cursor (``ReplayCursor/record`` and
/// ``ReplayCursor/problem``), for a hot loop to read only when it needs them.
package enum LineFate: Sendable {
  case applied, rejected, skipped, unreadable, tornTail
}
