import MonsoonEvents

/// How an expected state differs from the actual one after an event, field by field, each
/// line saying how the field moved from the state before: `flavor: savory -> sweet
/// (unasserted)`.
struct StateDifference {
  /// One line per field that differs, in field order: seq, screen, prompts, nav, rng.
  let lines: [String]

  init(before: ExpectedSessionState, expected: ExpectedSessionState, actual: ExpectedSessionState) {
    let was = Self.fields(of: before)
    let wanted = Self.fields(of: expected)
    let got = Self.fields(of: actual)
    var lines: [String] = []
    for index in was.indices where wanted[index].value != got[index].value {
      let name = was[index].name
      let (from, to, expectedTo) = (was[index].value, got[index].value, wanted[index].value)
      if expectedTo == from {
        lines.append("\(name): \(from) -> \(to) (unasserted)")
      } else if to == from {
        lines.append("\(name): expected \(from) -> \(expectedTo), but it stayed \(from)")
      } else {
        lines.append("\(name): \(from) -> \(to), expected \(from) -> \(expectedTo)")
      }
    }
    self.lines = lines
  }

  /// The fields of a state with its values as text, in a fixed order.
  private static func fields(of state: ExpectedSessionState) -> [(name: String, value: String)] {
    var fields: [(String, String)] = [
      ("seq", String(state.seq)), ("screen", state.screen.rawValue),
    ]
    for prompt in state.menu.prompts {
      fields.append((prompt.id, state[prompt: prompt.id]))
    }
    for button in NavButton.allCases {
      fields.append(("nav.\(button.rawValue)", String(state.navTaps[button])))
    }
    let words = [state.random.s0, state.random.s1, state.random.s2, state.random.s3]
    fields.append(("rng", words.map { String($0, radix: 16) }.joined(separator: " ")))
    return fields
  }
}
