import MonsoonEvents

/// What a key of a condition names, and how its comparisons become nodes.
enum ConditionKey {
  case screen
  case seq
  case prompt(index: Int, Prompt)
  case nav(NavButton)

  /// The key a word names in a menu.
  /// - Parameters:
  ///   - quoted: a quoted key always names a prompt.
  ///   - error: makes the error for a message, located at the key.
  static func resolve(
    _ key: String, quoted: Bool, in menu: ChooserMenu, error: (String) -> StateConditionError
  ) throws(StateConditionError) -> ConditionKey {
    if !quoted {
      if key == "screen" { return .screen }
      if key == "seq" { return .seq }
      if key.hasPrefix("nav.") {
        let name = key.dropFirst(4)
        guard let button = NavButton(rawValue: String(name)) else {
          throw error(
            "unknown nav button '\(name)'; buttons: "
              + NavButton.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return .nav(button)
      }
    }
    guard let index = menu.index(ofPrompt: key) else {
      let keys =
        ["screen", "seq"] + menu.prompts.map(\.id)
        + NavButton.allCases.map { "nav.\($0.rawValue)" }
      throw error(
        TerminalText.escaped("unknown key '\(key)'; keys: " + keys.joined(separator: ", ")))
    }
    return .prompt(index: index, menu.prompts[index])
  }

  /// The node comparing this key with a value.
  /// - Parameters:
  ///   - bare: whether the value was written unquoted (integers must be).
  ///   - operatorError: makes an error located at the operator.
  ///   - valueError: makes an error located at the value.
  func node(
    _ comparison: Comparison, value: String, bare: Bool,
    operatorError: (String) -> StateConditionError, valueError: (String) -> StateConditionError
  ) throws(StateConditionError) -> ConditionNode {
    switch self {
    case .screen:
      let equal = try equality(comparison, key: "screen", operatorError)
      guard let screen = Screen(rawValue: value) else {
        throw valueError(
          "unknown screen '\(value)'; screens: "
            + Screen.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return .screen(screen, equal: equal)
    case .prompt(let index, let prompt):
      let equal = try equality(comparison, key: TerminalText.escaped(prompt.id), operatorError)
      var options: UInt16 = 0
      for (optionIndex, option) in prompt.options.enumerated()
      where option.utf8.elementsEqual(value.utf8) {
        options |= 1 << UInt16(optionIndex)
      }
      guard options != 0 else {
        throw valueError(
          TerminalText.escaped(
            "unknown option '\(value)' for \(prompt.id); options: "
              + prompt.options.joined(separator: ", ")))
      }
      return .option(prompt: index, options: options, equal: equal)
    case .seq:
      return .seq(comparison, try integer(value, bare: bare, key: "seq", valueError))
    case .nav(let button):
      let count = try integer(value, bare: bare, key: "nav.\(button.rawValue)", valueError)
      return .nav(button, comparison, count)
    }
  }

  private func equality(
    _ comparison: Comparison, key: String, _ operatorError: (String) -> StateConditionError
  ) throws(StateConditionError) -> Bool {
    switch comparison {
    case .equal: return true
    case .notEqual: return false
    default:
      throw operatorError(
        "'\(comparison.symbol)' orders only seq and nav.*; \(key) compares with = or !=")
    }
  }

  private func integer(
    _ value: String, bare: Bool, key: String, _ valueError: (String) -> StateConditionError
  ) throws(StateConditionError) -> Int {
    guard bare, let number = Int(value) else {
      throw valueError("\(key) compares with an integer, found '\(value)'")
    }
    return number
  }
}
