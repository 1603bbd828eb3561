public import MonsoonEvents

extension SessionState {
  /// The state as a readable table: every prompt with all its options, the chosen one in
  /// brackets, then the screen, the nav taps and the seq.
  public var table: String {
    table { "[\($0)]" }
  }

  /// The state as a readable table, each chosen option marked by `markSelected` (which gets
  /// the option's text; ``table`` puts it in brackets).
  package func table(markingSelected markSelected: (String) -> String) -> String {
    let width = menu.prompts.map(\.id.count).max() ?? 0
    var lines = ["seq \(seq) · screen: \(screen.rawValue)", ""]
    for (prompt, selected) in zip(menu.prompts, selections) {
      let options = prompt.options.enumerated().map { index, option in
        index == selected ? markSelected(option) : option
      }
      let padding = String(repeating: " ", count: width - prompt.id.count)
      lines.append("  \(prompt.id)\(padding)  " + options.joined(separator: " · "))
    }
    lines.append("")
    lines.append(
      "  nav taps: "
        + NavButton.allCases.map { "\($0.rawValue) \(navTaps[$0])" }.joined(separator: " · "))
    return lines.joined(separator: "\n")
  }
}
