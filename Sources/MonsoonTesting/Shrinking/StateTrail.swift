import MonsoonEvents

/// The states along a sequence of events: one before every ``interval``-th event, and the
/// final one, so that a candidate differing from position p on replays from the snapshot
/// before p instead of from the start.
struct StateTrail {
  /// The events between snapshots.
  static let interval = 64

  /// The state before events 0, 64, 128, ….
  var snapshots: [SessionState]
  /// The state after the last event.
  var final: SessionState

  /// The index of the snapshot to start from to reach position `position`.
  func snapshotIndex(before position: Int) -> Int {
    min(position / Self.interval, snapshots.count - 1)
  }
}

/// A fold of events from a snapshot that records the snapshots of the sequence it walks.
struct TrailRecorder {
  private(set) var state: SessionState
  /// The number of events before the next one applied.
  private(set) var position: Int
  private(set) var snapshots: [SessionState]

  /// Starts at the snapshot of `trail` numbered `index`, keeping the snapshots up to it.
  init(from trail: StateTrail, snapshot index: Int) {
    state = trail.snapshots[index]
    position = index * StateTrail.interval
    snapshots = Array(trail.snapshots[...index])
  }

  /// Starts at the beginning of a session.
  init(start: SessionState) {
    state = start
    position = 0
    snapshots = [start]
  }

  /// Applies an event; `false` when the reducer rejects it (the recorder is then unusable).
  @inline(__always)
  mutating func apply(_ event: Event) -> Bool {
    do {
      try SessionReducer.reduce(&state, event)
    } catch {
      return false
    }
    position += 1
    if position % StateTrail.interval == 0 { snapshots.append(state) }
    return true
  }

  /// The trail walked, ending here.
  var trail: StateTrail {
    StateTrail(snapshots: snapshots, final: state)
  }

  /// The trail walked so far, followed by the snapshots of `rest` from this position on: for a
  /// candidate that has rejoined `rest`'s sequence, position for position, in the same state.
  func trail(continuingWith rest: StateTrail) -> StateTrail {
    var snapshots = self.snapshots
    let next = position / StateTrail.interval + 1
    if next < rest.snapshots.count { snapshots.append(contentsOf: rest.snapshots[next...]) }
    return StateTrail(snapshots: snapshots, final: rest.final)
  }
}
