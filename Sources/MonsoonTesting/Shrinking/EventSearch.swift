import MonsoonEvents

/// The search behind ``LogShrinker`` and ``LogShrinkSearch``: deletes events, then simplifies
/// the ones that remain, round after round until a round changes nothing.
///
/// A round is a ``DeletionSearch`` (ddmin, then one by one) followed, when simplifying, by one
/// pass from the last event to the first that tries each ``EventSimplification`` of each event.
/// A round that changes nothing has tried every single deletion and every single
/// simplification of the result, so the result is 1-minimal for both.
///
/// Only candidates the reducer accepts are proposed: the search replays each one itself, from
/// the snapshot of the best sequence nearest before the candidate's first change, and tells
/// the caller the candidate's final state.
struct EventSearch {
  /// How a shrink may change the events.
  let options: LogShrinker.Options
  private(set) var pool: EventPool
  /// The ids of the best failing sequence so far.
  private(set) var best: [UInt32]
  /// The states along ``best``.
  private(set) var trail: StateTrail
  /// The number of candidates tried, the ones the reducer rejected included.
  private(set) var candidatesTried = 0
  private var stage: Stage
  private var simplifiedThisRound = false
  private var pending: (change: Change, trail: StateTrail)?

  private enum Stage {
    case deleting(DeletionSearch<UInt32>)
    /// Trying `options[next...]` for the event at `position`, then the events before it.
    case simplifying(position: Int, options: [Change], next: Int)
    case finished
  }

  /// A candidate, as a change of ``best``.
  enum Change {
    /// A subsequence of ``best`` (ids).
    case subsequence([UInt32])
    /// `removed` events from `start` replaced by `inserted`, which take the `t` and `sel`
    /// flags of the event `origin`.
    case splice(start: Int, removed: Int, inserted: [Event], origin: UInt32)
  }

  /// Starts a search from a log whose events all replay; `nil` when one does not.
  init?(_ log: PackedLog, options: LogShrinker.Options) {
    precondition(
      (0...log.count).contains(options.pinnedEvents), "more pinned events than events")
    self.options = options
    pool = EventPool(log)
    best = (0..<UInt32(log.count)).map { $0 }
    var recorder = TrailRecorder(start: log.header.initialState)
    for id in best where !recorder.apply(pool.event(id)) { return nil }
    trail = recorder.trail
    stage = Self.deletionRound(of: best, pinned: options.pinnedEvents)
  }

  /// The final state of the next candidate, or `nil` when the search is over.
  mutating func next() -> SessionState? {
    precondition(pending == nil, "next() called before learn(stillFails:)")
    while let change = nextChange() {
      candidatesTried += 1
      if let candidateTrail = replay(change) {
        pending = (change, candidateTrail)
        return candidateTrail.final
      }
      advance(accepted: false)
    }
    return nil
  }

  /// Records whether the candidate still fails; a failing one becomes ``best``.
  mutating func learn(stillFails: Bool) {
    guard let (change, candidateTrail) = pending else {
      preconditionFailure("learn(stillFails:) called without a candidate")
    }
    pending = nil
    if stillFails {
      switch change {
      case .subsequence(let ids):
        best = ids
      case .splice(let start, let removed, let inserted, let origin):
        let ids = inserted.map { pool.invent($0, replacing: origin) }
        best.replaceSubrange(start..<start + removed, with: ids)
      }
      trail = candidateTrail
    }
    advance(accepted: stillFails)
  }

  /// The pending candidate as a log (see ``log(_:)``).
  func pendingLog() -> SessionLog {
    guard let (change, _) = pending else { preconditionFailure("no pending candidate") }
    switch change {
    case .subsequence(let ids):
      return log(ids.map { (pool.packed($0), pool.time($0)) })
    case .splice(let start, let removed, let inserted, let origin):
      var events = best.map { (pool.packed($0), pool.time($0)) }
      let flags = pool.packed(origin)
      let time = pool.time(origin)
      events.replaceSubrange(
        start..<start + removed,
        with: inserted.map { (PackedEvent($0, flagsOf: flags), time) })
      return log(events)
    }
  }

  /// The best sequence as a log.
  func bestLog() -> SessionLog {
    log(best.map { (pool.packed($0), pool.time($0)) })
  }

  /// Events as a log: numbered 1…k, each with its `t`, and `sel` recomputed where the line
  /// it comes from had one.
  private func log(_ events: [(PackedEvent, Int?)]) -> SessionLog {
    let header = pool.log.header
    var state = header.initialState
    var records: [LogRecord] = []
    records.reserveCapacity(events.count)
    for (packed, time) in events {
      try? SessionReducer.reduce(&state, packed.event)
      records.append(
        LogRecord(
          line: records.count + 2, seq: records.count + 1, time: time, event: packed.event,
          sel: packed.hasSel ? state.selections : nil))
    }
    return SessionLog(header: header, records: records)
  }

  // MARK: - Stages

  private mutating func nextChange() -> Change? {
    while true {
      switch stage {
      case .deleting(var deletion):
        if let kept = deletion.next() {
          stage = .deleting(deletion)
          let pinned = options.pinnedEvents
          return .subsequence(pinned == 0 ? kept : Array(best[..<pinned]) + kept)
        }
        stage = options.simplifies ? simplifying(at: best.count - 1) : .finished
      case .simplifying(let position, let options, let next):
        if next < options.count { return options[next] }
        stage = simplifying(at: position - 1)
      case .finished:
        return nil
      }
    }
  }

  private mutating func advance(accepted: Bool) {
    switch stage {
    case .deleting(var deletion):
      deletion.learn(stillFails: accepted)
      stage = .deleting(deletion)
    case .simplifying(let position, let options, let next):
      guard accepted else {
        stage = .simplifying(position: position, options: options, next: next + 1)
        return
      }
      simplifiedThisRound = true
      guard case .splice(let start, _, _, _) = options[next] else {
        preconditionFailure("simplifications are splices")
      }
      stage = simplifying(at: start - 1)
    case .finished:
      preconditionFailure("a verdict after the search ended")
    }
  }

  /// A round starts by deleting what it can of the events after the pinned ones.
  private static func deletionRound(of best: [UInt32], pinned: Int) -> Stage {
    .deleting(DeletionSearch(Array(best[pinned...])))
  }

  /// The simplifications of the event at `position`, or the next round once the pass is done.
  private mutating func simplifying(at position: Int) -> Stage {
    var position = position
    while position >= options.pinnedEvents {
      let found = simplifications(at: position)
      if !found.isEmpty { return .simplifying(position: position, options: found, next: 0) }
      position -= 1
    }
    guard simplifiedThisRound else { return .finished }
    simplifiedThisRound = false
    return Self.deletionRound(of: best, pinned: options.pinnedEvents)
  }

  private func simplifications(at position: Int) -> [Change] {
    var recorder = TrailRecorder(from: trail, snapshot: trail.snapshotIndex(before: position))
    while recorder.position < position {
      _ = recorder.apply(pool.event(best[recorder.position]))
    }
    let before = recorder.state
    let id = best[position]
    _ = recorder.apply(pool.event(id))
    let earlier = best[options.pinnedEvents..<position].reversed().lazy.map {
      pool.packed($0).event
    }
    return EventSimplification.all(
      of: pool.packed(id).event, before: before, after: recorder.state, earlier: earlier
    ).map { simplification in
      .splice(
        start: position - simplification.replacesEarlier,
        removed: simplification.replacesEarlier + 1, inserted: simplification.events, origin: id)
    }
  }

  // MARK: - Replay

  /// The trail of a candidate, or `nil` when the reducer rejects one of its events.
  private func replay(_ change: Change) -> StateTrail? {
    switch change {
    case .subsequence(let ids):
      var shared = 0
      while shared < ids.count && shared < best.count && ids[shared] == best[shared] {
        shared += 1
      }
      var recorder = TrailRecorder(from: trail, snapshot: trail.snapshotIndex(before: shared))
      while recorder.position < ids.count {
        guard recorder.apply(pool.event(ids[recorder.position])) else { return nil }
      }
      return recorder.trail
    case .splice(let start, let removed, let inserted, _):
      var recorder = TrailRecorder(from: trail, snapshot: trail.snapshotIndex(before: start))
      while recorder.position < start {
        _ = recorder.apply(pool.event(best[recorder.position]))
      }
      var replaced = recorder.state
      for event in inserted {
        guard recorder.apply(event) else { return nil }
      }
      if inserted.count == removed {
        for id in best[start..<start + removed] {
          try? SessionReducer.reduce(&replaced, pool.event(id))
        }
        if replaced == recorder.state { return recorder.trail(continuingWith: trail) }
      }
      for id in best[(start + removed)...] {
        guard recorder.apply(pool.event(id)) else { return nil }
      }
      return recorder.trail
    }
  }
}
