/// Splits a predicate expression into tokens.
struct PredicateLexer {
  private let characters: [Character]
  private let expression: String
  private var position = 0

  init(_ expression: String) {
    self.expression = expression
    characters = Array(expression)
  }

  /// Every token, ending with ``PredicateToken/Kind/end``.
  /// - Throws: ``PredicateError`` for an unterminated string or a lone `!`.
  static func tokens(of expression: String) throws(PredicateError) -> [PredicateToken] {
    var lexer = PredicateLexer(expression)
    var tokens: [PredicateToken] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private mutating func next() throws(PredicateError) -> PredicateToken {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    let column = position + 1
    guard position < characters.count else { return PredicateToken(kind: .end, column: column) }
    let character = characters[position]
    position += 1
    switch character {
    case "(": return PredicateToken(kind: .open, column: column)
    case ")": return PredicateToken(kind: .close, column: column)
    case "=": return PredicateToken(kind: .comparison(.equal), column: column)
    case "!":
      guard consume("=") else {
        throw error(at: column, "expected '!=': '!' alone is not an operator (use 'not')")
      }
      return PredicateToken(kind: .comparison(.notEqual), column: column)
    case "<":
      return PredicateToken(
        kind: .comparison(consume("=") ? .lessOrEqual : .less), column: column)
    case ">":
      return PredicateToken(
        kind: .comparison(consume("=") ? .greaterOrEqual : .greater), column: column)
    case "\"":
      return PredicateToken(kind: .string(try quoted(from: column)), column: column)
    default:
      var word = String(character)
      while position < characters.count, Self.isWordCharacter(characters[position]) {
        word.append(characters[position])
        position += 1
      }
      return PredicateToken(kind: .word(word), column: column)
    }
  }

  private mutating func quoted(from column: Int) throws(PredicateError) -> String {
    var text = ""
    while position < characters.count {
      let character = characters[position]
      position += 1
      switch character {
      case "\"":
        return text
      case "\\":
        guard position < characters.count, ["\"", "\\"].contains(characters[position]) else {
          throw error(at: position, "only \\\" and \\\\ may follow a backslash in a string")
        }
        text.append(characters[position])
        position += 1
      default:
        text.append(character)
      }
    }
    throw error(at: column, "unterminated string: no closing '\"'")
  }

  private mutating func consume(_ expected: Character) -> Bool {
    guard position < characters.count, characters[position] == expected else { return false }
    position += 1
    return true
  }

  private func error(at column: Int, _ message: String) -> PredicateError {
    PredicateError(expression: expression, column: column, message: message)
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    !character.isWhitespace && !"()=!<>\"".contains(character)
  }
}
