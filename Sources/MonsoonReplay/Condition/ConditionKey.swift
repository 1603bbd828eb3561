import MonsoonEvents

/// What a key of a condition names, and how its comparisons become nodes.
enum ConditionKey {
  case screen
  case seq
  case prompt(index: Int, Prompt)
  case nav(NavButton)

  /// The key a word names in a menu. A prompt is named by the names grammar (``MenuName``);
  /// a bare word that names a built-in key (`screen`, `seq`, `nav.<button>`) and a prompt too
  /// is refused, with a hint to quote it for the prompt.
  /// - Parameters:
  ///   - quoted: a quoted key always names a prompt.
  ///   - error: makes the error for a message, located at the key.
  /// - Returns: the key, and a note when the word named a prompt by text that is also
  ///   another prompt's index.
  static func resolve(
    _ key: String, quoted: Bool, in menu: ChooserMenu, error fail: (String) -> StateConditionError
  ) throws(StateConditionError) -> (key: ConditionKey, note: String?) {
    let prompts = MenuName.prompts(of: menu)
    if !quoted, let builtIn = builtIn(key) {
      if let prompt = try? prompts.textMatch(key) {
        throw fail(
          TerminalText.escaped(
            "'\(key)' is both a built-in key and the prompt '\(menu.prompts[prompt.index].id)' "
              + "of this menu; write \"\(key)\" (quoted) for the prompt"))
      }
      return (builtIn, nil)
    }
    let match: MenuName.Match?
    do {
      match = try prompts.resolve(key)
    } catch {
      if case .ambiguous = error { throw fail(TerminalText.escaped(error.description)) }
      match = nil
    }
    guard let match, menu.prompts.indices.contains(match.index) else {
      if !quoted, key.hasPrefix("nav.") {
        throw fail(
          TerminalText.escaped(
            "unknown nav button '\(key.dropFirst(4))'; buttons: "
              + NavButton.allCases.map(\.rawValue).joined(separator: ", ")))
      }
      let keys =
        ["screen", "seq"] + menu.prompts.map { written(promptID: $0.id) }
        + NavButton.allCases.map { "nav.\($0.rawValue)" }
      let meant = builtIn("nav." + key) != nil ? "nav." + key : Suggestion.nearest(key, among: keys)
      throw fail(
        TerminalText.escaped(
          "unknown key '\(key)'" + (meant.map { "; did you mean '\($0)'? Keys: " } ?? "; keys: ")
            + keys.joined(separator: ", ") + ", or a prompt's index (0 to \(menu.count - 1))"))
    }
    return (.prompt(index: match.index, menu.prompts[match.index]), match.note)
  }

  /// The built-in key a bare word names, or `nil` when it names none (a word starting with
  /// `nav.` that names no button may be a prompt's id).
  private static func builtIn(_ key: String) -> ConditionKey? {
    if key == "screen" { return .screen }
    if key == "seq" { return .seq }
    guard key.hasPrefix("nav.") else { return nil }
    return NavButton(rawValue: String(key.dropFirst(4))).map { .nav($0) }
  }

  /// A prompt's id as a condition names it: quoted when bare it would name a built-in key.
  static func written(promptID id: String) -> String {
    builtIn(id) == nil ? id : "\"\(id)\""
  }

  /// The node comparing this key with a value.
  /// - Parameters:
  ///   - bare: whether the value was written unquoted (integers must be).
  ///   - operatorError: makes an error located at the operator.
  ///   - valueError: makes an error located at the value.
  ///   - notes: gets a note when an option's text won over an index (``MenuName``).
  func node(
    _ comparison: Comparison, value: String, bare: Bool,
    operatorError: (String) -> StateConditionError, valueError: (String) -> StateConditionError,
    notes: inout [String]
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
      let match: MenuName.Match?
      do {
        match = try MenuName.options(of: prompt).resolve(value)
      } catch {
        if case .ambiguous = error { throw valueError(TerminalText.escaped(error.description)) }
        match = nil
      }
      guard let match, match.indices.allSatisfy(prompt.options.indices.contains) else {
        throw valueError(
          TerminalText.escaped(
            "unknown option '\(value)' for \(prompt.id)"
              + (Suggestion.nearest(value, among: prompt.options).map {
                "; did you mean '\($0)'? Options: "
              } ?? "; options: ")
              + prompt.options.joined(separator: ", ")
              + ", or an option's index (0 to \(prompt.options.count - 1))"))
      }
      if let note = match.note { notes.append(TerminalText.escaped(note)) }
      let options = match.indices.reduce(UInt16(0)) { $0 | 1 << UInt16($1) }
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
