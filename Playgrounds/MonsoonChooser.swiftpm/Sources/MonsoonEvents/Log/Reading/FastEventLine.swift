/// A fast decoder for the event lines writers produce: ASCII, no whitespace, no escapes, known
/// keys in any order, small non-negative integers.
///
/// It accepts a strict subset of what ``LogRecord/decode(_:lineNumber:)`` accepts and returns
/// the same record for it; for anything else (including every invalid line) it returns `nil`
/// and the strict decoder decides, so the two together are exactly as strict as the strict
/// decoder alone.
enum FastEventLine {
  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let closeBrace = UInt8(ascii: "}")

  /// The record for a line of the common shape, or `nil` to let the strict decoder decide.
  /// - Complexity: one pass over the line; no allocation.
  @inline(__always)
  static func decode(_ line: UnsafeRawBufferPointer, lineNumber: Int) -> LogRecord? {
    if let record = WriterShapedLine.decode(line, lineNumber: lineNumber) { return record }
    return decodeAnyOrder(line, lineNumber: lineNumber)
  }

  /// The record for a line of known keys in any order, or `nil`.
  @inline(never)
  private static func decodeAnyOrder(_ line: UnsafeRawBufferPointer, lineNumber: Int)
    -> LogRecord?
  {
    guard let base = line.baseAddress, line.count >= 2 else { return nil }
    var cursor = base.assumingMemoryBound(to: UInt8.self)
    let end = cursor + line.count
    guard cursor.pointee == UInt8(ascii: "{") else { return nil }
    cursor += 1
    var fields = Fields()
    while true {
      guard let key = readShortString(&cursor, end), cursor < end,
        cursor.pointee == UInt8(ascii: ":")
      else { return nil }
      cursor += 1
      guard fields.read(key: key, &cursor, end), cursor < end else { return nil }
      let separator = cursor.pointee
      cursor += 1
      if separator == closeBrace { break }
      guard separator == comma else { return nil }
    }
    guard cursor == end else { return nil }
    return fields.record(line: lineNumber)
  }

  static func readSel(_ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>)
    -> Selections?
  {
    guard cursor < end, cursor.pointee == UInt8(ascii: "[") else { return nil }
    cursor += 1
    var packed: UInt64 = 0
    var count = 0
    if cursor < end, cursor.pointee == UInt8(ascii: "]") {
      cursor += 1
      return Selections(packed: 0, count: 0)
    }
    while true {
      guard count < ChooserMenu.maximumPromptCount,
        let value = DecimalCount.read(&cursor, end), value <= Selections.maximumIndex,
        cursor < end
      else { return nil }
      packed |= UInt64(value) << (8 * UInt64(count))
      count += 1
      let separator = cursor.pointee
      cursor += 1
      if separator == UInt8(ascii: "]") { return Selections(packed: packed, count: count) }
      guard separator == UInt8(ascii: ",") else { return nil }
    }
  }

  /// A string of at most 8 ASCII bytes without escapes, packed little-endian, with its length.
  fileprivate struct ShortString: Equatable {
    var packed: UInt64
    var count: Int
  }

  fileprivate static func readShortString(
    _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>
  ) -> ShortString? {
    guard cursor < end, cursor.pointee == quote else { return nil }
    cursor += 1
    var packed: UInt64 = 0
    var count = 0
    while cursor < end {
      let byte = cursor.pointee
      cursor += 1
      if byte == quote { return ShortString(packed: packed, count: count) }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\"), count < 9 else { return nil }
      if count < 8 { packed |= UInt64(byte) << (8 * UInt64(count)) }
      count += 1
      if count == 9 && byte != UInt8(ascii: "e") { return nil }
    }
    return nil
  }
}

private struct Fields {
  // Keys packed little-endian, as ShortString stores them.
  private static let seqKey: UInt64 = 0x71_6573
  private static let timeKey: UInt64 = 0x74
  private static let typeKey: UInt64 = 0x6570_7974
  private static let controlKey: UInt64 = 0x6c_6f72_746e_6f63
  private static let choiceKey: UInt64 = 0x6563_696f_6863
  private static let buttonKey: UInt64 = 0x6e6f_7474_7562
  private static let selKey: UInt64 = 0x6c_6573

  private static let seqBit: UInt8 = 1
  private static let timeBit: UInt8 = 2
  private static let typeBit: UInt8 = 4
  private static let controlBit: UInt8 = 8
  private static let choiceBit: UInt8 = 16
  private static let buttonBit: UInt8 = 32
  private static let selBit: UInt8 = 64

  private var seen: UInt8 = 0
  private var seq = 0
  private var time = 0
  private var kind = EventKind.go
  private var prompt = 0
  private var option = 0
  private var button = NavButton.search
  private var sel = Selections(packed: 0, count: 0)

  mutating func read(
    key: FastEventLine.ShortString, _ cursor: inout UnsafePointer<UInt8>,
    _ end: UnsafePointer<UInt8>
  ) -> Bool {
    let bit: UInt8
    let packed = key.packed
    if packed == Self.seqKey {
      bit = Self.seqBit
      guard let value = DecimalCount.read(&cursor, end), value >= 1 else { return false }
      seq = value
    } else if packed == Self.timeKey {
      bit = Self.timeBit
      guard let value = DecimalCount.read(&cursor, end) else { return false }
      time = value
    } else if packed == Self.typeKey {
      bit = Self.typeBit
      guard let name = FastEventLine.readShortString(&cursor, end),
        let kind = Self.kind(name)
      else { return false }
      self.kind = kind
    } else if packed == Self.controlKey {
      bit = Self.controlBit
      guard let value = DecimalCount.read(&cursor, end) else { return false }
      prompt = value
    } else if packed == Self.choiceKey {
      bit = Self.choiceBit
      guard let value = DecimalCount.read(&cursor, end) else { return false }
      option = value
    } else if packed == Self.buttonKey {
      bit = Self.buttonBit
      guard let name = FastEventLine.readShortString(&cursor, end),
        let button = Self.button(name)
      else { return false }
      self.button = button
    } else if packed == Self.selKey {
      bit = Self.selBit
      guard let value = FastEventLine.readSel(&cursor, end) else { return false }
      sel = value
    } else {
      return false
    }
    guard seen & bit == 0, key.count <= 8 else { return false }
    seen |= bit
    return true
  }

  func record(line: Int) -> LogRecord? {
    guard seen & Self.seqBit != 0, seen & Self.typeBit != 0 else { return nil }
    let event: Event
    switch kind {
    case .tap:
      guard seen & Self.controlBit != 0 else { return nil }
      event = .tap(prompt: prompt)
    case .select:
      guard seen & (Self.controlBit | Self.choiceBit) == Self.controlBit | Self.choiceBit
      else { return nil }
      event = .select(prompt: prompt, option: option)
    case .randomize: event = .randomize
    case .go: event = .go
    case .back: event = .back
    case .nav:
      guard seen & Self.buttonBit != 0 else { return nil }
      event = .nav(button)
    }
    return LogRecord(
      line: line, seq: seq, time: seen & Self.timeBit != 0 ? time : nil, event: event,
      sel: seen & Self.selBit != 0 ? sel : nil)
  }

  private static func kind(_ name: FastEventLine.ShortString) -> EventKind? {
    switch (name.packed, name.count) {
    case (0x70_6174, 3): .tap
    case (0x7463_656c_6573, 6): .select
    case (0x7a69_6d6f_646e_6172, 9): .randomize
    case (0x6f67, 2): .go
    case (0x6b63_6162, 4): .back
    case (0x76_616e, 3): .nav
    default: nil
    }
  }

  private static func button(_ name: FastEventLine.ShortString) -> NavButton? {
    switch (name.packed, name.count) {
    case (0x6863_7261_6573, 6): .search
    case (0x7261_646e_656c_6163, 8): .calendar
    case (0x73_7361_706d_6f63, 7): .compass
    case (0x756e_656d, 4): .menu
    default: nil
    }
  }
}
