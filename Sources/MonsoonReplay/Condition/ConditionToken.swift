/// One token of a condition expression, with the column it starts at.
struct ConditionToken: Hashable, Sendable {
  /// What a token can be.
  enum Kind: Hashable, Sendable {
    /// A bare word: a key, a keyword, a value or an integer.
    case word(String)
    /// A quoted string ("double", 'single' or typographic quotes), unescaped.
    case string(String)
    /// A comparison operator.
    case comparison(Comparison)
    /// `(`.
    case open
    /// `)`.
    case close
    /// The end of the expression.
    case end
  }

  let kind: Kind
  /// The 1-based column of the token's first character.
  let column: Int
  /// A quoted string as written, quotes included, when its quotes are ones a name's own text
  /// may hold (`'…'`, `“…”`, `‘…’`): an option spelled so is named by it exactly first.
  var written: String? = nil

  /// The token as a message names it: `'batch'`, `"small batch"`, `')'`, `the end`.
  var described: String {
    switch kind {
    case .word(let word): "'\(word)'"
    case .string(let text): "\"\(text)\""
    case .comparison(let comparison): "'\(comparison.symbol)'"
    case .open: "'('"
    case .close: "')'"
    case .end: "the end of the expression"
    }
  }

  /// Whether the token is this bare keyword.
  func isKeyword(_ keyword: String) -> Bool {
    if case .word(let word) = kind { return word == keyword }
    return false
  }
}

/// A comparison operator of a condition.
enum Comparison: Hashable, Sendable, CaseIterable {
  case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

  /// The operator as written.
  var symbol: String {
    switch self {
    case .equal: "="
    case .notEqual: "!="
    case .less: "<"
    case .lessOrEqual: "<="
    case .greater: ">"
    case .greaterOrEqual: ">="
    }
  }

  /// Whether `left OP right` holds.
  @inline(__always)
  func holds(_ left: Int, _ right: Int) -> Bool {
    switch self {
    case .equal: left == right
    case .notEqual: left != right
    case .less: left < right
    case .lessOrEqual: left <= right
    case .greater: left > right
    case .greaterOrEqual: left >= right
    }
  }
}
