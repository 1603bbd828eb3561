/// The pieces of JSON text ``JSONWriter`` writes: strings with the escapes RFC 8259 requires
/// and nothing else, integers in decimal.
enum JSONText {
  /// Appends `text` as a JSON string, quotes included.
  static func appendString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    let plain = text.withUTF8 { bytes in
      guard !bytes.contains(where: needsEscape) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if !plain {
      for byte in text.utf8 { appendEscaped(byte, to: &output) }
    }
    output.append(UInt8(ascii: "\""))
  }

  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
    case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
    case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
    case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
    case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
    case 0..<0x20:
      let hex = Array("0123456789abcdef".utf8)
      output.append(contentsOf: Array("\\u00".utf8))
      output.append(hex[Int(byte >> 4)])
      output.append(hex[Int(byte & 0xF)])
    default: output.append(byte)
    }
  }

  /// Appends `value` in decimal, without allocating.
  static func appendInteger(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends text that needs no escaping, as it is.
  static func appendRaw(_ literal: StaticString, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends text that needs no escaping, as it is.
  static func appendRaw(contentsOf text: String, to output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }
}
