package import MonsoonEvents

/// Lines of a timeline in JSON as the thread that replays the log hands them to the thread
/// that writes them (``TimelineProjection/write(_:skipping:format:locate:to:helper:)``): each
/// step with the fields of the state after it, applied events apart from the rare others, so
/// that most of a batch is plain values that are copied and freed as bytes.
package struct TimelineLines: Sendable {
  /// The applied events, in order.
  private(set) var applied: [Applied] = []
  /// The rejected and skipped events, in order, each with the number of applied events
  /// before it in this batch.
  private(set) var unchanged: [(appliedBefore: Int, step: ReplayStep, after: StateFields)] = []

  /// An applied event and the fields of the state after it.
  struct Applied: Sendable {
    let record: LogRecord
    let after: StateFields
  }

  /// An empty batch with room for `count` applied events.
  package init(reservingCapacity count: Int) {
    applied.reserveCapacity(count)
  }

  /// How many lines the batch holds.
  package var count: Int { applied.count + unchanged.count }

  package mutating func append(applied record: LogRecord, after: StateFields) {
    applied.append(Applied(record: record, after: after))
  }

  package mutating func append(unchanged step: ReplayStep, after: StateFields) {
    unchanged.append((applied.count, step, after))
  }
}
