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

  /// The timeline's JSON lines, as `timeline --format json` writes them (`TimelineJSONWriter`).
  private func jsonLines(
    _ text: String, mode: ReplayMode = .strict, skipping skips: SkipList = .none
  ) throws -> [String] {
    try LogFixtures.timelineJSONLines(text, mode: mode, skipping: skips)
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
    let json = try jsonLines(LogFixtures.short)
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
        .applied([
          FieldChange(
            name: "meal", isChoice: true, before: .text("breakfast"), after: .text("dinner"))
        ]),
      ])
    #expect(found[0].text(menu: .standard).hasSuffix("rejected: back while on the chooser screen"))
    #expect(found[0].text(menu: .standard).contains("        -  back"))
    #expect(
      try jsonLines(log, mode: .lenient)[0] == "{\"seq\":1,\"event\":{\"type\":\"back\"},"
        + "\"rejected\":\"back while on the chooser screen\",\"changes\":{}}")
  }

  @Test("a rejected line whose t is before the first event's shows a time before it, not a crash")
  func timeBeforeTheFirst() throws {
    // Lenient replay rejects the lines whose `t` went back, and shows where they lie: 1.5 s,
    // 0.001 s and 12.05 s before the first event (such a line's text once stopped the tool).
    let log = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"t":20000,"type":"go"}
      {"seq":2,"t":18500,"type":"back"}
      {"seq":3,"t":19999,"type":"back"}
      {"seq":4,"t":7950,"type":"back"}
      {"seq":5,"t":21250,"type":"back"}

      """
    let found = try entries(log, mode: .lenient)
    #expect(found.map(\.elapsed) == [0, -1_500, -1, -12_050, 1_250])
    let times = found.map { $0.text(menu: .standard).split(separator: " ")[1] }
    #expect(times == ["+0.000s", "-1.500s", "-0.001s", "-12.050s", "+1.250s"])
    #expect(try jsonLines(log, mode: .lenient)[1].contains("\"elapsed_ms\":-1500"))
  }

  @Test("seconds with three decimals, either side of zero")
  func secondsText() {
    #expect(MillisecondsText.seconds(0) == "0.000")
    #expect(MillisecondsText.seconds(33_050) == "33.050")
    #expect(MillisecondsText.seconds(-7) == "-0.007")
    #expect(MillisecondsText.seconds(-1_000) == "-1.000")
    #expect(MillisecondsText.seconds(Int.min) == "-9223372036854775.808")
  }

  @Test("a skipped event shows as skipped and the next is replayed in its place")
  func skipped() throws {
    let found = try entries(LogFixtures.short, skipping: try SkipList(parsing: "2-3"))
    #expect(found.map(\.record.seq) == [1, 2, 3, 4])
    #expect(found.map(\.status)[1...2] == [.skipped, .skipped])
    #expect(
      found[3].status
        == .applied([FieldChange(name: "nav.menu", before: .number(0), after: .number(1))]))
    #expect(
      try jsonLines(LogFixtures.short, skipping: try SkipList(parsing: "2-3"))[1]
        .contains("\"skipped\":true"))
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
