/// Text from a log (prompt ids, options, a file name) made safe to write into Swift source, so
/// that no log can end a comment or a string literal early, or hide code behind a
/// bidirectional override.
package enum SwiftText {
  /// `text` as a Swift string literal, quotes included: `"` and `\` escaped, and every scalar
  /// ``isEscaped(_:)`` names as `\u{…}`.
  package static func literal(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      default: literal += isEscaped(scalar) ? escape(scalar) : String(scalar)
      }
    }
    return literal + "\""
  }

  /// `text` for a `//` comment: every scalar ``isEscaped(_:)`` names written as `\u{…}`, so
  /// that the comment stays on its line.
  package static func comment(_ text: String) -> String {
    var comment = ""
    for scalar in text.unicodeScalars {
      comment += isEscaped(scalar) ? escape(scalar) : String(scalar)
    }
    return comment
  }

  /// Whether a scalar is written as an escape: control characters (line breaks among them),
  /// format characters (bidirectional overrides, zero-width joiners), line and paragraph
  /// separators, private-use, surrogate and unassigned code points.
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
      .unassigned:
      true
    default:
      false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16) + "}"
  }
}
