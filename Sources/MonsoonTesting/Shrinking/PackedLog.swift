public import MonsoonEvents

/// A log's header and applied events, packed for shrinking: ten bytes an event (two for the
/// event, eight for its `t`), against about a hundred for a `SessionLog`'s records.
///
/// ```swift
/// let log = try SessionLog(fileAt: "tester.jsonl", mode: .lenient)
/// var packed = PackedLog(header: log.header)
/// for record in log.records { packed.append(record) }   // or PackedLog(log)
/// ```
public struct PackedLog: Sendable {
  /// The log's header.
  package let header: LogHeader
  /// Each event packed as ``PackedEvent`` bits.
  private(set) var codes: [UInt16] = []
  /// Each event's `t`; meaningful only where the code says the event has one.
  private(set) var times: [Int] = []
  /// The seq of each event, kept only once one is not its position + 1 (a lenient replay
  /// that skipped lines).
  private var seqs: [Int]?

  /// An empty log with this header.
  public init(header: LogHeader) {
    self.header = header
  }

  /// The events of a log held in memory.
  /// - Precondition: every record is an event the reducer applied (see ``append(_:)``).
  package init(_ log: SessionLog) {
    self.init(header: log.header)
    codes.reserveCapacity(log.records.count)
    times.reserveCapacity(log.records.count)
    for record in log.records { append(record) }
  }

  /// The number of events.
  package var count: Int { codes.count }

  /// Appends an event the reducer applied after the ones before it.
  /// - Precondition: the event's prompt and option are those of an applied event (below 8).
  public mutating func append(_ record: LogRecord) {
    let seq = record.seq
    if seqs == nil && seq != codes.count + 1 {
      seqs = (0..<codes.count).map { $0 + 1 }
    }
    seqs?.append(seq)
    let packed = PackedEvent(
      record.event, hasTime: record.time != nil, hasSel: record.sel != nil)
    codes.append(packed.code)
    times.append(record.time ?? 0)
  }

  /// The first `count` events of this log, under its header: the log cut after an event.
  /// - Precondition: `count` is between 0 and ``count``.
  package func prefix(_ count: Int) -> PackedLog {
    var cut = self
    cut.codes.removeSubrange(count...)
    cut.times.removeSubrange(count...)
    cut.seqs?.removeSubrange(count...)
    return cut
  }

  /// The event at `index`.
  func event(at index: Int) -> Event {
    PackedEvent(code: codes[index]).event
  }

  /// The seq the event at `index` had in the log.
  func seq(at index: Int) -> Int {
    seqs?[index] ?? index + 1
  }
}
