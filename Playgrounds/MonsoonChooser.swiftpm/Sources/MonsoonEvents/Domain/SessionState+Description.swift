extension SessionState: CustomStringConvertible {
  /// The state in one line, for logs, debuggers and test failures:
  /// `seq 3 · chooser · production: one of a kind, flavor: sweet, … · nav: search 1, …`.
  /// The generator's position is left out: it shows in what the next Randomize draws.
  public var description: String {
    let choices = choices.map { "\($0.promptID): \($0.option)" }.joined(separator: ", ")
    let taps = NavButton.allCases.map { "\($0.rawValue) \(navTaps[$0])" }
      .joined(separator: ", ")
    return "seq \(seq) · \(screen.rawValue) · \(choices) · nav: \(taps)"
  }
}
