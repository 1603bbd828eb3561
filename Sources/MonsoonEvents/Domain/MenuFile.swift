
/// Reads a menu from JSON: an array of prompts, or an object whose `"prompts"` holds one —
/// the same shape as a log header's `"prompts"`. Line breaks may appear anywhere whitespace
/// may.
///
/// ```json
/// [{"id":"flavor","choices":["savory","sweet","umami"]},{"id":"heat","choices":["spicy","mild"]}]
/// ```
public enum MenuFile {
  /// The largest menu file read: 1 MiB, the longest line a log may hold, since a menu is
  /// recorded in the log's header line.
  package static var maximumFileSize: Int { LogReader.defaultMaximumLineLength }

  /// Decodes a menu from JSON bytes.
  /// - Throws: ``MenuFileError`` when the bytes are not JSON (naming the line and column),
  ///   when the JSON has neither shape, or when the prompts break a menu rule.
  package static func menu(fromJSON bytes: [UInt8]) throws(MenuFileError) -> ChooserMenu {
    let decoded = bytes.withUnsafeBytes { buffer in
      Result { () throws(MenuJSONProblem) in try ChooserMenu.decode(jsonDocument: buffer) }
    }
    switch decoded {
    case .success(let menu):
      return menu
    case .failure(let problem):
      switch problem {
      case .malformed(let error):
        let offset = error.column - 1
        let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        throw MenuFileError(
          reason: "invalid JSON at line \(line), column \(offset - lineStart + 1): \(error.reason)")
      case .shape(let reason):
        throw MenuFileError(reason: reason)
      case .invalidMenu(let rule):
        throw MenuFileError(reason: "invalid menu: \(rule)")
      }
    }
  }
}

/// Why a menu file could not be used.
public struct MenuFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the file's content.
  package let reason: String

  /// The reason.
  public var description: String { reason }
}
