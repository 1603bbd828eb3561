/// One line of a ``DecodedChunk``, as the thread that decoded it left it for the thread that
/// folds it: an event packed with its numbers, or a pointer to the chunk's
/// ``DecodedChunk/others``; and where the line lies. Forty bytes, no reference.
struct ChunkLine {
  /// The seq; for a line in ``DecodedChunk/others``, its index there.
  var seq: Int
  /// The `t`, when ``event`` says the line has one.
  var time: Int
  /// The `sel`'s indices, one byte each (``Selections/packedIndices``), when ``event`` says
  /// the line has one.
  var selections: UInt64
  /// Where the line starts, from the chunk's first byte.
  var start: UInt32
  /// The line's length, without its newline.
  var length: UInt32
  /// The line's number, counted from 1 at the chunk's first line.
  var line: UInt32
  /// The event and whether the line has `t` and `sel`; ``otherCode`` for a line in
  /// ``DecodedChunk/others``.
  var event: PackedEvent
  /// The number of indices in ``selections``.
  var selectionCount: UInt8
  /// The length of the line's head when it is in the writer's exact shape (`{"seq":`, the
  /// seq's digits and the `t` member), else 0: what ``AppliedLine/head`` copies.
  var headCount: UInt8

  /// The code of a line kept in ``DecodedChunk/others``: its kind bits name no kind, so a
  /// table by event code finds no event there.
  static let otherCode: UInt16 = 0xFFFF

  /// Whether the line is in ``DecodedChunk/others`` rather than packed here.
  var isOther: Bool { event.code == Self.otherCode }

  /// The record the line holds, numbered after `lineBase` lines before the chunk.
  /// - Precondition: the line is packed here (not ``isOther``).
  @inline(__always)
  func record(afterLines lineBase: Int, flatEvents: [FlatEvent]) -> LogRecord {
    LogRecord(
      line: lineBase &+ Int(line), seq: seq, time: event.hasTime ? time : nil,
      flatEvent: flatEvents[Int(event.code & 0x7ff)],
      sel: event.hasSel ? Selections(packed: selections, count: Int(selectionCount)) : nil)
  }
}

/// A line of a chunk that is not a packable event: a record whose operands do not fit
/// ``PackedEvent`` (the reducer rejects it), or the problem of a line that is not a valid
/// event line; numbered from 1 at the chunk's first line, as the line's decoder found it.
enum ChunkOther: Sendable {
  case record(LogRecord)
  case problem(LogProblem)
}
