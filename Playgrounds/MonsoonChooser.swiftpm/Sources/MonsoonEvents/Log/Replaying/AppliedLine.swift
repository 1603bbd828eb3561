/// An event line that replay applied, with the state after it: what the projections
/// (`timeline`, `follow`) write of each applied line, a plain value a batch of them is
/// copied in and out of, for another thread to write.
struct AppliedLine: Sendable {
  /// The seq, as the line has it.
  let seq: Int
  /// The line's `t`, if it has one.
  let time: Int?
  /// The event, packed (``PackedEvent``: every event the reducer applies packs).
  let event: PackedEvent
  /// The fields of the state after the event.
  let after: StateFields
  /// The seq's digits and the `t` member as the line has them, when it is in the writer's
  /// exact shape: the bytes a projection would write for them, copied instead.
  let head: WrittenHead

  /// The seq's digits and the `t` member of a line in the writer's exact shape
  /// (`12,"t":1764410400000`, after `{"seq":`), up to ``capacity`` bytes, kept in two vectors
  /// that a writer stores whole: ``count`` bytes are the head's, the rest whatever followed.
  struct WrittenHead: Sendable {
    let low: SIMD16<UInt8>
    let high: SIMD16<UInt8>
    /// The head's length in bytes; 0 when the line has none (another shape, or a longer
    /// head), and its numbers are to be written.
    let count: Int

    /// The most bytes a head holds: a 13-digit `t` and a seq of up to 14 digits.
    static let capacity = 32

    /// No head: the numbers are written.
    static let none = WrittenHead(low: .zero, high: .zero, count: 0)

    private init(low: SIMD16<UInt8>, high: SIMD16<UInt8>, count: Int) {
      self.low = low
      self.high = high
      self.count = count
    }

    /// The head at `start`, `count` bytes long, when it fits and the ``capacity`` bytes from
    /// `start` lie before `end`; else ``none``.
    @inline(__always)
    init(at start: UnsafeRawPointer, count: Int, readableUpTo end: UnsafeRawPointer) {
      guard count > 0, count <= Self.capacity, start + Self.capacity <= end else {
        self = .none
        return
      }
      self.init(
        low: start.loadUnaligned(as: SIMD16<UInt8>.self),
        high: start.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), count: count)
    }
  }

  /// A line with these fields.
  init(seq: Int, time: Int?, event: PackedEvent, after: StateFields, head: WrittenHead) {
    self.seq = seq
    self.time = time
    self.event = event
    self.after = after
    self.head = head
  }

  /// The line of a packed `line` just applied, whose head starts at `head` (after
  /// `{"seq":`) in bytes readable up to `bytesEnd`, with the state after it.
  @inline(__always)
  init(
    _ line: ChunkLine, head: UnsafeRawPointer, readableUpTo bytesEnd: UnsafeRawPointer,
    after: StateFields
  ) {
    self.init(
      seq: line.seq, time: line.event.hasTime ? line.time : nil, event: line.event, after: after,
      head: WrittenHead(
        at: head, count: Int(line.headCount) &- WriterShapedLine.seqKey.utf8CodeUnitCount,
        readableUpTo: bytesEnd))
  }

  /// The line of an applied `record` (its seq and `t` as written), before `after`.
  /// - Precondition: the record's event was applied, so its prompt and option are below 8.
  init(applied record: LogRecord, after: StateFields, head: WrittenHead = .none) {
    guard
      let event = PackedEvent(
        record.flatEvent, hasTime: record.time != nil, hasSel: record.sel != nil)
    else { preconditionFailure("an applied event that does not pack") }
    self.init(seq: record.seq, time: record.time, event: event, after: after, head: head)
  }
}
