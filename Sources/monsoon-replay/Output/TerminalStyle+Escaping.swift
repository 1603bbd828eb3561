import MonsoonSystem

extension TerminalStyle {
  /// The colours this style writes, each an escape sequence without its escape character.
  private static let sequences: [[Unicode.Scalar]] = ["[1;32m", "[1;31m", "[1;33m", "[0m"]
    .map { Array($0.unicodeScalars) }

  /// `text` as a terminal may show it: every control character (C0, DEL and C1) but the line
  /// break and the tab written as Swift writes it in a literal (`\u{1B}`), except the colours
  /// this style writes itself, when it writes any. So a name a log, a list or the environment
  /// gives (an OSC or ESC sequence in a file name) reaches the terminal as text. A byte of a
  /// file name that is not UTF-8 (carried as ``FilePath`` says) is written `\xFF`.
  /// - Complexity: O(length of the text); no allocation when there is nothing to escape.
  func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: Self.mayStartControl) else { return text }
    let scalars = Array(text.unicodeScalars)
    var escaped = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if FilePath.isByteScalar(scalar) {
        escaped.append(contentsOf: FilePath.showingBytes(String(scalar)).unicodeScalars)
        continue
      }
      guard Self.isControl(scalar) else {
        escaped.append(scalar)
        continue
      }
      if isColored, scalar == "\u{1B}",
        let colour = Self.sequences.first(where: { scalars[index...].starts(with: $0) })
      {
        escaped.append(scalar)
        escaped.append(contentsOf: colour)
        index += colour.count
        continue
      }
      escaped.append(
        contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    }
    return String(escaped)
  }

  /// Whether a UTF-8 byte is a control character or may start one (0xC2 leads C1's), or may
  /// start a code point that stands for a byte of a file name (0xF4).
  private static func mayStartControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2
      || byte == 0xF4
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
      || (0x7F...0x9F).contains(scalar.value)
  }
}
