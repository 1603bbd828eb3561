/// Writes JSON text into a byte buffer: objects and arrays with the commas between their
/// members, keys, and values escaped as ``JSONText`` escapes them. Every JSON this package
/// writes (log lines, states, timelines, diffs, the viewer's data) goes through it.
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
public struct JSONWriter {
  /// The text written so far.
  public private(set) var bytes: [UInt8]
  /// Whether the next member or element follows another in its container.
  private var followsValue = false

  /// Creates a writer with nothing written.
  public init() {
    bytes = []
  }

  /// Appends what `write` writes to `output`, without copying it.
  public static func append(to output: inout [UInt8], _ write: (inout JSONWriter) -> Void) {
    var writer = JSONWriter()
    swap(&writer.bytes, &output)
    write(&writer)
    swap(&writer.bytes, &output)
  }

  /// The text `write` writes.
  public static func text(_ write: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    write(&writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Starts an object: `{`.
  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    followsValue = false
  }

  /// Ends the object last begun: `}`.
  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    followsValue = true
  }

  /// Starts an array: `[`.
  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    followsValue = false
  }

  /// Ends the array last begun: `]`.
  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    followsValue = true
  }

  /// Writes a member's key (after a comma when it is not the first): `"seq":`.
  /// - Precondition: `name` needs no escaping (no `"`, `\` or control character).
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    JSONText.appendRaw(name, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    followsValue = false
  }

  /// Writes a member's key from any text, escaped.
  public mutating func key(text name: String) {
    separate()
    JSONText.appendString(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    followsValue = false
  }

  /// Writes a string value, escaped.
  public mutating func string(_ text: String) {
    separate()
    JSONText.appendString(text, to: &bytes)
    followsValue = true
  }

  /// Writes a string value known to need no escaping, such as an enum's raw value.
  /// - Precondition: `text` has no `"`, `\` or control character.
  public mutating func plainString(_ text: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    JSONText.appendRaw(contentsOf: text, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
    followsValue = true
  }

  /// Writes an integer value in decimal.
  public mutating func integer(_ value: Int) {
    separate()
    JSONText.appendInteger(value, to: &bytes)
    followsValue = true
  }

  /// Writes an integer value, or `null` for `nil`.
  public mutating func integer(_ value: Int?) {
    guard let value else { return null() }
    integer(value)
  }

  /// Writes selections as an array of integers: `[0,2,1]`.
  public mutating func integers(_ selections: Selections) {
    beginArray()
    for index in selections { integer(index) }
    endArray()
  }

  /// Writes a number already formatted as JSON, such as `12.5`.
  /// - Precondition: `text` is a JSON number.
  public mutating func number(formatted text: String) {
    separate()
    JSONText.appendRaw(contentsOf: text, to: &bytes)
    followsValue = true
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    separate()
    JSONText.appendRaw(value ? "true" : "false", to: &bytes)
    followsValue = true
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    JSONText.appendRaw("null", to: &bytes)
    followsValue = true
  }

  /// Starts a new line before the next member or element, after the comma that separates it
  /// from the one before: whitespace, for text meant to be read.
  public mutating func breakLine() {
    separate()
    bytes.append(0x0A)
  }

  /// Writes the comma before a member or element that follows another.
  @inline(__always)
  private mutating func separate() {
    if followsValue {
      bytes.append(UInt8(ascii: ","))
      followsValue = false
    }
  }
}
