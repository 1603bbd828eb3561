public import MonsoonEvents

/// ``LogShrinker``'s search as a ``ShrinkStrategy`` over logs, for a property that looks at a
/// whole log (every step of it) rather than at its end state.
///
/// Candidates are valid logs only (every event applies), numbered 1…k, with `t` kept and `sel`
/// recomputed; the search ends with a log that is 1-minimal for deletion and simplification.
public struct LogShrinkSearch: ShrinkStrategy {
  private var search: EventSearch?
  /// The simplest failing log so far.
  public private(set) var best: SessionLog
  private var pendingLog: SessionLog?

  /// Starts a search from a failing log.
  /// - Parameters:
  ///   - log: a log whose events all replay; a log that does not is kept as it is.
  ///   - options: whether to simplify, and how many leading events to keep.
  package init(_ log: SessionLog, options: LogShrinker.Options = LogShrinker.Options()) {
    best = log
    search = log.finalState == nil ? nil : EventSearch(PackedLog(log), options: options)
  }

  /// The number of candidates tried so far, including those the reducer rejected.
  package var candidatesTried: Int { search?.candidatesTried ?? 0 }

  /// The next candidate log, or `nil` when the search is over.
  public mutating func next() -> SessionLog? {
    guard search?.next() != nil else { return nil }
    pendingLog = search?.pendingLog()
    return pendingLog
  }

  /// Records whether the last candidate still fails.
  public mutating func learn(stillFails: Bool) {
    search?.learn(stillFails: stillFails)
    if stillFails, let pendingLog { best = pendingLog }
    pendingLog = nil
  }
}
