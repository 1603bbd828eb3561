import Foundation
import MonsoonScreen
import Testing

/// MonsoonUIKit's DocC article on languages (it was the README's Languages paragraph).
@Suite("MonsoonUIKit's Languages article says what the package does")
struct ReadmeLocalizationTests {
  /// The text of `Sources/MonsoonUIKit/MonsoonUIKit.docc/Localization.md`, beside the catalog.
  static func section() throws -> String {
    try String(
      contentsOf: StringCatalog.url.deletingLastPathComponent()
        .appendingPathComponent("MonsoonUIKit.docc/Localization.md"), encoding: .utf8)
  }

  /// The text of each fenced block of `language` in `text`.
  static func blocks(_ language: String, in text: String) -> [String] {
    text.components(separatedBy: "```" + language + "\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  @Test("the app's table is the one the screen reads, with the catalog's keys and arguments")
  func appTable() throws {
    let section = try Self.section()
    #expect(section.contains("`\(ScreenStrings.appTable).xcstrings`"))
    #expect(section.contains("named `\(ScreenStrings.appTable)`"))
    let json = try #require(Self.blocks("json", in: section).first)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let strings = try #require(object?["strings"] as? [String: Any])
    let keys = Set(ScreenText.allCases.map(\.key))
    #expect(!strings.isEmpty)
    for (key, entry) in strings {
      #expect(keys.contains(key), "\(key) is not a key of the screen")
      let text = try #require(ScreenText(rawValue: key))
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      for case (_, let localization as [String: Any]) in localizations {
        let unit = localization["stringUnit"] as? [String: Any]
        let value = try #require(unit?["value"] as? String)
        #expect(formatSpecifiers(value) == formatSpecifiers(text.english), "\(key): \(value)")
      }
    }
  }

  @Test("the languages and the Info.plist keys it names are the catalog's")
  func languages() throws {
    let section = try Self.section()
    #expect(section.contains("complete in English and Arabic"))
    #expect(try StringCatalog.load().languages == ["en", "ar"])
    let plist = try #require(Self.blocks("xml", in: section).first)
    #expect(plist.contains("<key>CFBundleLocalizations</key>"))
    for language in ["en", "ar"] { #expect(plist.contains("<string>\(language)</string>")) }
    for name in [
      "ScreenLayout.reading(.rightToLeft)", "ScreenText.english", "Localizable.xcstrings",
    ] {
      #expect(section.contains(name))
    }
  }
}
