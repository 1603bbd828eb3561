/// Text from a log made safe to print on a terminal.
///
/// A log is data from anywhere: a prompt id, a choice or an unknown type name may hold escape
/// sequences that would set a terminal's title, clear its screen or write its clipboard (OSC
/// 52) when printed. Every human-readable output of the tool shows such text through
/// ``escaped(_:)``; JSON output escapes it as JSON does.
package enum TerminalText {
  /// `text` with every control character (C0, DEL and C1: U+0000–U+001F, U+007F–U+009F),
  /// the line break included, written as Swift writes it in a literal: `\u{1B}`.
  /// - Complexity: O(length of the text); no allocation when there is nothing to escape.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        escaped.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      escaped.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
    }
    return String(escaped)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `word` as a POSIX shell reads it back: as is when it holds only characters no shell
  /// treats specially, else in single quotes (each `'` written `'\''`).
  package static func shellQuoted(_ word: String) -> String {
    let plain = word.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default: "-_./:,+@".utf8.contains(byte)
      }
    }
    guard !plain || word.isEmpty else { return word }
    var quoted = "'"
    for character in word {
      if character == "'" { quoted += "'\\''" } else { quoted.append(character) }
    }
    return quoted + "'"
  }
}
