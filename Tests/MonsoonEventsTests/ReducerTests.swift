import MonsoonEvents
import Testing

@Suite("The reducer")
struct ReducerTests {
  private func state(on screen: Screen, seed: UInt64 = 1) throws -> SessionState {
    var state = SessionState(seed: seed)
    if screen == .detail { try SessionReducer.reduce(&state, .go) }
    return state
  }

  @Test("tap cycles a control through its choices and wraps around")
  func tapCycles() throws {
    var state = try state(on: .chooser)
    var seen: [Int] = []
    for _ in 0..<4 {
      try SessionReducer.reduce(&state, .tap(prompt: 1))
      seen.append(state.selections[1])
    }
    #expect(seen == [1, 2, 0, 1])
    #expect(state.seq == 4)
    #expect(Array(state.selections) == [0, 1, 0, 0, 0, 0])
  }

  @Test("select sets a choice directly")
  func selectSets() throws {
    var state = try state(on: .chooser)
    try SessionReducer.reduce(&state, .select(prompt: 5, option: 4))
    #expect(state.selections[5] == 4)
    #expect(state.choices[5] == Choice(promptID: "meal", option: "dinner", optionIndex: 4))
  }

  @Test("go opens the detail screen and back returns to the chooser")
  func goAndBack() throws {
    var state = try state(on: .chooser)
    try SessionReducer.reduce(&state, .go)
    #expect(state.screen == .detail)
    try SessionReducer.reduce(&state, .back)
    #expect(state.screen == .chooser)
    #expect(state.seq == 2)
  }

  @Test("nav counts taps per button", arguments: NavButton.allCases)
  func navCounts(button: NavButton) throws {
    var state = try state(on: .chooser)
    try SessionReducer.reduce(&state, .nav(button))
    try SessionReducer.reduce(&state, .nav(button))
    #expect(state.navTaps[button] == 2)
    let others = NavButton.allCases.filter { $0 != button }.map { state.navTaps[$0] }
    #expect(others == [0, 0, 0])
  }

  @Test(
    "events that are not possible on a screen are rejected and change nothing",
    arguments: [
      (Event.tap(prompt: 0), Screen.detail, "tap while on the detail screen"),
      (.select(prompt: 0, option: 1), .detail, "select while on the detail screen"),
      (.randomize, .detail, "randomize while on the detail screen"),
      (.go, .detail, "go while on the detail screen"),
      (.nav(.menu), .detail, "nav while on the detail screen"),
      (.back, .chooser, "back while on the chooser screen"),
      (.tap(prompt: 6), .chooser, "prompt 6 out of range: prompts are 0 to 5"),
      (.tap(prompt: -1), .chooser, "prompt -1 out of range: prompts are 0 to 5"),
      (.select(prompt: 9, option: 0), .chooser, "prompt 9 out of range: prompts are 0 to 5"),
      (
        .select(prompt: 1, option: 3), .chooser,
        "option 3 out of range for prompt 1: its options are 0 to 2"
      ),
      (
        .select(prompt: 1, option: -1), .chooser,
        "option -1 out of range for prompt 1: its options are 0 to 2"
      ),
      (.tap(prompt: .min), .chooser, "prompt \(Int.min) out of range: prompts are 0 to 5"),
    ])
  func rejections(event: Event, screen: Screen, message: String) throws {
    var state = try state(on: screen)
    let before = state
    do {
      try SessionReducer.reduce(&state, event)
      Issue.record("\(event) on \(screen) was applied")
    } catch {
      #expect(error.description == message)
    }
    #expect(state == before)
  }

  @Test("version 1: randomize from seed 9e3779b97f4a7c15 lands on the combinations of the reference")
  func randomizeVector() throws {
    var state = SessionState(seed: 0x9e37_79b9_7f4a_7c15, formatVersion: .version1)
    var landed: [[Int]] = []
    for _ in 0..<4 {
      try SessionReducer.reduce(&state, .randomize)
      landed.append(Array(state.selections))
    }
    #expect(
      landed == [[1, 0, 0, 0, 1, 1], [3, 1, 1, 1, 0, 1], [1, 1, 0, 1, 0, 2], [0, 0, 0, 0, 0, 3]])
  }

  @Test("version 2: randomize from seed 9e3779b97f4a7c15 lands on the combinations of the reference")
  func randomizeVectorVersion2() throws {
    var state = SessionState(seed: 0x9e37_79b9_7f4a_7c15, formatVersion: .version2)
    var landed: [[Int]] = []
    for _ in 0..<4 {
      try SessionReducer.reduce(&state, .randomize)
      landed.append(Array(state.selections))
    }
    #expect(
      landed == [[1, 2, 2, 1, 1, 1], [0, 1, 0, 0, 0, 4], [2, 2, 1, 1, 1, 0], [3, 0, 2, 0, 0, 1]])
  }

  @Test("randomize on a two-choice menu always flips, in both versions", arguments: LogFormatVersion.allCases)
  func randomizeFlips(_ version: LogFormatVersion) throws {
    let menu = try ChooserMenu(prompts: [Prompt(id: "yn", options: ["yes", "no"])])
    var state = SessionState(menu: menu, seed: 1, formatVersion: version)
    var landed: [Int] = []
    for _ in 0..<5 {
      try SessionReducer.reduce(&state, .randomize)
      landed.append(state.selections[0])
    }
    #expect(landed == [1, 0, 1, 0, 1])
  }

  @Test("version 2: a menu of two-option prompts flips every prompt at each randomize, drawing once")
  func randomizeFlipsEveryPrompt() throws {
    let menu = try ChooserMenu(prompts: (0..<8).map { Prompt(id: "p\($0)", options: ["a", "b"]) })
    var state = SessionState(menu: menu, seed: 7, formatVersion: .version2)
    for round in 1...4 {
      var generator = state.random
      _ = generator.next()
      try SessionReducer.reduce(&state, .randomize)
      #expect(Array(state.selections) == Array(repeating: round % 2, count: 8))
      #expect(state.random == generator)
    }
  }

  @Test("a rejected randomize leaves the generator untouched")
  func rejectedRandomizeKeepsGenerator() throws {
    var state = try state(on: .detail)
    let generator = state.random
    #expect(throws: Rejection.wrongScreen(.randomize, .detail)) {
      try SessionReducer.reduce(&state, .randomize)
    }
    #expect(state.random == generator)
  }

  @Test("the choices property lists every prompt with its chosen option, in order")
  func choicesProperty() throws {
    var state = try state(on: .chooser)
    try SessionReducer.reduce(&state, .select(prompt: 0, option: 2))
    try SessionReducer.reduce(&state, .tap(prompt: 1))
    #expect(
      state.choices.map { "\($0.promptID)=\($0.option)" }
        == [
          "production=small batch", "flavor=sweet", "texture=crunchy", "heat=spicy",
          "amount=a little", "meal=breakfast",
        ])
  }
}

@Suite("Randomize against the spec's formula")
struct RandomizeFormulaTests {
  @Test(
    "every choice count from 2 to 8, in every position, lands where the formula says",
    arguments: LogFormatVersion.allCases)
  func matchesFormula(_ version: LogFormatVersion) throws {
    let menus = try (2...8).map { last in
      try ChooserMenu(prompts: (0..<8).map { index in
        Prompt(id: "p\(index)", options: (0..<((index + last) % 7 + 2)).map { "c\($0)" })
      })
    }
    for (seed, menu) in menus.enumerated() {
      var state = SessionState(menu: menu, seed: UInt64(seed), formatVersion: version)
      for _ in 0..<2_000 {
        var generator = state.random
        let current = Array(state.selections)
        let expected =
          switch version {
          case .version1:
            SpecReducer.randomized(
              current, counts: menu.optionCounts,
              draw: generator.bounded(UInt64(menu.combinationCount - 1)))
          case .version2:
            SpecReducer.renewed(
              current, counts: menu.optionCounts,
              draw: generator.bounded(UInt64(menu.optionCounts.map { $0 - 1 }.reduce(1, *))))
          }
        try SessionReducer.reduce(&state, .randomize)
        #expect(Array(state.selections) == expected, "seed \(seed)")
        #expect(state.random == generator)
      }
    }
  }
}
