public import MonsoonEvents

/// Finds the first event of a log after which a predicate holds.
public enum Bisect {
  /// The answer: the seq and the event, or seq 0 and no event when the predicate holds in the
  /// initial state.
  public struct Finding: Hashable, Sendable {
    /// The seq of the event as written, or 0 for the initial state.
    public let seq: Int
    /// The event's record, or `nil` for the initial state.
    public let record: LogRecord?
    /// The state after it.
    public let state: SessionState
  }

  /// The first event of `log` after which `predicate` holds, scanning the events in order.
  ///
  /// The predicate need not be monotone (it may hold, then not): the answer is the first
  /// event, not any event. The log's events are replayed with the reducer; a rejected one
  /// (possible only in a log not read by ``SessionLog/read(_:mode:warning:)``) is passed over.
  /// - Returns: the finding, or `nil` when the predicate never holds.
  /// - Complexity: O(events × size of the predicate), without allocating per event.
  public static func first(in log: SessionLog, where predicate: Predicate) -> Finding? {
    var state = log.header.initialState
    if predicate.evaluate(state) { return Finding(seq: 0, record: nil, state: state) }
    for record in log.records {
      do {
        try Reducer.reduce(&state, record.event)
      } catch {
        continue
      }
      if predicate.evaluate(state) {
        return Finding(seq: record.seq, record: record, state: state)
      }
    }
    return nil
  }
}
