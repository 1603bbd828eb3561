public import MonsoonEvents

extension Event {
  /// The event in words, naming prompts and choices of `menu`: `tap flavor`,
  /// `select meal = dinner`, `randomize`, `go`, `back`, `nav search`.
  ///
  /// A control or choice the menu does not have is named by its index (`tap control 9`).
  /// Control characters in the menu's texts are escaped (``TerminalText``).
  public func words(menu: ChooserMenu) -> String {
    TerminalText.escaped(plainWords(menu: menu))
  }

  private func plainWords(menu: ChooserMenu) -> String {
    func prompt(_ control: Int) -> Prompt? {
      control >= 0 && control < menu.count ? menu.prompts[control] : nil
    }
    switch self {
    case .tap(let control):
      return "tap " + (prompt(control)?.id ?? "control \(control)")
    case .select(let control, let choice):
      guard let prompt = prompt(control) else {
        return "select control \(control) choice \(choice)"
      }
      guard choice >= 0 && choice < prompt.choices.count else {
        return "select \(prompt.id) choice \(choice)"
      }
      return "select \(prompt.id) = \(prompt.choices[choice])"
    case .randomize, .go, .back:
      return kind.rawValue
    case .nav(let button):
      return "nav \(button.rawValue)"
    }
  }
}
