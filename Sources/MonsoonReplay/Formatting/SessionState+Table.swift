public import MonsoonEvents

extension SessionState {
  /// The state as a readable table: every prompt with all its choices, the selected one in
  /// brackets, then the screen, the nav taps and the seq. Control characters in the menu's
  /// texts are escaped (``TerminalText``).
  public var table: String {
    table { "[\($0)]" }
  }

  /// The state as a readable table, the selected choices marked by `markSelected` (which
  /// gets the choice's text, its control characters already escaped; ``table`` puts it in
  /// brackets).
  public func table(markingSelected markSelected: (String) -> String) -> String {
    let ids = menu.prompts.map { TerminalText.escaped($0.id) }
    let width = ids.map(\.count).max() ?? 0
    var lines = ["seq \(seq) · screen: \(screen.rawValue)", ""]
    for (control, prompt) in menu.prompts.enumerated() {
      let options = prompt.choices.enumerated().map { index, choice in
        let text = TerminalText.escaped(choice)
        return index == selections[control] ? markSelected(text) : text
      }
      let padding = String(repeating: " ", count: width - ids[control].count)
      lines.append("  \(ids[control])\(padding)  " + options.joined(separator: " · "))
    }
    lines.append("")
    lines.append(
      "  nav taps: "
        + NavButton.allCases.map { "\($0.rawValue) \(navTaps[$0])" }.joined(separator: " · "))
    return lines.joined(separator: "\n")
  }
}
