import MonsoonScreen

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
