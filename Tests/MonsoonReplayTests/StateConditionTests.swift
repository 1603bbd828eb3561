import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Conditions")
struct StateConditionTests {
  /// The standard menu's state with these selections, screen, nav taps and seq.
  private static func state(
    _ selections: [Int] = [0, 0, 0, 0, 0, 0], screen: Screen = .chooser, menuTaps: Int = 0,
    seq: Int = 0
  ) throws -> SessionState {
    var state = SessionState(seed: 1)
    for (control, choice) in selections.enumerated() {
      try SessionReducer.reduce(&state, .select(prompt: control, option: choice))
    }
    for _ in 0..<menuTaps { try SessionReducer.reduce(&state, .nav(.menu)) }
    if screen == .detail { try SessionReducer.reduce(&state, .go) }
    let base = state.seq
    for _ in base..<max(base, seq) { try SessionReducer.reduce(&state, .nav(.search)) }
    return state
  }

  @Test(
    "expressions from the issue evaluate as written",
    arguments: [
      ("flavor=umami and screen=detail", [0, 2, 0, 0, 0, 0], Screen.detail, 0, true),
      ("flavor=umami and screen=detail", [0, 2, 0, 0, 0, 0], .chooser, 0, false),
      ("production=\"small batch\" or nav.menu>=3", [2, 0, 0, 0, 0, 0], .chooser, 0, true),
      ("production=\"small batch\" or nav.menu>=3", [1, 0, 0, 0, 0, 0], .chooser, 3, true),
      ("production=\"small batch\" or nav.menu>=3", [1, 0, 0, 0, 0, 0], .chooser, 2, false),
      ("not (meal=dinner)", [0, 0, 0, 0, 0, 4], .chooser, 0, false),
      ("not (meal=dinner)", [0, 0, 0, 0, 0, 3], .chooser, 0, true),
      ("meal != dinner", [0, 0, 0, 0, 0, 3], .chooser, 0, true),
      ("screen!=detail", [0, 0, 0, 0, 0, 0], .detail, 0, false),
    ])
  func evaluates(
    expression: String, selections: [Int], screen: Screen, menuTaps: Int, expected: Bool
  ) throws {
    let condition = try StateCondition(expression, menu: .standard)
    let state = try Self.state(selections, screen: screen, menuTaps: menuTaps)
    #expect(condition.evaluate(state) == expected)
  }

  @Test("and binds tighter than or; not binds tightest; parentheses override")
  func precedence() throws {
    let state = try Self.state([0, 1, 0, 0, 0, 0])
    let cases: [(String, Bool)] = [
      ("flavor=sweet or flavor=umami and heat=mild", true),
      ("(flavor=sweet or flavor=umami) and heat=mild", false),
      ("not flavor=sweet or heat=spicy", true),
      ("not (flavor=sweet or heat=spicy)", false),
      ("not not flavor=sweet", true),
    ]
    for (expression, expected) in cases {
      #expect(
        try StateCondition(expression, menu: .standard).evaluate(state) == expected, "\(expression)")
    }
  }

  @Test("seq and nav.* take every ordering operator")
  func orderings() throws {
    let state = try Self.state(seq: 10)
    let cases: [(String, Bool)] = [
      ("seq=10", true), ("seq!=10", false), ("seq<10", false), ("seq<=10", true),
      ("seq>9", true), ("seq>=11", false), ("nav.search>=4", true), ("nav.calendar=0", true),
      ("seq > -1", true),
    ]
    for (expression, expected) in cases {
      #expect(
        try StateCondition(expression, menu: .standard).evaluate(state) == expected, "\(expression)")
    }
  }

  @Test("a quoted key names a prompt, even one called like a built-in key, which bare is refused")
  func quotedKeys() throws {
    let menu = try ChooserMenu(prompts: [
      Prompt(id: "seq", options: ["low", "high"]), Prompt(id: "tea time", options: ["a", "b"]),
    ])
    var state = SessionState(menu: menu, seed: 1)
    try SessionReducer.reduce(&state, .tap(prompt: 0))
    #expect(
      try StateCondition("\"seq\"=high and \"tea time\"=a and nav.menu=0", menu: menu)
        .evaluate(state))
    #expect(throws: StateConditionError.self) { try StateCondition("seq=1", menu: menu) }
  }

  @Test(
    "every error names its column and says what is valid",
    arguments: [
      (
        "flavor=umamii", 8,
        "unknown option 'umamii' for flavor; did you mean 'umami'? Options: savory, sweet, umami, "
          + "or an option's index (0 to 2)"
      ),
      (
        "flavour=umami", 1,
        "unknown key 'flavour'; did you mean 'flavor'? Keys: screen, seq, production, flavor, "
          + "texture, heat, amount, meal, nav.search, nav.calendar, nav.compass, nav.menu, or a "
          + "prompt's index (0 to 5)"
      ),
      ("nav.home>1", 1, "unknown nav button 'home'; buttons: search, calendar, compass, menu"),
      ("screen=list", 8, "unknown screen 'list'; screens: chooser, detail"),
      ("flavor<umami", 7, "'<' orders only seq and nav.*; flavor compares with = or !="),
      ("screen>=detail", 7, "'>=' orders only seq and nav.*; screen compares with = or !="),
      ("seq=ten", 5, "seq compares with an integer, found 'ten'"),
      ("nav.menu>=\"3\"", 11, "nav.menu compares with an integer, found '3'"),
      ("", 1, "expected a key, '(' or 'not', found the end of the expression"),
      (
        "flavor", 7,
        "expected an operator (=, !=, <, <=, >, >=) after 'flavor', "
          + "found the end of the expression"
      ),
      ("flavor=", 8, "expected a value after '=', found the end of the expression"),
      ("flavor=sweet and", 17, "expected a key, '(' or 'not', found the end of the expression"),
      (
        "(flavor=sweet", 14,
        "expected ')' to close the '(' at column 1, found the end of the expression"
      ),
      ("flavor=sweet)", 13, "')' without a matching '('"),
      (
        "production=small batch", 12,
        "a value with spaces needs quotes: write \"small batch\""
      ),
      ("flavor=sweet heat=mild", 14, "expected 'and', 'or' or the end, found 'heat'"),
      ("meal=dinner x y", 6, "a value with spaces needs quotes: write \"dinner x y\""),
      ("flavor=\"sweet", 8, "unterminated string: no closing '\"'"),
      ("flavor!sweet", 7, "expected '!=': '!' alone is not an operator (use 'not')"),
      ("or flavor=sweet", 1, "expected a key, '(' or 'not', found 'or'"),
      ("flavor==sweet", 7, "write '=' instead of '==': one equals sign compares"),
    ])
  func errors(expression: String, column: Int, message: String) {
    #expect(throws: StateConditionError(expression: expression, column: column, message: message)) {
      try StateCondition(expression, menu: .standard)
    }
  }

  @Test("the pointer puts a caret under the column")
  func pointer() throws {
    let error = try #require(throws: StateConditionError.self) {
      try StateCondition("flavor=umamii", menu: .standard)
    }
    #expect(error.pointer() == "  flavor=umamii\n         ^")
    #expect(error.description.hasPrefix("column 8: unknown option"))
  }

  @Test("a choice text shared by two choices matches either")
  func duplicateChoiceText() throws {
    let menu = try ChooserMenu(prompts: [Prompt(id: "p", options: ["x", "y", "x"])])
    var state = SessionState(menu: menu, seed: 1)
    let condition = try StateCondition("p=x", menu: menu)
    #expect(condition.evaluate(state))
    try SessionReducer.reduce(&state, .tap(prompt: 0))
    #expect(!condition.evaluate(state))
    try SessionReducer.reduce(&state, .tap(prompt: 0))
    #expect(condition.evaluate(state))
  }
}
