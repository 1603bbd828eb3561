/// JSON text as this package writes it: the escapes RFC 8259 requires and nothing else.
public enum JSONText {
  /// Appends `text` as a JSON string, quotes included.
  static func appendString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
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
    output.append(UInt8(ascii: "\""))
  }

  /// Appends an integer in decimal.
  static func appendInteger(_ value: Int, to output: inout [UInt8]) {
    output.append(contentsOf: String(value).utf8)
  }

  /// Appends an ASCII literal as it is.
  static func appendRaw(_ literal: String, to output: inout [UInt8]) {
    output.append(contentsOf: literal.utf8)
  }

  /// `text` as a JSON string literal, quotes included.
  public static func quoted(_ text: String) -> String {
    var output: [UInt8] = []
    appendString(text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }
}
