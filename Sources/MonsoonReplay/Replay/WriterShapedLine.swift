import MonsoonEvents

/// The tool's fast decoder, for event lines exactly as `LogLine` writes them: fields in the
/// order seq, t, type, the event's own fields, sel, with no spaces.
///
/// It matches the line against that template and returns `nil` at the first difference, so
/// the strict decoder (`LogRecord.decode(_:lineNumber:)`) decides every other line. It
/// accepts a strict subset of what the strict decoder accepts and returns the same record for
/// it, so the two together are exactly as strict as the strict decoder alone. Every reader
/// the tool opens tries it first (`LogReader(fast:)`); the app's readers, which read logs of a
/// few thousand events, use the strict decoder alone.
enum WriterShapedLine: FastLineDecoder {
  /// The record for a line in the writer's exact shape, or `nil`.
  /// - Complexity: one pass over the line; no allocation.
  static func decode(_ line: UnsafeRawBufferPointer, lineNumber: Int) -> LogRecord? {
    guard let base = line.baseAddress else { return nil }
    var cursor = Cursor(
      position: base.assumingMemoryBound(to: UInt8.self),
      end: base.assumingMemoryBound(to: UInt8.self) + line.count)
    var headEnd = cursor.position
    guard let record = read(&cursor, lineNumber: lineNumber, headEnd: &headEnd),
      cursor.position == cursor.end
    else { return nil }
    return record
  }

  /// The record for a line in the writer's exact shape at the start of `bytes`, ended there
  /// by `\n`, with the line's length (without the `\n`); or `nil`.
  ///
  /// It accepts exactly the lines ``decode(_:lineNumber:)`` accepts, found without searching
  /// for the line's end first: the template holds no `\n`, so the line is the bytes up to the
  /// first one.
  ///
  /// With them, the length of the line's head: `{"seq":`, the seq's digits and the `t`
  /// member (`{"seq":12,"t":1764410400000`), which are the bytes the writer makes of those
  /// numbers (the template takes no sign, leading zero or fraction), for a projection to copy
  /// (``WrittenHead``).
  @inline(__always)
  static func decodeLine(atStartOf bytes: UnsafeRawBufferPointer, lineNumber: Int)
    -> (record: LogRecord, count: Int, headCount: Int)?
  {
    guard let base = bytes.baseAddress else { return nil }
    let first = base.assumingMemoryBound(to: UInt8.self)
    var cursor = Cursor(position: first, end: first + bytes.count)
    var headEnd = first
    guard let record = read(&cursor, lineNumber: lineNumber, headEnd: &headEnd),
      cursor.position < cursor.end, cursor.position.pointee == 0x0A
    else { return nil }
    return (record, cursor.position - first, headEnd - first)
  }

  /// The bytes every line of the template starts with.
  @inline(__always)
  static var seqKey: StaticString { "{\"seq\":" }

  /// Reads a line in the writer's shape up to and with its closing brace; `headEnd` is set to
  /// the comma before `"type"`.
  @inline(__always)
  private static func read(
    _ cursor: inout Cursor, lineNumber: Int, headEnd: inout UnsafePointer<UInt8>
  ) -> LogRecord? {
    guard cursor.consume(seqKey),
      let seq = cursor.count(), seq >= 1
    else { return nil }
    var time: Int?
    if cursor.consume(",\"t\":") {
      guard let value = cursor.count() else { return nil }
      time = value
    }
    headEnd = cursor.position
    guard cursor.consume(",\"type\":\""), let event = readEvent(&cursor) else { return nil }
    var sel: Selections?
    if cursor.consume(",\"sel\":") {
      guard let value = cursor.selections() else { return nil }
      sel = value
    }
    guard cursor.consume("}") else { return nil }
    return LogRecord(line: lineNumber, seq: seq, time: time, event: event, sel: sel)
  }

  private static func readEvent(_ cursor: inout Cursor) -> Event? {
    if cursor.consume("tap\",\"control\":") {
      return cursor.count().map { Event.tap(prompt: $0) }
    }
    if cursor.consume("select\",\"control\":") {
      guard let prompt = cursor.count(), cursor.consume(",\"choice\":"),
        let option = cursor.count()
      else { return nil }
      return .select(prompt: prompt, option: option)
    }
    if cursor.consume("randomize\"") { return .randomize }
    if cursor.consume("go\"") { return .go }
    if cursor.consume("back\"") { return .back }
    guard cursor.consume("nav\",\"button\":\"") else { return nil }
    for button in NavButton.allCases where cursor.consume(button.quotedName) {
      return .nav(button)
    }
    return nil
  }

  private struct Cursor {
    var position: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>

    /// Consumes `literal` if the line continues with it.
    ///
    /// Compares whole words: the literal's length is a constant once inlined, so this unrolls
    /// into a few loads and compares (overlapping at the end) instead of one per byte.
    @inline(__always)
    mutating func consume(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard end - position >= count else { return false }
      let expected = UnsafeRawPointer(literal.utf8Start)
      let actual = UnsafeRawPointer(position)
      guard
        count >= 8
          ? Self.wordsMatch(actual, expected, count, as: UInt64.self)
          : count >= 4
            ? Self.wordsMatch(actual, expected, count, as: UInt32.self)
            : count >= 2
              ? Self.wordsMatch(actual, expected, count, as: UInt16.self)
              : count == 0 || actual.load(as: UInt8.self) == expected.load(as: UInt8.self)
      else { return false }
      position += count
      return true
    }

    /// Whether `count` bytes (at least one word) at `actual` and `expected` are equal, compared
    /// a word at a time, the last word ending at the last byte.
    @inline(__always)
    private static func wordsMatch<Word: FixedWidthInteger>(
      _ actual: UnsafeRawPointer, _ expected: UnsafeRawPointer, _ count: Int, as: Word.Type
    ) -> Bool {
      let size = MemoryLayout<Word>.size
      var offset = 0
      while offset < count - size {
        guard
          actual.loadUnaligned(fromByteOffset: offset, as: Word.self)
            == expected.loadUnaligned(fromByteOffset: offset, as: Word.self)
        else { return false }
        offset += size
      }
      return actual.loadUnaligned(fromByteOffset: count - size, as: Word.self)
        == expected.loadUnaligned(fromByteOffset: count - size, as: Word.self)
    }

    /// Reads the `sel` member's array of indices, each at most ``Selections/maximumIndex``,
    /// at most ``ChooserMenu/maximumPromptCount`` of them.
    mutating func selections() -> Selections? {
      guard consume("[") else { return nil }
      var packed: UInt64 = 0
      var count = 0
      if consume("]") { return Selections(packed: 0, count: 0) }
      while true {
        guard count < ChooserMenu.maximumPromptCount,
          let value = DecimalCount.read(&position, end), value <= Selections.maximumIndex,
          position < end
        else { return nil }
        packed |= UInt64(value) << (8 * UInt64(count))
        count += 1
        let separator = position.pointee
        position += 1
        if separator == UInt8(ascii: "]") { return Selections(packed: packed, count: count) }
        guard separator == UInt8(ascii: ",") else { return nil }
      }
    }

    /// Reads a non-negative integer (see ``DecimalCount/read(_:_:checksEnd:)``). Every
    /// number of the template is followed by `,` or `}`, which the template then requires:
    /// that refuses a fraction or an exponent, so the byte after the digits is not checked
    /// twice.
    @inline(__always)
    mutating func count() -> Int? {
      DecimalCount.read(&position, end, checksEnd: false)
    }
  }
}

extension NavButton {
  /// The button's name followed by the closing quote, as the writer puts it in a line.
  fileprivate var quotedName: StaticString {
    switch self {
    case .search: "search\""
    case .calendar: "calendar\""
    case .compass: "compass\""
    case .menu: "menu\""
    }
  }
}
