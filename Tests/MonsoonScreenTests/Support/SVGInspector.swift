import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an SVG, read with a real XML parser, so that tests check what a viewer
/// would see rather than the text of the markup.
struct SVGInspector {
  /// One element, with its attributes (unescaped) and the `class` of the groups around it.
  struct Element {
    let name: String
    let attributes: [String: String]
    let ancestors: [[String: String]]
    var text = ""

    /// The element's classes.
    var classes: Set<String> {
      Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
    }

    /// The nearest enclosing element with this class.
    func ancestor(withClass name: String) -> [String: String]? {
      ancestors.last { ($0["class"] ?? "").split(separator: " ").contains(Substring(name)) }
    }
  }

  /// Every element in document order; the root first.
  let elements: [Element]

  /// Parses `svg`.
  /// - Throws: when it is not well-formed XML.
  init(_ svg: String) throws {
    let delegate = Collector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
      throw InspectionError(message: "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }
    elements = delegate.elements
  }

  /// The elements having a class.
  func elements(withClass name: String) -> [Element] {
    elements.filter { $0.classes.contains(name) }
  }

  struct InspectionError: Error {
    let message: String
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let ancestors = open.map { elements[$0].attributes }
      elements.append(Element(name: name, attributes: attributes, ancestors: ancestors))
      open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let current = open.last { elements[current].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }
  }
}
