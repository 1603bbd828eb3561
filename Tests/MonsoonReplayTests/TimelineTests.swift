import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Timeline")
struct TimelineTests {
  private func entries(
    _ text: String, mode: ReplayMode = .strict, skipping skips: SkipList = .none
  ) throws -> [SessionTimelineEntry] {
    var timeline = SessionTimeline()
    return try LogFixtures.steps(text, mode: mode, skipping: skips).compactMap {
      timeline.entry(for: $0.step, from: $0.before, to: $0.state)
    }
  }

  @Test("each event shows its time since the first and what it changed")
  func textLines() throws {
    let lines = try entries(LogFixtures.short).map { $0.text(menu: .standard) }
    #expect(
      lines == [
        "    1     +0.000s  tap flavor                flavor: savory -> sweet",
        "    2     +0.500s  go                        screen: chooser -> detail",
        "    3     +3.000s  back                      screen: detail -> chooser",
        "    4     +3.250s  nav menu                  nav.menu: 0 -> 1",
      ])
  }

  @Test("json gives seq, t, elapsed, the event and its changes")
  func jsonLines() throws {
    let json = try entries(LogFixtures.short).map(\.json)
    #expect(
      json[0]
        == "{\"seq\":1,\"t\":1000,\"elapsed_ms\":0,\"event\":{\"type\":\"tap\",\"control\":1},"
        + "\"changes\":{\"flavor\":{\"from\":\"savory\",\"to\":\"sweet\"}}}")
    #expect(json[3].hasSuffix("\"changes\":{\"nav.menu\":{\"from\":0,\"to\":1}}}"))
  }

  @Test("with --lenient a rejected event shows as rejected with its reason")
  func rejected() throws {
    let log = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"back"}
      {"seq":2,"type":"select","control":5,"choice":4}

      """
    let found = try entries(log, mode: .lenient)
    #expect(
      found.map(\.status) == [
        .rejected("back while on the chooser screen"),
        .applied([FieldChange(name: "meal", before: .text("breakfast"), after: .text("dinner"))]),
      ])
    #expect(found[0].text(menu: .standard).hasSuffix("rejected: back while on the chooser screen"))
    #expect(found[0].text(menu: .standard).contains("        -  back"))
    #expect(
      found[0].json == "{\"seq\":1,\"event\":{\"type\":\"back\"},"
        + "\"rejected\":\"back while on the chooser screen\",\"changes\":{}}")
  }

  @Test("a skipped event shows as skipped and the next is replayed in its place")
  func skipped() throws {
    let found = try entries(LogFixtures.short, skipping: try SkipList(parsing: "2-3"))
    #expect(found.map(\.record.seq) == [1, 2, 3, 4])
    #expect(found.map(\.status)[1...2] == [.skipped, .skipped])
    #expect(
      found[3].status
        == .applied([FieldChange(name: "nav.menu", before: .number(0), after: .number(1))]))
    #expect(found[1].json.contains("\"skipped\":true"))
    #expect(found[1].text(menu: .standard).hasSuffix("go                        skipped"))
  }

  @Test("events are named with the menu's prompts and options")
  func words() {
    let menu = ChooserMenu.standard
    #expect(Event.select(prompt: 5, option: 4).words(menu: menu) == "select meal = dinner")
    #expect(Event.select(prompt: 5, option: 9).words(menu: menu) == "select meal option 9")
    #expect(Event.tap(prompt: 9).words(menu: menu) == "tap prompt 9")
    #expect(Event.nav(.compass).words(menu: menu) == "nav compass")
    #expect(Event.randomize.words(menu: menu) == "randomize")
  }
}
