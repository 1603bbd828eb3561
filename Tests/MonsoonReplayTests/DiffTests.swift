import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Diff")
struct DiffTests {
  private func diff(_ a: String, _ b: String, skippingInB skips: SkipList = .none) throws
    -> LogDifference?
  {
    var cursorA = ReplayCursor(reader: try LogFixtures.reader(a), mode: .strict)
    var cursorB = ReplayCursor(reader: try LogFixtures.reader(b), mode: .strict, skipping: skips)
    return try LogDiff.firstDifference(&cursorA, &cursorB) { _, _ in }
  }

  private let base = LogFixtures.short

  @Test("a log equals itself at every step")
  func equal() throws {
    #expect(try diff(base, base) == nil)
  }

  @Test("the first differing step and its fields on each side")
  func differs() throws {
    let other = base.replacingOccurrences(of: "\"button\":\"menu\"", with: "\"button\":\"search\"")
    let difference = try #require(try diff(base, other))
    #expect(difference.seq == 4)
    #expect(difference.ended == nil)
    #expect(
      difference.changes == [
        FieldChange(name: "nav.search", before: .number(0), after: .number(1)),
        FieldChange(name: "nav.menu", before: .number(1), after: .number(0)),
      ])
    #expect(
      difference.json == "{\"seq\":4,\"a\":{\"nav.search\":0,\"nav.menu\":1},"
        + "\"b\":{\"nav.search\":1,\"nav.menu\":0}}")
    #expect(difference.text.hasPrefix("first difference after seq 4\n  field       A  B\n"))
  }

  /// A log header with a prompt named like the built-in key `screen`.
  private static let screenPromptHeader =
    #"{"monsoon":2,"seed":"1","prompts":[{"id":"screen","choices":["chooser","detail"]},"#
    + #"{"id":"meal","choices":["lunch","dinner"]}]}"#

  @Test("a prompt named screen: its choice is under \"choices\", never a second screen key")
  func promptNamedLikeABuiltInKey() throws {
    let wentOn = Self.screenPromptHeader + "\n" + #"{"seq":1,"type":"go"}"# + "\n"
    let selected =
      Self.screenPromptHeader + "\n" + #"{"seq":1,"type":"select","control":0,"choice":1}"#
      + "\n"
    let difference = try #require(try diff(wentOn, selected))
    #expect(
      difference.json
        == #"{"seq":1,"a":{"screen":"detail","choices":{"screen":"chooser"}},"#
        + #""b":{"screen":"chooser","choices":{"screen":"detail"}}}"#)
    #expect(
      difference.text.hasSuffix(
        """
          screen    detail   chooser
          "screen"  chooser  detail
        """))
  }

  @Test("states of two menus: a prompt named screen is compared with no one's screen")
  func acrossMenus() throws {
    var custom = try LogFixtures.reader(Self.screenPromptHeader + "\n").header.initialState
    try SessionReducer.reduce(&custom, .go)
    let changes = SessionState(seed: 1).changes(to: custom, includingBookkeeping: false)
    #expect(
      changes.contains(
        FieldChange(name: "screen", before: .text("chooser"), after: .text("detail"))))
    #expect(
      changes.contains(
        FieldChange(name: "screen", isChoice: true, before: nil, after: .text("chooser"))))
  }

  @Test("another seed differs at seq 0, in the generator's state")
  func otherSeed() throws {
    let other = base.replacingOccurrences(of: "\"seed\":\"2a\"", with: "\"seed\":\"2b\"")
    let difference = try #require(try diff(base, other))
    #expect(difference.seq == 0)
    #expect(difference.changes.map(\.name) == ["rng"])
  }

  @Test("a shorter log differs at the first seq it lacks")
  func shorter() throws {
    let shorter = base.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
    let difference = try #require(try diff(shorter, base))
    #expect(difference.seq == 3)
    #expect(difference.ended == .a)
    #expect(difference.changes.map(\.name) == ["seq", "screen"])
    #expect(difference.json.hasSuffix(",\"ended\":\"a\"}"))
  }

  @Test("skipping in B shows what the skipped event changed downstream")
  func skipping() throws {
    let difference = try #require(try diff(base, base, skippingInB: try SkipList(parsing: "1")))
    #expect(difference.seq == 1)
    #expect(difference.changes.first?.name == "screen")
  }

  @Test("a problem is reported with the log it is in")
  func problemSide() throws {
    let bad = base.replacingOccurrences(of: "\"seq\":3", with: "\"seq\":7")
    let failure = try #require(throws: LogDiff.Failure.self) { try diff(base, bad) }
    #expect(failure.side == .b)
    #expect(failure.problem.line == 4)
  }
}

@Suite("State changes")
struct StateChangeTests {
  @Test("across menus, a prompt only one side has shows as absent on the other")
  func acrossMenus() throws {
    let custom = try ChooserMenu(prompts: [
      Prompt(id: "seq", options: ["low", "high"]), Prompt(id: "flavor", options: ["a", "b"]),
    ])
    let standard = SessionState(seed: 1)
    let other = SessionState(menu: custom, seed: 1)
    let changes = standard.changes(to: other, includingBookkeeping: false)
    func choice(_ name: String, _ before: String?, _ after: String?) -> FieldChange {
      FieldChange(
        name: name, isChoice: true, before: before.map(FieldValue.text),
        after: after.map(FieldValue.text))
    }
    #expect(changes.first == choice("production", "one of a kind", nil))
    #expect(changes.contains(choice("flavor", "savory", "a")))
    #expect(changes.contains(choice("meal", "breakfast", nil)))
    #expect(changes.last == choice("seq", nil, "low"))
  }

  @Test("a prompt named like a bookkeeping field still shows its change")
  func promptNamedSeq() throws {
    let menu = try ChooserMenu(prompts: [Prompt(id: "rng", options: ["x", "y"])])
    var state = SessionState(menu: menu, seed: 1)
    let before = state
    try SessionReducer.reduce(&state, .tap(prompt: 0))
    #expect(
      before.changes(to: state, includingBookkeeping: false)
        == [FieldChange(name: "rng", isChoice: true, before: .text("x"), after: .text("y"))])
    #expect(before.changes(to: state).map(\.name) == ["seq", "rng"])
  }
}
