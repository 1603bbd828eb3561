import MonsoonEvents

/// Shrinks a log to a 1-minimal log that still replays validly and ends where a predicate
/// holds.
///
/// The result has the same header, a subset of the events in their original order,
/// renumbered 1…k, with their `t` kept and any `sel` recomputed. Removing any single event
/// from it makes it invalid (the reducer rejects an event) or makes the predicate false at its
/// end.
public enum LogShrinker {
  /// The outcome of a shrink.
  public struct Outcome: Hashable, Sendable {
    /// The shrunk log.
    public let log: SessionLog
    /// The seqs (as written in the input) of the events kept.
    public let keptSeqs: [Int]
    /// The number of candidate logs tested.
    public let testsRun: Int
  }

  /// Shrinks `log` while its end state satisfies `predicate`.
  /// - Parameters:
  ///   - log: the events to shrink, each valid after the ones before it.
  ///   - predicate: what the end state must satisfy.
  ///   - progress: called after each test (see ``Shrinker/shrink(_:progress:test:)``).
  /// - Returns: the shrunk log, or `nil` when `log` itself does not end where `predicate` holds.
  /// - Complexity: O(n) per test, O(n²) tests in the worst case.
  public static func shrink(
    _ log: SessionLog, until predicate: Predicate,
    progress: (Shrinker.Progress) -> Void = { _ in }
  ) -> Outcome? {
    let initial = log.header.initialState
    func holds(_ records: [LogRecord]) -> Bool {
      var state = initial
      for record in records {
        do {
          try Reducer.reduce(&state, record.event)
        } catch {
          return false
        }
      }
      return predicate.evaluate(state)
    }
    guard holds(log.records) else { return nil }
    let outcome = Shrinker.shrink(log.records, progress: progress, test: holds)
    guard let shrunk = log.subsequence(outcome.indices) else { return nil }
    return Outcome(
      log: shrunk.log, keptSeqs: outcome.elements.map(\.seq), testsRun: outcome.testsRun)
  }
}
