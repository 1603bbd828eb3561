/// An event line that replay applied, with what `timeline` writes of the state after it
/// (``ReplayCursor/appliedLine()``): of the state after the event it keeps only what a line
/// shows, the screen, the selections and the one nav count an event can change.
struct AppliedLine: Sendable {
  /// The seq's digits and the `t` member as the line has them, when it is in the writer's
  /// exact shape: the bytes a projection would write for them, copied instead. First, so
  /// that the fields after it pack behind its 33 bytes (after them, its vectors would start
  /// at the next multiple of 16 and leave a gap).
  let head: WrittenHead
  /// The seq, as the line has it.
  let seq: Int
  /// The line's `t` when it has one (``hasTime``), else 0.
  let t: Int
  /// The selections after the event (``Selections/packedIndices``).
  let selections: UInt64
  /// After a nav event, the count of taps of the button it names; 0 after any other event,
  /// which leaves every count as it was (the reducer's rule).
  let navTapCount: Int
  /// The event, packed (``PackedEvent``: every event the reducer applies packs).
  let event: PackedEvent
  /// The screen after the event.
  let screen: Screen
  /// Whether the line has `t`.
  let hasTime: Bool
  /// The place of the button a nav event taps (``NavButton/index``); `nil` for another
  /// event.
  let tappedButton: UInt8?

  // Every field is stored, even those the event's bits hold: a writer in another module
  // reads a stored field in place, where a computed property is a call.

  /// The seq's digits and the `t` member of a line in the writer's exact shape
  /// (`12,"t":1764410400000`, after `{"seq":`), up to ``capacity`` bytes, kept in two vectors
  /// that a writer stores whole: ``count`` bytes are the head's, the rest whatever followed.
  struct WrittenHead: Sendable {
    let low: SIMD16<UInt8>
    let high: SIMD16<UInt8>
    /// The head's length in bytes, at most ``capacity``; 0 when the line has none (another
    /// shape, or a longer head), and its numbers are to be written.
    let count: UInt8

    /// The most bytes a head holds: a 13-digit `t` and a seq of up to 14 digits.
    static let capacity = 32

    /// No head: the numbers are written.
    static let none = WrittenHead(low: .zero, high: .zero, count: 0)

    private init(low: SIMD16<UInt8>, high: SIMD16<UInt8>, count: Int) {
      self.low = low
      self.high = high
      self.count = UInt8(truncatingIfNeeded: count)
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

  /// A line with these fields, `after` being the state after the event.
  init(seq: Int, time: Int?, event: PackedEvent, after: SessionState.Moment, head: WrittenHead) {
    self.head = head
    self.seq = seq
    t = time ?? 0
    selections = after.selections.packedIndices
    navTapCount = event.isNav ? after.navTaps.count(ofButtonAt: event.buttonIndex) : 0
    self.event = event
    screen = after.screen
    hasTime = time != nil
    tappedButton = event.isNav ? UInt8(truncatingIfNeeded: event.buttonIndex) : nil
  }

  /// The line of an applied `record` (its seq and `t` as written), before `after`.
  /// - Precondition: the record's event was applied, so its prompt and option are below 8.
  init(applied record: LogRecord, after: SessionState.Moment, head: WrittenHead = .none) {
    guard
      let event = PackedEvent(
        packing: record.event, hasTime: record.time != nil, hasSel: record.sel != nil)
    else { preconditionFailure("an applied event that does not pack") }
    self.init(seq: record.seq, time: record.time, event: event, after: after, head: head)
  }
}
