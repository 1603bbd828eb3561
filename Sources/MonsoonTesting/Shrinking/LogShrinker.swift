package import MonsoonEvents

/// Shrinks a log to a 1-minimal log that still replays validly and ends in a state that
/// satisfies a test: first by deleting events, then by saying the remaining ones more simply.
///
/// The result has the same header and is numbered 1…k; each event keeps the `t` of the event
/// it comes from, and `sel` is recomputed on the lines that had one. It is 1-minimal twice
/// over: deleting any one event, or applying any one `Options.simplifies` rule to it, makes
/// the log invalid or the test false at its end. Simplifying turns a Randomize into the
/// selects that give the same selections, a tap into a select, a run of taps on one prompt
/// into one select, removes go/back visits, and lowers options and nav buttons: "six
/// randomizes and a go" becomes `select flavor = sweet; go`.
public enum LogShrinker {
  /// How a shrink may change the log.
  package struct Options: Hashable, Sendable {
    /// Whether events may be replaced by simpler ones once none can be deleted; without it
    /// the result keeps the log's own events (for a bug in Randomize itself, say).
    package var simplifies: Bool
    /// The number of leading events kept as they are: a prefix that sets up a starting state.
    package var pinnedEvents: Int

    /// Creates options; by default events are simplified and none is pinned.
    package init(simplifies: Bool = true, pinnedEvents: Int = 0) {
      self.simplifies = simplifies
      self.pinnedEvents = pinnedEvents
    }
  }

  /// The outcome of a shrink.
  package struct Outcome: Hashable, Sendable {
    /// The shrunk log.
    package let log: SessionLog
    /// For each event of ``log``, the seq (as written in the input) of the event it is or
    /// replaces; an event simplified into several selects names the same seq several times.
    package let keptSeqs: [Int]
    /// The seqs in the input of the events that were replaced by simpler ones, in order.
    package let simplifiedSeqs: [Int]
    /// The input's event at each of ``simplifiedSeqs``, in the same order.
    package let simplifiedEvents: [Event]
    /// The number of candidate logs tried, including those the reducer rejected.
    package let testsRun: Int
  }

  /// Shrinks `log` while its end state satisfies `holds`.
  /// - Parameters:
  ///   - log: the events to shrink, each valid after the ones before it.
  ///   - options: whether to simplify, and how many leading events to keep.
  ///   - holds: what the end state must satisfy (for example `StateCondition.evaluate`).
  ///   - progress: called after each candidate (see ``Shrinker/Progress``).
  /// - Returns: the shrunk log, or `nil` when `log` itself does not replay or does not end
  ///   where `holds` is true.
  package static func shrink(
    _ log: SessionLog, options: Options = Options(), until holds: (SessionState) -> Bool,
    progress: (Shrinker.Progress) -> Void = { _ in }
  ) -> Outcome? {
    guard log.finalState != nil else { return nil }
    return shrink(PackedLog(log), options: options, until: holds, progress: progress)
  }

  /// Shrinks a packed log while its end state satisfies `holds`.
  ///
  /// Each candidate is replayed from the snapshot of the best log so far nearest before its
  /// first change, and a candidate that rejoins the best log in the same state (a tap
  /// replaced by the select it lands on) is not replayed further.
  /// - Complexity: memory about 30 bytes an event (the packed log's 10, the search's ids and
  ///   a snapshot every 64 events); O(n − p + 64) time per candidate, p being its first
  ///   changed position; O(n²) candidates in the worst case.
  package static func shrink(
    _ log: PackedLog, options: Options = Options(), until holds: (SessionState) -> Bool,
    progress: (Shrinker.Progress) -> Void = { _ in }
  ) -> Outcome? {
    guard var search = EventSearch(log, options: options), holds(search.trail.final) else {
      return nil
    }
    while let final = search.next() {
      search.learn(stillFails: holds(final))
      progress(Shrinker.Progress(elementsLeft: search.best.count, testsRun: search.candidatesTried))
    }
    let pool = search.pool
    let simplified = search.best.filter(pool.isInvented).map(pool.origin)
      .reduce(into: [Int]()) { origins, origin in
        if origins.last != origin { origins.append(origin) }
      }
    return Outcome(
      log: search.bestLog(), keptSeqs: search.best.map { log.seq(at: pool.origin($0)) },
      simplifiedSeqs: simplified.map(log.seq(at:)),
      simplifiedEvents: simplified.map(log.event(at:)),
      testsRun: search.candidatesTried)
  }
}
