public import MonsoonEvents

extension SessionState {
  /// The state as a readable table: every prompt with all its options, the chosen one in
  /// brackets, then the screen, the nav taps and the seq. Control characters in the menu's
  /// texts are escaped.
  public var table: String {
    table { "[\($0)]" }
  }

  /// The state as a readable table, each chosen option marked by `markSelected` (which
  /// gets the option's text, its control characters already escaped; ``table`` puts it in
  /// brackets).
  /// - Parameter event: the event the state is after, in words, for the heading; `nil` for
  ///   none.
  package func table(
    event: String? = nil, markingSelected markSelected: (String) -> String
  ) -> String {
    let ids = menu.prompts.map { TerminalText.escaped($0.id) }
    let width = ids.map(\.count).max() ?? 0
    let after = event.map { " (\($0))" } ?? ""
    var lines = ["seq \(seq)\(after) · screen: \(screen.rawValue)", ""]
    for (index, prompt) in menu.prompts.enumerated() {
      let options = prompt.options.enumerated().map { optionIndex, option in
        let text = TerminalText.escaped(option)
        return optionIndex == selections[index] ? markSelected(text) : text
      }
      let padding = String(repeating: " ", count: width - ids[index].count)
      lines.append("  \(ids[index])\(padding)  " + options.joined(separator: " · "))
    }
    lines.append("")
    lines.append(
      "  nav taps: "
        + NavButton.allCases.map { "\($0.rawValue) \(navTaps[$0])" }.joined(separator: " · "))
    return lines.joined(separator: "\n")
  }
}
