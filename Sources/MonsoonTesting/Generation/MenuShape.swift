/// What random menus look like: how many prompts and options, and what their text is made of.
public struct MenuShape: Hashable, Sendable {
  /// The number of prompts, within 1…8.
  package var prompts: ClosedRange<Int>
  /// The number of options of each prompt, within 2…8.
  package var options: ClosedRange<Int>
  /// The words ids and options are made of.
  package var text: MenuText

  /// Creates a shape; ranges are clamped to what menus allow.
  public init(
    prompts: ClosedRange<Int> = 1...8, options: ClosedRange<Int> = 2...8, text: MenuText = .unicode
  ) {
    self.prompts = prompts.clamped(to: 1...8)
    self.options = options.clamped(to: 2...8)
    self.text = text
  }

  /// Every menu the format allows.
  public static let any = MenuShape()
}

/// The words a generated menu's ids and options are made of; ids get their index appended so
/// that they are unique, options a dash and theirs.
public enum MenuText: Hashable, Sendable, CaseIterable {
  /// Short ASCII words.
  case plain
  /// Those, and text that trips up code: spaces, quotes, backslashes, accents (composed and
  /// combining), emoji with joiners, CJK, right-to-left script, words that look like
  /// condition keys.
  case unicode

  /// The words, simplest first (a counter-example shrinks toward the first).
  var words: [String] {
    let plain = ["a", "b", "flavor", "meal", "heat", "size", "crunch", "x", "ok"]
    switch self {
    case .plain: return plain
    case .unicode:
      return plain + [
        "tea time", "🌶 level", "naïve", "nai\u{308}ve", "\"quoted\"", "back\\slash", "über",
        "a b c", "辛さ", "حار", "👩‍🍳", "seq", "screen", "nav.menu",
      ]
    }
  }
}
