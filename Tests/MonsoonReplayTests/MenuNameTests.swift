import MonsoonEvents
@testable import MonsoonReplay
import Testing

/// The names grammar (docs/names.md): exact, then a unique case-insensitive match, then an
/// index; text wins over an index with a note; the same in conditions and recorder commands.
@Suite("Names grammar")
struct MenuNameTests {
  /// A menu whose names collide every way the grammar settles: options "1" and "0", ids
  /// "Flavor" and "flavor", and a prompt named like the built-in key `screen`.
  static let menu: ChooserMenu = {
    do {
      return try ChooserMenu(prompts: [
        Prompt(id: "Flavor", options: ["1", "0", "Sweet"]),
        Prompt(id: "flavor", options: ["a", "b"]),
        Prompt(id: "screen", options: ["chooser", "detail"]),
      ])
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  @Test(
    "a prompt: exact, then unique case-insensitive, then index",
    arguments: zip(["Flavor", "flavor", "SCREEN", "0", "2", "7"], [0, 1, 2, 0, 2, 7]))
  func prompts(word: String, index: Int) throws {
    let match = try MenuName.prompts(of: Self.menu).resolve(word)
    #expect(match.index == index)
    #expect(match.byText == !word.allSatisfy(\.isNumber))
    #expect(match.note == nil)
  }

  @Test("ids that differ only in case: a third spelling is ambiguous, not a guess")
  func ambiguousCase() throws {
    let prompts = MenuName.prompts(of: Self.menu)
    #expect(
      throws: MenuNameError.ambiguous("FLAVOR", kinds: "prompts", matches: ["Flavor", "flavor"])
    ) {
      try prompts.resolve("FLAVOR")
    }
    #expect(
      throws: MenuNameError.unknown(
        "taste", kinds: "prompts", known: ["Flavor", "flavor", "screen"])
    ) {
      try MenuName.prompts(of: Self.menu).resolve("taste")
    }
  }

  @Test("options \"1\" and \"0\": text wins over an index, with a note naming the index")
  func textWinsOverIndex() throws {
    let options = MenuName.options(of: Self.menu.prompts[0])
    let one = try options.resolve("1")
    #expect(one.indices == [0])
    #expect(
      one.note
        == "'1' names option 0 of Flavor ('1') by its text, not option 1 ('0') by index: "
        + "text wins over an index")
    #expect(try options.resolve("0").indices == [1])
    #expect(try options.resolve("0").note != nil)
    #expect(try options.resolve("2").indices == [2])
    #expect(try options.resolve("2").note == nil)
    #expect(try options.resolve("sweet").indices == [2])
  }

  @Test("conditions name prompts and options by the grammar, with its notes")
  func conditions() throws {
    var state = SessionState(menu: Self.menu, seed: 1)
    try SessionReducer.reduce(&state, .select(prompt: 0, option: 1))
    let byText = try StateCondition("Flavor=0", menu: Self.menu)
    #expect(byText.evaluate(state))
    #expect(byText.notes.count == 1)
    #expect(try StateCondition("Flavor=1", menu: Self.menu).evaluate(state) == false)
    #expect(try StateCondition("0=0 and 1=A and SCREEN=chooser", menu: Self.menu).evaluate(state))
    #expect(try StateCondition("\"screen\"=chooser", menu: Self.menu).evaluate(state))
    #expect(try StateCondition("Flavor=sweet", menu: Self.menu).notes.isEmpty)
  }

  /// Conditions the grammar refuses, and why.
  static let refusedConditions: [(expression: String, message: String)] = [
    (
      "screen=detail",
      "'screen' is both a built-in key and the prompt 'screen' of this menu; write "
        + "\"screen\" (quoted) for the prompt"
    ),
    (
      "FLAVOR=a",
      "'FLAVOR' matches the prompts 'Flavor' and 'flavor' but for letter case; write one "
        + "exactly"
    ),
    (
      "Flavor=7",
      "unknown option '7' for Flavor; options: 1, 0, Sweet, or an option's index (0 to 2)"
    ),
    (
      "3=a",
      "unknown key '3'; keys: screen, seq, Flavor, flavor, \"screen\", nav.search, "
        + "nav.calendar, nav.compass, nav.menu, or a prompt's index (0 to 2)"
    ),
  ]

  @Test(
    "conditions refuse a bare built-in key that is a prompt, a case-ambiguous name, a bad index",
    arguments: refusedConditions)
  func conditionErrors(refused: (expression: String, message: String)) {
    #expect(throws: StateConditionError.self) {
      try StateCondition(refused.expression, menu: Self.menu)
    }
    do {
      _ = try StateCondition(refused.expression, menu: Self.menu)
    } catch {
      #expect(error.message == refused.message)
    }
  }

  @Test(
    "recorder commands name prompts and options by the same grammar",
    arguments: zip(
      ["select Flavor 1", "select Flavor 0", "select 0 1", "tap SCREEN", "select flavor B"],
      [
        (Event.select(prompt: 0, option: 0), 1), (.select(prompt: 0, option: 1), 1),
        (.select(prompt: 0, option: 0), 1), (.tap(prompt: 2), 0),
        (.select(prompt: 1, option: 1), 0),
      ]))
  func recorder(line: String, expected: (event: Event, notes: Int)) throws {
    let command = try EventCommand(parsing: line, menu: Self.menu)
    #expect(command.event == expected.event)
    #expect(command.notes.count == expected.notes)
  }

  @Test("a recorder command naming a prompt but for case among two is refused")
  func recorderAmbiguous() {
    #expect(
      throws: EventCommandError.ambiguousName(
        .ambiguous("FLAVOR", kinds: "prompts", matches: ["Flavor", "flavor"]))
    ) {
      try EventCommand(parsing: "tap FLAVOR", menu: Self.menu)
    }
  }
}
