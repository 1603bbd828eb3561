import MonsoonEvents
import MonsoonTesting

/// Menus that push the layout: the standard one, the fewest and the most prompts, and long,
/// non-ASCII and markup-like text.
enum TestMenus {
  /// A menu of one prompt with two choices.
  static let single = menu([Prompt(id: "x", options: ["yes", "no"])])

  /// Eight prompts of eight choices, with long titles and labels that must shrink, wrap or be
  /// cut, and characters that need escaping in XML and HTML.
  static let crowded = menu(
    (0..<8).map { index in
      Prompt(
        id: index == 0
          ? "a-very-long-prompt-identifier-that-cannot-fit" : "prompt <\(index)> & co",
        options: (0..<8).map { choice in
          choice == 0
            ? "an extraordinarily long choice label that will need to wrap onto lines"
            : "ça \"\(choice)\" 🌶️ ’s"
        })
    })

  /// Random valid menus from the package's generator: 1 to 8 prompts, 2 to 8 choices.
  static let generated: [ChooserMenu] = (1...12).map { MenuGenerator.menu(seed: $0) }

  /// Every menu the layout tests run on.
  static let all: [ChooserMenu] = [.standard, single, crowded] + generated

  private static func menu(_ prompts: [Prompt]) -> ChooserMenu {
    do {
      return try ChooserMenu(prompts: prompts)
    } catch {
      preconditionFailure("test menu is invalid: \(error)")
    }
  }
}
