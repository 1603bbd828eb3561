import MonsoonEvents

/// A recursive-descent parser from tokens to a ``ConditionNode`` checked against a menu.
struct ConditionParser {
  let expression: String
  let tokens: [ConditionToken]
  let menu: ChooserMenu
  private var index = 0
  private var depth = 0
  private var comparisons = 0
  /// What the names grammar noted while resolving names (text that won over an index).
  private(set) var notes: [String] = []

  /// The deepest nesting of parentheses and `not` accepted, as for JSON in a log: deeper
  /// input would overflow the stack of the recursive parser and evaluator.
  static let maximumDepth = 64
  /// The most comparisons an expression may hold, which bounds the depth of `and`/`or`
  /// chains in the tree.
  static let maximumComparisons = 1_000

  init(expression: String, tokens: [ConditionToken], menu: ChooserMenu) {
    self.expression = expression
    self.tokens = tokens
    self.menu = menu
  }

  private var current: ConditionToken { tokens[min(index, tokens.count - 1)] }

  /// The whole expression.
  mutating func parse() throws(StateConditionError) -> ConditionNode {
    let root = try parseExpression()
    guard current.kind == .end else {
      let message =
        current.kind == .close
        ? "')' without a matching '('"
        : "expected 'and', 'or' or the end, found \(current.described)"
      throw error(at: current, message)
    }
    return root
  }

  private mutating func parseExpression() throws(StateConditionError) -> ConditionNode {
    var node = try parseTerm()
    while current.isKeyword("or") {
      index += 1
      node = .or(node, try parseTerm())
    }
    return node
  }

  private mutating func parseTerm() throws(StateConditionError) -> ConditionNode {
    var node = try parseFactor()
    while current.isKeyword("and") {
      index += 1
      node = .and(node, try parseFactor())
    }
    return node
  }

  private mutating func parseFactor() throws(StateConditionError) -> ConditionNode {
    let token = current
    if token.isKeyword("not") {
      index += 1
      try enterNesting(at: token)
      let operand = try parseFactor()
      depth -= 1
      return .not(operand)
    }
    switch token.kind {
    case .open:
      index += 1
      try enterNesting(at: token)
      let inner = try parseExpression()
      depth -= 1
      guard current.kind == .close else {
        throw error(
          at: current,
          "expected ')' to close the '(' at column \(token.column), found \(current.described)")
      }
      index += 1
      return inner
    case .word(let word) where !["and", "or"].contains(word):
      index += 1
      return try parseComparison(key: word, quoted: false, at: token)
    case .string(let text):
      index += 1
      let ids = menu.prompts.map(\.id)
      let key = token.written.flatMap { written in
        ids.contains { $0.utf8.elementsEqual(written.utf8) } ? written : nil
      }
      return try parseComparison(key: key ?? text, quoted: true, at: token)
    default:
      throw error(at: token, "expected a key, '(' or 'not', found \(token.described)")
    }
  }

  private mutating func enterNesting(at token: ConditionToken) throws(StateConditionError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error(at: token, "nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseComparison(
    key: String, quoted: Bool, at keyToken: ConditionToken
  ) throws(StateConditionError) -> ConditionNode {
    comparisons += 1
    guard comparisons <= Self.maximumComparisons else {
      throw error(at: keyToken, "more than \(Self.maximumComparisons) comparisons")
    }
    let (target, keyNote) = try ConditionKey.resolve(key, quoted: quoted, in: menu) {
      message in error(at: keyToken, message)
    }
    if let keyNote { notes.append(TerminalText.escaped(keyNote)) }
    let operatorToken = current
    guard case .comparison(let comparison) = operatorToken.kind else {
      throw error(
        at: operatorToken,
        "expected an operator (=, !=, <, <=, >, >=) after '\(key)', found "
          + operatorToken.described)
    }
    index += 1
    let valueToken = current
    let value: String
    switch valueToken.kind {
    case .word(let word): value = word
    case .string(let text):
      // An option whose own text holds the quotes is named by it exactly, quotes included.
      if let written = valueToken.written, case .prompt(_, let prompt) = target,
        prompt.options.contains(where: { $0.utf8.elementsEqual(written.utf8) })
      {
        value = written
      } else {
        value = text
      }
    case .comparison(.equal) where comparison == .equal:
      throw error(at: operatorToken, "write '=' instead of '==': one equals sign compares")
    default:
      throw error(
        at: valueToken,
        "expected a value after '\(comparison.symbol)', found \(valueToken.described)")
    }
    index += 1
    if case .word(let word) = valueToken.kind {
      try rejectUnquotedWords(startingWith: word, at: valueToken)
    }
    var valueNotes: [String] = []
    let node = try target.node(
      comparison, value: value, bare: valueToken.kind == .word(value),
      operatorError: { message in error(at: operatorToken, message) },
      valueError: { message in error(at: valueToken, message) }, notes: &valueNotes)
    notes += valueNotes
    return node
  }

  /// Rejects a bare value followed by more bare words (`production=small batch`), which can
  /// only be a value with spaces that lacks its quotes; a word before an operator is the key
  /// of a next comparison, left for the missing `and` or `or` to be reported.
  private func rejectUnquotedWords(
    startingWith first: String, at valueToken: ConditionToken
  ) throws(StateConditionError) {
    var words = [first]
    var next = index
    while case .word(let word) = tokens[next].kind, !["and", "or", "not"].contains(word) {
      if let meant = Self.otherSpellings[word] {
        throw error(at: tokens[next], "write '\(meant)' instead of '\(word)'")
      }
      words.append(word)
      next += 1
    }
    if case .comparison = tokens[next].kind { words.removeLast() }
    guard words.count > 1 else { return }
    let joined = words.joined(separator: " ")
    throw error(at: valueToken, "a value with spaces needs quotes: write \"\(joined)\"")
  }

  /// How other languages spell the conditions' keywords, which are lower-case words here.
  private static let otherSpellings = [
    "&&": "and", "&": "and", "AND": "and", "And": "and", "||": "or", "|": "or", "OR": "or",
    "Or": "or", "NOT": "not", "Not": "not",
  ]

  private func error(at token: ConditionToken, _ message: String) -> StateConditionError {
    StateConditionError(expression: expression, column: token.column, message: message)
  }
}
