/// Builds SVG markup element by element, escaping every attribute value and text, and
/// indenting nested elements.
struct SVGDocument {
  /// The markup written so far.
  private(set) var text = ""
  private var depth = 0

  /// Opens an element that will hold others; close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the element last opened.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Writes an element with no content.
  mutating func empty(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  /// Writes an element holding only text.
  mutating func text(_ name: String, _ attributes: [(String, String)], _ content: String) {
    line("<\(name)\(Self.attributes(attributes))>\(XMLText.escaped(content))</\(name)>")
  }

  private mutating func line(_ markup: String) {
    text += String(repeating: "  ", count: depth) + markup + "\n"
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined()
  }
}

/// Text made safe to put in XML (SVG and HTML) content and attribute values.
enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the control characters XML 1.0
  /// forbids (even escaped) replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}

/// Numbers as an SVG file writes them: rounded to hundredths of a point, without a trailing
/// `.0`, so that renders are stable and short.
enum SVGNumber {
  /// `value` rounded to two decimals, such as `12`, `12.5` or `-0.25`.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e15 else { return "0" }
    let whole = Int(hundredths)
    if whole == 0 { return "0" }
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits: String
    if fraction % 10 == 0 {
      digits = String(fraction / 10)
    } else {
      digits = (fraction < 10 ? "0" : "") + String(fraction)
    }
    return sign + String(magnitude / 100) + "." + digits
  }
}
