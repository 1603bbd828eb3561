package import MonsoonSystem

extension FilePath {
  /// `text` with each code point that stands for a byte (see ``FilePath``) written as `\xFF`:
  /// how a name that is not UTF-8 is shown to people, in a message or a JSON string.
  /// - Complexity: O(length of the text); no allocation when there is nothing to show.
  package static func showingBytes(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isByteScalar) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isByteScalar(scalar) {
        // U+10FF80–U+10FFFF stand for the bytes 0x80–0xFF they end with.
        let hex = String(scalar.value & 0xFF, radix: 16, uppercase: true)
        shown.append(contentsOf: "\\x\(hex)".unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }
}
