/// Splits a condition expression into tokens.
struct ConditionLexer {
  private let characters: [Character]
  private let expression: String
  private var position = 0

  init(_ expression: String) {
    self.expression = expression
    characters = Array(expression)
  }

  /// Every token, ending with ``ConditionToken/Kind/end``.
  /// - Throws: ``StateConditionError`` for an unterminated string or a lone `!`.
  static func tokens(of expression: String) throws(StateConditionError) -> [ConditionToken] {
    var lexer = ConditionLexer(expression)
    var tokens: [ConditionToken] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private mutating func next() throws(StateConditionError) -> ConditionToken {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    let column = position + 1
    guard position < characters.count else { return ConditionToken(kind: .end, column: column) }
    let character = characters[position]
    position += 1
    switch character {
    case "(": return ConditionToken(kind: .open, column: column)
    case ")": return ConditionToken(kind: .close, column: column)
    case "=": return ConditionToken(kind: .comparison(.equal), column: column)
    case "!":
      guard consume("=") else {
        throw error(at: column, "expected '!=': '!' alone is not an operator (use 'not')")
      }
      return ConditionToken(kind: .comparison(.notEqual), column: column)
    case "<":
      return ConditionToken(
        kind: .comparison(consume("=") ? .lessOrEqual : .less), column: column)
    case ">":
      return ConditionToken(
        kind: .comparison(consume("=") ? .greaterOrEqual : .greater), column: column)
    case "\u{2265}", "\u{2264}", "\u{2260}":
      let ascii = character == "\u{2265}" ? ">=" : character == "\u{2264}" ? "<=" : "!="
      throw error(at: column, "write '\(ascii)' instead of '\(character)'")
    case _ where MenuName.closingQuotes(of: character) != nil:
      let text = try quoted(from: column, opening: character)
      let written = characters[(column - 1)..<position]
      return ConditionToken(
        kind: .string(text), column: column,
        written: MenuName.mayBeText(character) ? String(written) : nil)
    default:
      var word = String(character)
      while position < characters.count, Self.isWordCharacter(characters[position]) {
        word.append(characters[position])
        position += 1
      }
      return ConditionToken(kind: .word(word), column: column)
    }
  }

  /// The text of a string quoted with `opening`, up to its closing quote.
  private mutating func quoted(
    from column: Int, opening: Character
  ) throws(StateConditionError) -> String {
    let closing = MenuName.closingQuotes(of: opening) ?? ["\""]
    var text = ""
    while position < characters.count {
      let character = characters[position]
      position += 1
      switch character {
      case _ where closing.contains(character):
        return text
      case "\\" where opening == "\"":
        guard position < characters.count, ["\"", "\\"].contains(characters[position]) else {
          throw error(at: position, "only \\\" and \\\\ may follow a backslash in a string")
        }
        text.append(characters[position])
        position += 1
      default:
        text.append(character)
      }
    }
    throw error(at: column, "unterminated string: no closing '\(closing[0])'")
  }

  private mutating func consume(_ expected: Character) -> Bool {
    guard position < characters.count, characters[position] == expected else { return false }
    position += 1
    return true
  }

  private func error(at column: Int, _ message: String) -> StateConditionError {
    StateConditionError(expression: expression, column: column, message: message)
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    !character.isWhitespace && !"()=!<>\"\u{2265}\u{2264}\u{2260}".contains(character)
  }
}
