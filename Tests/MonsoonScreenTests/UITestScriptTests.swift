import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("A log as a UI test performs it (monsoon-replay xcuitest)")
struct UITestScriptTests {
  private static func script(
    _ log: String, mode: ReplayMode = .strict, selects: UITestStep.SelectPerforming = .byTaps,
    lineLimit: Int = UITestScript.maximumLineCount,
    sourceLimit: Int = UITestScript.maximumSourceBytes, warnings: inout [LogProblem]
  ) throws(UITestScriptError) -> UITestScript {
    let reader: LogReader
    do {
      reader = try LogReader(MemoryByteSource(log))
    } catch {
      throw .log(error)
    }
    return try UITestScript(
      reader, mode: mode, selects: selects, lineLimit: lineLimit, sourceLimit: sourceLimit
    ) { warnings.append($0) }
  }

  private static func script(
    _ log: String, mode: ReplayMode = .strict, selects: UITestStep.SelectPerforming = .byTaps
  ) throws(UITestScriptError) -> UITestScript {
    var warnings: [LogProblem] = []
    return try script(log, mode: mode, selects: selects, warnings: &warnings)
  }

  @Test("the sample: a step per event in order, each select as the taps that reach it")
  func sample() throws {
    let script = try Self.script(SampleSession.log)
    let steps = script.steps
    #expect(steps.map(\.seq) == Array(1...20))
    #expect(steps.map(\.line) == Array(2...21))
    #expect(steps[0].words == "tap flavor" && steps[0].note == nil)
    #expect(steps[0].actions == [.tap(.ring(prompt: 1), times: 1)])
    #expect(steps[0].checks == [.value(.ring(prompt: 1), "sweet")])
    #expect(steps[3].actions == [.tap(.button(.search), times: 1)])
    #expect(steps[3].checks == [.value(.button(.search), "1")])
    // meal: breakfast (0) to dinner (4) of five options: four taps on.
    #expect(steps[4].words == "select meal = dinner")
    #expect(steps[4].note == "as 4 taps on its ring")
    #expect(steps[4].actions == [.tap(.ring(prompt: 5), times: 4)])
    // texture is mushy already at seq 19: nothing to tap, the ring still asserted.
    #expect(steps[18].note == "chosen already: nothing to tap" && steps[18].actions.isEmpty)
    #expect(steps[18].checks == [.value(.ring(prompt: 2), "mushy")])
    // Randomize at seq 6 changes flavor, texture, amount and meal, and nothing else.
    #expect(
      steps[5].checks.map(\.element) == [1, 2, 4, 5].map { ScreenElement.ring(prompt: $0) })
    #expect(steps[11].actions == [.tap(.button(.back), times: 1)])
    #expect(steps[11].checks == [.shown(.button(.go))])
    let final = try SampleStates.state(at: 20)
    #expect(script.finalState == final)
    #expect(
      script.finalChecks
        == ChoicesAnnouncement.rows(final).enumerated().map {
          .label(.choiceRow(prompt: $0.offset), $0.element)
        })
    #expect(script.finalChecks.first == .label(.choiceRow(prompt: 0), "production, one of a kind"))
    // The sample is a version-1 log: the app records under version 1's rules.
    #expect(
      script.launchOptions.arguments
        == ["-MonsoonSeed", "5eed5a1ad", "-MonsoonShareOnMenu", "NO", "-MonsoonLogVersion", "1"])
  }

  @Test("a log of the current version launches without -MonsoonLogVersion, as before it existed")
  func currentVersionLaunchesAsBefore() throws {
    let log = """
      {"monsoon":2,"seed":"2a"}
      {"seq":1,"type":"randomize"}

      """
    let script = try Self.script(log)
    #expect(script.launchOptions.logVersion == nil)
    #expect(script.launchOptions.arguments == ["-MonsoonSeed", "2a", "-MonsoonShareOnMenu", "NO"])
    let source = try script.swiftSource(className: "CurrentUITests", logName: "current.jsonl")
    #expect(!source.contains("MonsoonLogVersion"))
    let older = try Self.script(
      """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"randomize"}

      """)
    #expect(older.launchOptions.logVersion == .version1)
    #expect(
      try older.swiftSource(className: "OlderUITests", logName: "older.jsonl")
        .contains(#""-MonsoonLogVersion", "1","#))
  }

  @Test("without taps allowed, the first select is refused with its line and the taps it needs")
  func selectRefused() {
    #expect(
      throws: UITestScriptError.selectNotPerformable(
        line: 6, seq: 5, words: "select meal = dinner", taps: 4)
    ) {
      try Self.script(SampleSession.log, selects: .refused)
    }
    let error = UITestScriptError.selectNotPerformable(
      line: 6, seq: 5, words: "select meal = dinner", taps: 4)
    #expect(error.line == 6)
    #expect(error.description.contains("--select-by-taps performs it as 4 taps on its ring"))
    let tapsOnly = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"tap","control":0}
      {"seq":2,"type":"go"}

      """
    #expect(throws: Never.self) { try Self.script(tapsOnly, selects: .refused) }
  }

  @Test("a log that ends on the chooser ends by asserting every ring; an empty log too")
  func endsOnChooser() throws {
    let log = """
      {"monsoon":1,"seed":"2a","prompts":[{"id":"x","choices":["yes","no"]}]}
      {"seq":1,"type":"nav","button":"calendar"}
      {"seq":2,"type":"select","control":0,"choice":1}

      """
    let script = try Self.script(log)
    #expect(script.steps.count == 2)
    #expect(script.finalChecks == [.value(.ring(prompt: 0), "no")])
    #expect(script.launchOptions.menu == script.header.customMenu)
    let empty = try Self.script("{\"monsoon\":1,\"seed\":\"2a\"}\n")
    #expect(empty.entries.isEmpty)
    #expect(empty.finalChecks.count == 6)
  }

  @Test("lenient: each bad line is a skipped entry, warned once; strict stops at the first")
  func lenientSkips() throws {
    let log = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"tap","control":1,"sel":[0,1,0,0,0,0]}
      {"seq":2,"type":"tap","control":1,"sel":[0,1,0,0,0,0]}
      {"seq":3,"type":"back","sel":[0,1,0,0,0,0]}
      not json
      {"seq":4,"type":"go","sel":[0,1,0,0,0,0]}

      """
    var warnings: [LogProblem] = []
    let script = try Self.script(log, mode: .lenient, warnings: &warnings)
    #expect(warnings.map(\.line) == [3, 4, 5])
    let skipped = script.entries.compactMap { entry -> Int? in
      guard case .skipped(let problem) = entry else { return nil }
      return problem.line
    }
    #expect(skipped == [3, 4, 5])
    #expect(script.steps.map(\.seq) == [1, 4])
    #expect(script.finalState.screen == .detail)
    #expect(throws: UITestScriptError.self) { try Self.script(log) }
    do throws(UITestScriptError) {
      _ = try Self.script(log)
    } catch {
      #expect(error.line == 3)
      #expect(error.description.contains("diverged"))
    }
  }

  @Test("more event lines than the limit are refused at the first one too many")
  func tooLong() throws {
    #expect(UITestScript.maximumLineCount == 1_000)
    let events = (1...4).map { "{\"seq\":\($0),\"type\":\"nav\",\"button\":\"menu\"}" }
    let log = "{\"monsoon\":1,\"seed\":\"2a\"}\n" + events.joined(separator: "\n") + "\n"
    var warnings: [LogProblem] = []
    #expect(try Self.script(log, lineLimit: 4, warnings: &warnings).steps.count == 4)
    #expect(throws: UITestScriptError.tooLong(line: 5, limit: 3)) {
      try Self.script(log, lineLimit: 3, warnings: &warnings)
    }
  }

  @Test("a script whose texts pass the source limit stops at that event, before holding more")
  func scriptPastSourceLimit() throws {
    #expect(UITestScript.maximumSourceBytes == 16 << 20)
    let steps = try Self.script(SampleSession.log).steps
    let texts = steps.map(\.textByteCount).reduce(0, +)
    var warnings: [LogProblem] = []
    let fits = try Self.script(SampleSession.log, sourceLimit: texts, warnings: &warnings)
    #expect(fits.steps == steps)
    #expect(throws: UITestScriptError.tooLarge(line: 21, limit: texts - 1)) {
      try Self.script(SampleSession.log, sourceLimit: texts - 1, warnings: &warnings)
    }
    // The texts of the first two events only.
    let two = steps[0].textByteCount + steps[1].textByteCount
    #expect(throws: UITestScriptError.tooLarge(line: 4, limit: two)) {
      try Self.script(SampleSession.log, sourceLimit: two, warnings: &warnings)
    }
  }

  @Test("the source is written up to its limit: one byte more is refused at the event past it")
  func sourcePastLimit() throws {
    let script = try Self.script(SampleSession.log)
    let source = try script.swiftSource(className: "SampleUITests", logName: "s.jsonl")
    let size = source.utf8.count
    #expect(size > script.steps.map(\.textByteCount).reduce(0, +))
    let whole = try script.swiftSource(className: "SampleUITests", logName: "s.jsonl", limit: size)
    #expect(whole == source)
    // The helper at the end passes it: the last event's line.
    #expect(throws: UITestScriptError.tooLarge(line: 21, limit: size - 1)) {
      try script.swiftSource(className: "SampleUITests", logName: "s.jsonl", limit: size - 1)
    }
    // Passed within the 3rd event's lines (seq 3, line 4).
    let third = try #require(source.range(of: "    // seq 3, line 4:"))
    let limit = source.utf8.distance(from: source.startIndex, to: third.lowerBound) + 10
    #expect(throws: UITestScriptError.tooLarge(line: 4, limit: limit)) {
      try script.swiftSource(className: "SampleUITests", logName: "s.jsonl", limit: limit)
    }
  }

  /// Performs a step's actions on a model of the screen: a ring's tap and each button as the
  /// screen records them (`ChooserAction`), through the reducer.
  private static func perform(_ step: UITestStep, on state: inout SessionState) throws {
    for case .tap(let element, let times) in step.actions {
      for _ in 0..<times {
        let action: ChooserAction =
          switch element {
          case .ring(let prompt):
            .choose(
              prompt: prompt, option: RingAccessibility(prompt: prompt, in: state)?.nextOption ?? 0)
          case .button(.randomize): .randomize
          case .button(.go): .go
          case .button(.back): .back
          case .button(let button):
            .nav(try #require(NavButton.allCases.first { ScreenButton($0) == button }))
          case .choiceRow: throw Rejection.wrongScreen(.tap, state.screen)
          }
        try SessionReducer.reduce(&state, action.event(in: state))
      }
    }
  }

  /// What the screen shows of `element` in `state`: a ring's value, a navigation button's
  /// badge, a row's label; `nil` when it is not on the screen.
  private static func shown(_ element: ScreenElement, in state: SessionState) -> String? {
    switch element {
    case .ring(let prompt):
      return state.screen == .chooser ? RingAccessibility(prompt: prompt, in: state)?.value : nil
    case .button(let button):
      guard let nav = NavButton.allCases.first(where: { ScreenButton($0) == button }) else {
        return (button == .back) == (state.screen == .detail) ? "" : nil
      }
      return state.screen == .chooser ? NavBadge.text(count: state.navTaps[nav]) ?? "" : nil
    case .choiceRow(let prompt):
      let rows = ChoicesAnnouncement.rows(state)
      return state.screen == .detail && rows.indices.contains(prompt) ? rows[prompt] : nil
    }
  }

  @Test("200 random sessions on a model screen: taps reach each state, checks hold and cover it")
  func generatedSessions() throws {
    for seed in UInt64(1)...200 {
      let menu = seed % 4 == 0 ? .standard : MenuGenerator.menu(seed: seed &* 7)
      let generated = SessionGenerator.log(seed: seed, menu: menu, events: 30)
      let log = generated.text
      let script = try Self.script(log)
      var model = generated.header.initialState
      var replayer = LogReplayer(header: generated.header, mode: .strict)
      let failure = Comment(rawValue: "seed \(seed), log:\n\(log)")
      func at(_ step: UITestStep) -> Comment {
        Comment(rawValue: "seq \(step.seq) of seed \(seed), log:\n\(log)")
      }
      for (step, record) in zip(script.steps, generated.records) {
        let before = model
        try Self.perform(step, on: &model)
        try replayer.apply(record)
        #expect(model.selections == replayer.state.selections, failure)
        #expect(model.screen == replayer.state.screen, failure)
        #expect(model.navTaps == replayer.state.navTaps, failure)
        for check in step.checks {
          switch check {
          case .value(let element, let text), .label(let element, let text):
            #expect(Self.shown(element, in: model) == text, at(step))
          case .shown(let element):
            #expect(Self.shown(element, in: model) != nil, at(step))
          }
        }
        // Every value the event changed on the screen it stays on is checked; a screen that
        // moves in is checked as a whole: every row of the detail screen, Go of the chooser.
        let checked = Set(step.checks.map(\.element))
        switch (before.screen, model.screen) {
        case (.chooser, .detail):
          #expect(Set(ScreenElement.detail(menu: menu).dropLast()) == checked, at(step))
        case (.detail, .chooser):
          #expect(checked == [.button(.go)], at(step))
        default:
          let changed = ScreenElement.chooser(menu: menu).filter {
            Self.shown($0, in: before) != Self.shown($0, in: model)
          }
          #expect(Set(changed) == checked || step.words.hasPrefix("select"), at(step))
          #expect(changed.allSatisfy(checked.contains), at(step))
        }
      }
      #expect(script.steps.count == 30, failure)
      for check in script.finalChecks {
        guard case .value(let element, let text) = check else {
          guard case .label(let element, let text) = check else { continue }
          #expect(Self.shown(element, in: model) == text, failure)
          continue
        }
        #expect(Self.shown(element, in: model) == text, failure)
      }
    }
  }

  @Test("text from a log cannot break out of a string literal or a comment")
  func swiftText() {
    #expect(SwiftText.literal(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
    #expect(
      SwiftText.literal("a\nb\r\u{202E}c\u{200D}d\u{2028}")
        == #""a\u{a}b\u{d}\u{202e}c\u{200d}d\u{2028}""#)
    #expect(SwiftText.literal("ça 🌶️ مرحبا") == "\"ça 🌶\u{FE0F} مرحبا\"")
    #expect(SwiftText.comment("x\n}\nfunc evil() {") == #"x\u{a}}\u{a}func evil() {"#)
    #expect(SwiftText.comment("tab\there") == #"tab\u{9}here"#)
  }

  @Test("the class name must be a Swift type name, no keyword, and no name the file uses")
  func typeNames() {
    for name in ["MonsoonReplayUITests", "Repro2UITests", "A", "A_b", "ReplayedScreen", "Error"] {
      #expect(UITestScript.classNameProblem(name) == nil, "\(name)")
    }
    for name in ["", "repro", "class", "2Repro", "Repro-UITests", "Repro UITests", "Ça", "_X"] {
      #expect(
        UITestScript.classNameProblem(name)?.hasPrefix("expected a type name") == true, "\(name)")
    }
    for name in ["Self", "Any", "Type", "Protocol"] {
      #expect(UITestScript.classNameProblem(name)?.hasPrefix("a Swift keyword") == true)
    }
    for name in ["XCTestCase", "String", "MainActor", "XCUIApplication", "XCTest"] {
      #expect(UITestScript.classNameProblem(name)?.hasPrefix("a name the test") == true)
    }
  }
}

extension UITestStep.Check {
  /// The element the check is about.
  fileprivate var element: ScreenElement {
    switch self {
    case .value(let element, _), .label(let element, _), .shown(let element): element
    }
  }
}
