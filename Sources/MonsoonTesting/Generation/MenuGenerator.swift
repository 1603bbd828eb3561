package import MonsoonEvents

/// Makes random valid menus, for properties that must hold on any menu.
///
/// Menus range over every shape the format allows: 1 to 8 prompts, 2 to 8 options each, with
/// ids and options that include spaces, quotes, backslashes and non-ASCII text.
public enum MenuGenerator {
  private static let words = [
    "flavor", "meal", "heat", "size", "crunch", "tea time", "🌶 level", "naïve", "\"quoted\"",
    "back\\slash", "über", "x", "a b c", "辛さ", "ok", "seq", "screen", "nav.menu",
  ]

  /// A random menu derived from `seed` alone.
  package static func menu(seed: UInt64) -> ChooserMenu {
    var random = Xoshiro256StarStar(seed: seed ^ 0x6d65_6e75_6d65_6e75)
    func draw(_ bound: Int) -> Int { Int(random.bounded(UInt64(bound))) }
    let promptCount = 1 + draw(ChooserMenu.maximumPromptCount)
    var prompts: [Prompt] = []
    for index in 0..<promptCount {
      let id = words[draw(words.count)] + "\(index)"
      let optionCount =
        ChooserMenu.minimumOptionCount
        + draw(ChooserMenu.maximumOptionCount - ChooserMenu.minimumOptionCount + 1)
      let options = (0..<optionCount).map { option in
        words[draw(words.count)] + "-\(option)"
      }
      prompts.append(Prompt(id: id, options: options))
    }
    do {
      return try ChooserMenu(prompts: prompts)
    } catch {
      preconditionFailure("the menu generator broke a menu rule: \(error)")
    }
  }
}
