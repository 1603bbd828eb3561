/// Why an expression is not a valid ``StateCondition``, with the column to point at.
public struct StateConditionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The expression as given.
  public let expression: String
  /// The 1-based column (in characters) where the problem is.
  public let column: Int
  /// What is wrong, such as `unknown key 'flavour'; keys: screen, seq, ...`.
  public let message: String

  /// Creates an error at a column of an expression.
  package init(expression: String, column: Int, message: String) {
    self.expression = expression
    self.column = column
    self.message = message
  }

  /// `column N: message`.
  public var description: String {
    "column \(column): \(message)"
  }

  /// The expression on one line and a caret under the column on the next, each indented by
  /// `indent` spaces.
  package func pointer(indent: Int = 2) -> String {
    let margin = String(repeating: " ", count: indent)
    let flat = expression.map { $0 == "\n" || $0 == "\t" ? " " : $0 }
    return margin + String(flat) + "\n" + margin
      + String(repeating: " ", count: max(0, column - 1)) + "^"
  }
}
