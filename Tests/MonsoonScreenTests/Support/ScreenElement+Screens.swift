import MonsoonEvents
import MonsoonScreen

/// Every element of each screen, which the UI-test and identifier tests walk.
extension ScreenElement {
  /// The elements of the chooser screen for `menu`: the navigation bar's buttons in bar
  /// order, one ring per prompt, Randomize and Go.
  static func chooser(menu: ChooserMenu) -> [ScreenElement] {
    NavButton.allCases.map { .button(ScreenButton($0)) }
      + menu.prompts.indices.map { .ring(prompt: $0) } + [.button(.randomize), .button(.go)]
  }

  /// The elements of the detail screen for `menu`: one row per prompt, then Back.
  static func detail(menu: ChooserMenu) -> [ScreenElement] {
    menu.prompts.indices.map { .choiceRow(prompt: $0) } + [.button(.back)]
  }
}
