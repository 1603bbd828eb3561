/// Writes JSON text into a byte buffer: objects and arrays with the commas between their
/// members, keys, strings with the escapes RFC 8259 requires and nothing else, integers in
/// decimal. Every JSON this package writes (log lines, states, timelines, diffs, the viewer's
/// data) goes through it.
///
/// Members and elements come out in the order they are written, without whitespace unless
/// asked for (``breakLine()``). The writer does not check that the calls make a valid
/// document: a value must follow each key, and every container must be ended.
///
/// ```swift
/// let text = JSONWriter.text { json in
///   json.beginObject()
///   json.key("seq")
///   json.integer(3)
///   json.key("screen")
///   json.string("detail")
///   json.endObject()
/// }  // {"seq":3,"screen":"detail"}
/// ```
struct JSONWriter {
  private var storage: [UInt8]
  // Small pieces (punctuation, keys, numbers, short strings) gather here and move to `storage`
  // up to 64 bytes at a time: each append to an array checks that the array is unique and has
  // room, which costs more than the byte or two most pieces are.
  private var pending: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
  private var pendingCount = 0
  private static let pendingCapacity = 64
  /// Whether the next member or element follows another in its container.
  private var followsValue = false

  /// Creates a writer with nothing written.
  init() {
    storage = []
  }

  /// The text written so far.
  var bytes: [UInt8] {
    var written = self
    written.flush()
    return written.storage
  }

  /// The number of bytes written so far.
  var count: Int { storage.count + pendingCount }

  /// Appends what `write` writes to `output`, without copying what `output` holds.
  static func append(to output: inout [UInt8], _ write: (inout JSONWriter) -> Void) {
    var writer = JSONWriter()
    swap(&writer.storage, &output)
    write(&writer)
    writer.flush()
    swap(&writer.storage, &output)
  }

  /// The text `write` writes.
  static func text(_ write: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    write(&writer)
    writer.flush()
    return String(decoding: writer.storage, as: UTF8.self)
  }

  /// Starts an object: `{`.
  mutating func beginObject() {
    separate()
    emit(UInt8(ascii: "{"))
    followsValue = false
  }

  /// Ends the object last begun: `}`.
  mutating func endObject() {
    emit(UInt8(ascii: "}"))
    followsValue = true
  }

  /// Starts an array: `[`.
  mutating func beginArray() {
    separate()
    emit(UInt8(ascii: "["))
    followsValue = false
  }

  /// Ends the array last begun: `]`.
  mutating func endArray() {
    emit(UInt8(ascii: "]"))
    followsValue = true
  }

  /// Writes a member's key (after a comma when it is not the first): `"seq":`.
  /// - Precondition: `name` needs no escaping (no `"`, `\` or control character).
  mutating func key(_ name: StaticString) {
    separate()
    emit(UInt8(ascii: "\""))
    emit(UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    emit(UInt8(ascii: "\""))
    emit(UInt8(ascii: ":"))
    followsValue = false
  }

  /// Writes a member's key from any text, escaped.
  mutating func key(text name: String) {
    string(name)
    emit(UInt8(ascii: ":"))
    followsValue = false
  }

  /// Writes a string value, escaped.
  mutating func string(_ text: String) {
    separate()
    emit(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      if utf8.contains(where: Self.needsEscape) {
        for byte in utf8 { emitEscaped(byte) }
      } else {
        emit(UnsafeRawBufferPointer(utf8))
      }
    }
    emit(UInt8(ascii: "\""))
    followsValue = true
  }

  /// Writes a string value known to need no escaping, such as an enum's raw value.
  /// - Precondition: `text` has no `"`, `\` or control character.
  mutating func plainString(_ text: String) {
    separate()
    emit(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { emit(UnsafeRawBufferPointer($0)) }
    emit(UInt8(ascii: "\""))
    followsValue = true
  }

  /// Writes an integer value in decimal.
  mutating func integer(_ value: Int) {
    separate()
    if value < 0 { emit(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      emit(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: digits[start...])))
    }
    followsValue = true
  }

  /// Writes an integer value, or `null` for `nil`.
  mutating func integer(_ value: Int?) {
    guard let value else { return null() }
    integer(value)
  }

  /// Writes selections as an array of integers: `[0,2,1]`.
  mutating func integers(_ selections: Selections) {
    beginArray()
    for index in selections { integer(index) }
    endArray()
  }

  /// Writes a number already formatted as JSON, such as `12.5`.
  /// - Precondition: `text` is a JSON number.
  mutating func number(formatted text: String) {
    separate()
    var text = text
    text.withUTF8 { emit(UnsafeRawBufferPointer($0)) }
    followsValue = true
  }

  /// Writes a value another writer wrote (a whole object, array, string, number or literal),
  /// as it is.
  /// - Precondition: `value` is one JSON value as this writer writes it.
  mutating func value(written value: [UInt8]) {
    separate()
    value.withUnsafeBytes { emit($0) }
    followsValue = true
  }

  /// Writes members of an object another writer wrote (`"seq":3,"screen":"detail"`, without
  /// the braces), as they are, into the object open here.
  /// - Precondition: `members` are one or more members as this writer writes them.
  mutating func members(written members: ArraySlice<UInt8>) {
    separate()
    members.withUnsafeBytes { emit($0) }
    followsValue = true
  }

  /// Writes `true` or `false`.
  mutating func bool(_ value: Bool) {
    separate()
    emit(value ? "true" : "false")
    followsValue = true
  }

  /// Writes `null`.
  mutating func null() {
    separate()
    emit("null")
    followsValue = true
  }

  /// Starts a new line before the next member or element, after the comma that separates it
  /// from the one before: whitespace, for text meant to be read.
  mutating func breakLine() {
    separate()
    emit(0x0A)
  }

  /// Writes the comma before a member or element that follows another.
  @inline(__always)
  private mutating func separate() {
    if followsValue {
      emit(UInt8(ascii: ","))
      followsValue = false
    }
  }

  @inline(__always)
  private mutating func emit(_ byte: UInt8) {
    if pendingCount == Self.pendingCapacity { flush() }
    let index = pendingCount
    withUnsafeMutableBytes(of: &pending) { $0[index] = byte }
    pendingCount = index + 1
  }

  private mutating func emit(_ literal: StaticString) {
    emit(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func emit(_ bytes: UnsafeRawBufferPointer) {
    if bytes.count > Self.pendingCapacity - pendingCount {
      flush()
      guard bytes.count <= Self.pendingCapacity else {
        storage.append(contentsOf: bytes)
        return
      }
    }
    let index = pendingCount
    withUnsafeMutableBytes(of: &pending) { pending in
      UnsafeMutableRawBufferPointer(rebasing: pending[index...]).copyMemory(from: bytes)
    }
    pendingCount = index + bytes.count
  }

  private mutating func flush() {
    guard pendingCount > 0 else { return }
    let count = pendingCount
    withUnsafeBytes(of: pending) {
      storage.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<count]))
    }
    pendingCount = 0
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// A byte of a string, escaped as RFC 8259 requires: `"`, `\` and control characters.
  private mutating func emitEscaped(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): emit("\\\"")
    case UInt8(ascii: "\\"): emit("\\\\")
    case 0x0A: emit("\\n")
    case 0x0D: emit("\\r")
    case 0x09: emit("\\t")
    case 0..<0x20:
      let hex: StaticString = "0123456789abcdef"
      emit("\\u00")
      emit(hex.utf8Start[Int(byte >> 4)])
      emit(hex.utf8Start[Int(byte & 0xF)])
    default: emit(byte)
    }
  }
}
