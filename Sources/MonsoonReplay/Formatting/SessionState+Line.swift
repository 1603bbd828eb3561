package import MonsoonEvents

extension SessionState {
  /// The state on one line, for live output:
  /// `seq 3 · chooser · production=one of a kind · flavor=umami · … · nav 1/0/0/0`
  /// (nav taps in bar order: search, calendar, compass, menu). Control characters in the
  /// menu's texts are escaped (``TerminalText``).
  package var line: String {
    var parts = ["seq \(seq)", screen.rawValue]
    for choice in choices {
      parts.append(TerminalText.escaped("\(choice.promptID)=\(choice.option)"))
    }
    parts.append("nav " + NavButton.allCases.map { String(navTaps[$0]) }.joined(separator: "/"))
    return parts.joined(separator: " · ")
  }
}
