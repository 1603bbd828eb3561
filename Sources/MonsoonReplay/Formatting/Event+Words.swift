package import MonsoonEvents

extension Event {
  /// The event in words, naming prompts and options of `menu`: `tap flavor`,
  /// `select meal = dinner`, `randomize`, `go`, `back`, `nav search`.
  ///
  /// A prompt or option the menu does not have is named by its index (`tap prompt 9`).
  /// Control characters in the menu's texts are escaped (``TerminalText``).
  package func words(menu: ChooserMenu) -> String {
    TerminalText.escaped(plainWords(menu: menu))
  }

  private func plainWords(menu: ChooserMenu) -> String {
    func prompt(at index: Int) -> Prompt? {
      index >= 0 && index < menu.count ? menu.prompts[index] : nil
    }
    switch self {
    case .tap(let index):
      return "tap " + (prompt(at: index)?.id ?? "prompt \(index)")
    case .select(let index, let option):
      guard let prompt = prompt(at: index) else {
        return "select prompt \(index) option \(option)"
      }
      guard option >= 0 && option < prompt.options.count else {
        return "select \(prompt.id) option \(option)"
      }
      return "select \(prompt.id) = \(prompt.options[option])"
    case .randomize, .go, .back:
      return kind.rawValue
    case .nav(let button):
      return "nav \(button.rawValue)"
    }
  }
}
