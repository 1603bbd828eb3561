/// The screen's texts in one language: what the layout fits, VoiceOver reads and the views
/// show.
///
/// MonsoonUIKit makes one from its string catalog for the user's language
/// (`ScreenStrings.localized`); ``english`` is the catalog's source language, which the SVG
/// render and the viewer draw.
public struct ScreenStrings: Hashable, Sendable {
  /// The texts that differ from their English.
  private let translations: [ScreenText: String]

  /// The texts given in `translations`; a text missing from it is its ``ScreenText/english``.
  init(_ translations: [ScreenText: String]) {
    self.translations = translations
  }

  /// Every text in English.
  public static let english = ScreenStrings([:])

  /// The name of the strings table in which an app may give the screen's texts in a language
  /// of its own, or its own words in any language: `Monsoon.xcstrings` (or `Monsoon.strings`)
  /// in the app's main bundle, keyed by ``ScreenText/key``. MonsoonUIKit reads it before its
  /// own catalog.
  static let appTable = "Monsoon"

  /// The text in this language, its arguments not yet filled in.
  subscript(_ text: ScreenText) -> String {
    translations[text] ?? text.english
  }

  /// The text with its arguments filled in: `%@` takes the next argument, `%1$@`, `%2$@`...
  /// the one at that position (so that a language may put them in another order), `%%` is
  /// a percent sign. A specifier with no argument is left as written.
  func format(_ text: ScreenText, _ arguments: String...) -> String {
    Self.format(self[text], arguments)
  }

  /// `template` with `arguments` put in its specifiers, as ``format(_:_:)`` describes.
  static func format(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        rest = rest.dropFirst()
        continue
      }
      let digits = rest.prefix(while: \.isASCIIDigit)
      var position = next
      var specifier = rest
      if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix("$@"), let index = Int(digits) {
        position = index - 1
        specifier = rest.dropFirst(digits.count + 1)
      } else {
        next += 1
      }
      guard specifier.first == "@", arguments.indices.contains(position) else {
        result += "%"
        continue
      }
      result += arguments[position]
      rest = specifier.dropFirst()
    }
    return result + rest
  }
}

extension Character {
  /// Whether this is one of `0`...`9`.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
