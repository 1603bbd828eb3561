import Foundation
import MonsoonScreen

/// MonsoonUIKit's `Localizable.xcstrings`, read as the JSON it is.
struct StringCatalog {
  /// The catalog's file, found from this file's place in the repository.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/MonsoonUIKit/Localizable.xcstrings")

  /// The source language, such as `en`.
  let sourceLanguage: String
  /// Each key's translations by language, with their states.
  let entries: [String: [String: (state: String, value: String)]]

  /// The catalog in the repository.
  static func load() throws -> StringCatalog {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let root = object as? [String: Any], let strings = root["strings"] as? [String: Any]
    else { throw CatalogError(text: "no \"strings\" object") }
    var entries: [String: [String: (state: String, value: String)]] = [:]
    for (key, entry) in strings {
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      var translations: [String: (state: String, value: String)] = [:]
      for (language, localization) in localizations {
        let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
        guard let state = unit?["state"] as? String, let value = unit?["value"] as? String else {
          throw CatalogError(text: "\(key) (\(language)): no stringUnit with a state and value")
        }
        translations[language] = (state, value)
      }
      entries[key] = translations
    }
    return StringCatalog(
      sourceLanguage: root["sourceLanguage"] as? String ?? "", entries: entries)
  }

  /// Every language some key is translated into.
  var languages: Set<String> { Set(entries.values.flatMap(\.keys)) }

  /// The screen's texts in `language`, as MonsoonUIKit resolves them from this catalog.
  func strings(_ language: String) -> ScreenStrings {
    var table: [ScreenText: String] = [:]
    for text in ScreenText.allCases {
      if let value = entries[text.key]?[language]?.value { table[text] = value }
    }
    return ScreenStrings(table)
  }

  /// A problem reading the catalog.
  struct CatalogError: Error, CustomStringConvertible {
    let text: String
    var description: String { "\(StringCatalog.url.path): \(text)" }
  }
}

/// The format specifiers of a catalog value: `%@` as the position it takes (1, 2, ... in
/// order), `%2$@` as 2, `%%` left out, anything else (`%d`, `%lld`, `%1$s`) as itself, which
/// the screen's formatter does not support.
func formatSpecifiers(_ text: String) -> [String] {
  var specifiers: [String] = []
  var next = 1
  var rest = Substring(text)
  while let percent = rest.firstIndex(of: "%") {
    rest = rest[rest.index(after: percent)...]
    if rest.first == "%" {
      rest = rest.dropFirst()
      continue
    }
    let digits = rest.prefix(while: { $0.isNumber })
    if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix("$@") {
      specifiers.append("@\(digits)")
      rest = rest.dropFirst(digits.count + 2)
    } else if rest.first == "@" {
      specifiers.append("@\(next)")
      next += 1
      rest = rest.dropFirst()
    } else {
      let unsupported = rest.prefix(while: { !$0.isWhitespace })
      specifiers.append("unsupported %\(unsupported)")
      rest = rest.dropFirst(unsupported.count)
    }
  }
  return specifiers.sorted()
}
