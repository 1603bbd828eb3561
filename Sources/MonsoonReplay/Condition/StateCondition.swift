public import MonsoonEvents

/// A condition on a session state, written in a small expression language and parsed once.
///
/// ```
/// expr   := term ("or" term)*          term := factor ("and" factor)*
/// factor := "not" factor | "(" expr ")" | KEY OP VALUE
/// KEY    := screen | seq | <prompt id or index> | "quoted prompt id" | nav.<button>
/// OP     := = | != | < | <= | > | >=   (ordering only for seq and nav.*)
/// VALUE  := bare word | "double-quoted string" | integer   (an option by text or index)
/// ```
/// For example `flavor=umami and screen=detail`, `production="small batch" or nav.menu>=3`,
/// `not (meal=dinner)`. Prompts and options are named by the names grammar (`MenuName`,
/// docs/names.md): exactly, else but for letter case when only one matches, else by index;
/// text wins over an index, with a note in ``notes``. A quoted key always names a prompt, for
/// prompt ids with spaces or that are also built-in keys (`"seq"=high`); a bare built-in key
/// that is also a prompt's id is refused.
public struct StateCondition: Hashable, Sendable, CustomStringConvertible {
  /// The expression as given.
  public let expression: String
  /// The menu the expression was checked against.
  public let menu: ChooserMenu
  let root: ConditionNode
  /// What the names grammar noted: a name whose text won over an index, which a caller
  /// shows the user (the tool as warnings).
  public let notes: [String]

  /// Parses and checks an expression against a menu.
  /// - Parameters:
  ///   - expression: the condition, such as `flavor = sweet and nav.compass >= 1`.
  ///   - menu: the menu of the logs it is for (`LogReplay.header` has a log's); by default
  ///     the standard one.
  /// - Throws: ``StateConditionError`` naming the column of the first problem: a syntax error, an
  ///   unknown key, an unknown option (listing the valid ones), a value of the wrong kind, or
  ///   an ordering operator on a key that only compares for equality.
  public init(_ expression: String, menu: ChooserMenu = .standard) throws(StateConditionError) {
    self.expression = expression
    self.menu = menu
    var parser = ConditionParser(
      expression: expression, tokens: try ConditionLexer.tokens(of: expression), menu: menu)
    root = try parser.parse()
    notes = parser.notes
  }

  /// Whether the condition holds in a state.
  /// - Precondition: the state's menu is ``menu``.
  /// - Complexity: O(size of the expression), without allocating.
  public func evaluate(_ state: SessionState) -> Bool {
    root.evaluate(state)
  }

  /// The expression.
  public var description: String { expression }
}
