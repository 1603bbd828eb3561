import MonsoonEvents

extension ExpectedSessionState {
  /// One thing a test can state about a state: the unit a non-exhaustive store checks or
  /// skips, and a line of the state's dump.
  enum Field: Hashable {
    case seq
    case screen
    /// The chosen option of the prompt at this index.
    case selection(Int)
    case nav(NavButton)
    /// The generator the next Randomize draws from.
    case random
  }

  /// The fields of this state, in the order they are shown.
  var fields: [Field] {
    [.seq, .screen] + selections.indices.map(Field.selection) + NavButton.allCases.map(Field.nav)
      + [.random]
  }

  /// Whether `field` has the same value here and in `other`.
  func agrees(on field: Field, with other: ExpectedSessionState) -> Bool {
    switch field {
    case .seq: seq == other.seq
    case .screen: screen == other.screen
    case .selection(let prompt):
      selections.indices.contains(prompt) && other.selections.indices.contains(prompt)
        && selections[prompt] == other.selections[prompt]
    case .nav(let button): navTaps[button] == other.navTaps[button]
    case .random: random == other.random
    }
  }

  /// Sets `field` to its value in `other`.
  mutating func adopt(_ field: Field, from other: ExpectedSessionState) {
    switch field {
    case .seq: seq = other.seq
    case .screen: screen = other.screen
    case .selection(let prompt):
      if selections.indices.contains(prompt) && other.selections.indices.contains(prompt) {
        selections[prompt] = other.selections[prompt]
      }
    case .nav(let button): navTaps[button] = other.navTaps[button]
    case .random: random = other.random
    }
  }

  /// The field as a line of the state's dump, as Swift would write it: `flavor: "sweet"`.
  func line(_ field: Field) -> String {
    switch field {
    case .seq: return "seq: \(seq)"
    case .screen: return "screen: .\(screen.rawValue)"
    case .selection(let prompt):
      let id = menu.prompts.indices.contains(prompt) ? menu.prompts[prompt].id : "\(prompt)"
      return "\(id): \(Self.literal(self[prompt: id]))"
    case .nav(let button): return "navTaps.\(button.rawValue): \(navTaps[button])"
    case .random:
      let words = [random.s0, random.s1, random.s2, random.s3]
      return "random: " + words.map { String($0, radix: 16) }.joined(separator: " ")
    }
  }

  /// The statement that sets `field` in a `send` closure, such as
  /// `$0[prompt: "flavor"] = "sweet"`; `nil` for the generator, which no test writes.
  func assignment(_ field: Field) -> String? {
    switch field {
    case .seq: return "$0.seq = \(seq)"
    case .screen: return "$0.screen = .\(screen.rawValue)"
    case .selection(let prompt):
      guard menu.prompts.indices.contains(prompt) else { return nil }
      let id = menu.prompts[prompt].id
      return "$0[prompt: \(Self.literal(id))] = \(Self.literal(self[prompt: id]))"
    case .nav(let button): return "$0.navTaps.\(button.rawValue) = \(navTaps[button])"
    case .random: return nil
    }
  }

  /// Text as a Swift string literal.
  static func literal(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
