import MonsoonEvents

/// What a store should hold, by the pure reducer: the events it acknowledged, in order, and
/// the state after each.
struct StoreModel {
  let header: LogHeader
  /// The events the store applied and acknowledged, in log order.
  private(set) var acknowledged: [Event] = []
  /// The state after each prefix of ``acknowledged``: `states[k]` after `k` events.
  private(set) var states: [SessionState]

  init(header: LogHeader) {
    self.header = header
    states = [header.initialState]
  }

  /// The state after every acknowledged event.
  var state: SessionState { states[states.count - 1] }

  /// What the reducer does with `event` now: the state after it, or its rejection. An
  /// applied event is added to the acknowledged ones.
  mutating func apply(_ event: Event) -> Result<SessionState, Rejection> {
    var next = state
    do {
      try SessionReducer.reduce(&next, event)
    } catch {
      return .failure(error)
    }
    acknowledged.append(event)
    states.append(next)
    return .success(next)
  }

  /// Keeps only the first `count` acknowledged events: what a crash left.
  mutating func keep(_ count: Int) {
    acknowledged.removeLast(acknowledged.count - count)
    states.removeLast(states.count - count - 1)
  }
}
