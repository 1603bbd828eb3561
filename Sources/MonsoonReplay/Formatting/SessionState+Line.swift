package import MonsoonEvents

extension SessionState {
  /// The state on one line, for live output:
  /// `seq 3 · chooser · production=one of a kind · flavor=umami · … · nav taps: search 1,
  /// calendar 0, compass 0, menu 0` (each button named, in bar order). Control characters in
  /// the menu's texts are escaped (``TerminalText``).
  package var line: String {
    var parts = ["seq \(seq)", screen.rawValue]
    for choice in choices {
      parts.append(TerminalText.escaped("\(choice.promptID)=\(choice.option)"))
    }
    parts.append(
      "nav taps: "
        + NavButton.allCases.map { "\($0.rawValue) \(navTaps[$0])" }.joined(separator: ", "))
    return parts.joined(separator: " · ")
  }
}
