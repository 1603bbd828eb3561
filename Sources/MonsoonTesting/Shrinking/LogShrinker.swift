public import MonsoonEvents

/// Shrinks a log to a 1-minimal log that still replays validly and ends in a state that
/// satisfies a test.
///
/// The result has the same header, a subset of the events in their original order,
/// renumbered 1…k, with their `t` kept and any `sel` recomputed. Removing any single event
/// from it makes it invalid (the reducer rejects an event) or makes the test false at its
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

  /// The number of events between the snapshots a test starts from.
  static let checkpointInterval = 64

  /// Shrinks `log` while its end state satisfies `holds`.
  ///
  /// Each candidate is replayed from the snapshot of the last passing candidate nearest before
  /// the first event it removes, so a candidate that only removes late events costs little.
  /// - Parameters:
  ///   - log: the events to shrink, each valid after the ones before it.
  ///   - holds: what the end state must satisfy (for example `StateCondition.evaluate`).
  ///   - progress: called after each test (see ``Shrinker/shrink(_:progress:test:)``).
  /// - Returns: the shrunk log, or `nil` when `log` itself does not end where `holds` is true.
  /// - Complexity: O(n − p + 64) per test, p being the candidate's first removed position;
  ///   O(n²) tests in the worst case.
  public static func shrink(
    _ log: SessionLog, until holds: (SessionState) -> Bool,
    progress: (Shrinker.Progress) -> Void = { _ in }
  ) -> Outcome? {
    var replay = PrefixReplay(log: log)
    guard replay.test(Array(log.records.indices), holds) else { return nil }
    let outcome = Shrinker.shrink(Array(log.records.indices), progress: progress) { candidate in
      replay.test(candidate, holds)
    }
    guard let shrunk = log.subsequence(outcome.elements) else { return nil }
    return Outcome(
      log: shrunk.log, keptSeqs: outcome.elements.map { log.records[$0].seq },
      testsRun: outcome.testsRun)
  }
}

/// Replays candidate subsequences of a log's events, starting each from a snapshot of the last
/// passing candidate (which the shrinker keeps as its current subsequence).
private struct PrefixReplay {
  let records: [LogRecord]
  private var base: [Int] = []
  private var snapshots: [SessionState]

  init(log: SessionLog) {
    records = log.records
    snapshots = [log.header.initialState]
  }

  /// Whether the events at `candidate` (original indices, in order) replay validly and end
  /// where `holds` is true; a passing candidate becomes the base of later tests.
  mutating func test(_ candidate: [Int], _ holds: (SessionState) -> Bool) -> Bool {
    let interval = LogShrinker.checkpointInterval
    var shared = 0
    while shared < candidate.count && shared < base.count && candidate[shared] == base[shared] {
      shared += 1
    }
    let startSnapshot = min(shared / interval, snapshots.count - 1)
    var state = snapshots[startSnapshot]
    var newSnapshots = Array(snapshots[...startSnapshot])
    for position in (startSnapshot * interval)..<candidate.count {
      do {
        try SessionReducer.reduce(&state, records[candidate[position]].flatEvent)
      } catch {
        return false
      }
      if (position + 1) % interval == 0 { newSnapshots.append(state) }
    }
    guard holds(state) else { return false }
    base = candidate
    snapshots = newSnapshots
    return true
  }
}
