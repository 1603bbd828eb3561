import Testing

@testable import MonsoonEvents
@testable import MonsoonTestKit

@Suite("Session test store")
struct SessionTestStoreTests {
  private func text(_ issue: Issue?) -> String {
    issue?.comments.map(\.rawValue).joined(separator: "\n") ?? "(no issue)"
  }

  @Test("a session described exactly, step by step, records no issue")
  func exhaustiveSessionPasses() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 0x5eed)
      store.send(.tap(prompt: 1)) { $0[prompt: "flavor"] = "sweet" }
      store.send(.select(prompt: 5, option: 4)) { $0.selections[5] = 4 }
      store.send(.randomize) {
        $0.selections = [3, 0, 2, 1, 1, 0]
      }
      store.send(.nav(.compass)) { $0.navTaps.compass = 1 }
      store.send(.go) { $0.screen = .detail }
      store.send(.tap(prompt: 0), rejectedBecause: .wrongScreen(.tap, .detail))
      store.send(.back) { $0.screen = .chooser }
      store.send(
        .select(prompt: 9, option: 0),
        rejectedBecause: .promptOutOfRange(prompt: 9, promptCount: 6))
      store.send(.select(prompt: 2, option: 2))
      #expect(store.state.seq == 7)
    }
    #expect(recorded.isEmpty, "\(recorded.map { text($0) })")
  }

  @Test("an unasserted change is a -/+ diff of the state, with context, at the send's line")
  func unassertedChange() async {
    let line = #line + 3
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.tap(prompt: 1))
    }
    #expect(recorded.count == 1)
    #expect(
      text(recorded.first) == """
        send(tap flavor): the state after it is not the one expected (-expected, +actual):
          ExpectedSessionState(
            … (2 unchanged)
            production: "one of a kind",
        -   flavor: "savory",
        +   flavor: "sweet",
            texture: "crunchy",
            … (8 unchanged)
          )
        To expect what happened, write:
          send(.tap(prompt: 1)) {
            $0[prompt: "flavor"] = "sweet"
          }
        """)
    #expect(recorded.first?.sourceLocation?.line == line)
    #expect(recorded.first?.sourceLocation?.fileID == #fileID)
  }

  @Test("a wrong value and a change that did not happen show as - expected, + actual")
  func wrongAndMissingChanges() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.tap(prompt: 1)) {
        $0[prompt: "flavor"] = "umami"
        $0.screen = .detail
      }
    }
    #expect(
      text(recorded.first) == """
        send(tap flavor): the state after it is not the one expected (-expected, +actual):
          ExpectedSessionState(
            seq: 1,
        -   screen: .detail,
        +   screen: .chooser,
            production: "one of a kind",
        -   flavor: "umami",
        +   flavor: "sweet",
            texture: "crunchy",
            … (8 unchanged)
          )
        To expect what happened, write:
          send(.tap(prompt: 1)) {
            $0[prompt: "flavor"] = "sweet"
          }
        """)
  }

  @Test("an unasserted Randomize prints its selections as code that, pasted, passes")
  func randomizeAsCode() async throws {
    var reached = SessionState(menu: .standard, seed: 0x5eed)
    try SessionReducer.reduce(&reached, .randomize)
    let selections = Array(reached.selections)
    let recorded = await capturedIssues {
      SessionTestStore(seed: 0x5eed).send(.randomize)
    }
    #expect(
      text(recorded.first).hasSuffix(
        "To expect what happened, write:\n  send(.randomize) {\n"
          + "    $0.selections = \(selections)\n  }"))
    #expect(selections == [3, 2, 2, 1, 1, 1])
    let pasted = await capturedIssues {
      SessionTestStore(seed: 0x5eed).send(.randomize) {
        $0.selections = [3, 2, 2, 1, 1, 1]
      }
    }
    #expect(pasted.isEmpty)
  }

  @Test("with exhaustivity off, only what the closure sets is checked")
  func nonExhaustive() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 0x5eed)
      store.exhaustivity = .off
      store.send(.tap(prompt: 1))
      store.send(.nav(.compass))
      store.send(.randomize) { $0[prompt: "heat"] = "spicy" }
      store.send(.go) { $0.screen = .detail }
    }
    #expect(recorded.count == 1)
    #expect(
      text(recorded.first) == """
        send(randomize): the state after it is not the one expected (-expected, +actual):
          ExpectedSessionState(
            … (4 unchanged)
            texture: "smooth",
        -   heat: "spicy",
        +   heat: "mild",
            amount: "a lot",
            … (6 unchanged)
          )
        To expect what happened, write:
          send(.randomize) {
            $0.selections = [3, 0, 2, 1, 1, 1]
          }
        """)
  }

  @Test("with exhaustivity off and skipped changes shown, each send lists them as a known issue")
  func nonExhaustiveShowsSkipped() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.exhaustivity = .off(showSkippedChanges: true)
      store.send(.tap(prompt: 1))
      store.send(.go) { $0.screen = .detail }
    }
    #expect(recorded.count == 1)
    #expect(recorded.first?.isFailure == false)
    #expect(
      text(recorded.first)
        == "send(tap flavor) skipped these changes (exhaustivity is off):\n"
        + "  flavor: savory -> sweet")
  }

  @Test("a rejected send that was expected to apply says why and how to expect it")
  func unexpectedRejection() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.back) { $0.screen = .chooser }
    }
    #expect(
      text(recorded.first)
        == "send(back) was rejected: back while on the chooser screen. To expect that, write "
        + "send(.back, rejectedBecause: .wrongScreen(.back, .chooser))")
  }

  @Test("an applied send that should have been rejected, or a rejection for another reason")
  func expectedRejections() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.go, rejectedBecause: .wrongScreen(.go, .chooser))
      store.send(
        .select(prompt: 0, option: 4),
        rejectedBecause: .promptOutOfRange(prompt: 0, promptCount: 6))
    }
    #expect(recorded.count == 2)
    #expect(
      text(recorded.first)
        == "send(go) was applied, but it should have been rejected because go while on the "
        + "chooser screen; it changed:\n  seq: 0 -> 1\n  screen: chooser -> detail")
    #expect(
      text(recorded.last)
        == "send(select production option 4) was rejected because select while on the detail "
        + "screen (.wrongScreen(.select, .detail)), not because prompt 0 out of range: prompts "
        + "are 0 to 5 (.promptOutOfRange(prompt: 0, promptCount: 6))")
  }

  @Test("an unknown prompt or option in the closure is reported, not a crash")
  func closureMistakes() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.tap(prompt: 1)) {
        $0[prompt: "flavour"] = "sweet"
        $0[prompt: "flavor"] = "salty"
      }
    }
    let message = text(recorded.first)
    #expect(message.contains("the menu has no prompt 'flavour'; its prompts: production, flavor"))
    #expect(
      message.contains("prompt 'flavor' has no option 'salty'; its options: savory, sweet, umami"))
    #expect(message.contains("-   flavor: \"savory\",\n+   flavor: \"sweet\","))
  }

  @Test("a reducer bug shows up as the field it touched: a tap that draws from the generator")
  func buggyReducerDraws() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1) { state, event in
        try SessionReducer.reduce(&state, event)
        if case .tap = event { try SessionReducer.reduce(&state, .randomize) }
      }
      store.send(.tap(prompt: 3)) { $0[prompt: "heat"] = "mild" }
    }
    let message = text(recorded.first)
    #expect(message.contains("-   random: "))
    #expect(message.contains("-   seq: 1,\n+   seq: 2,"))
  }

  @Test("a rejection that still changed the state is reported")
  func rejectionThatChangesState() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1) { state, event in
        if event == .back {
          state.screen = .detail
          throw Rejection.wrongScreen(.back, .chooser)
        }
        try SessionReducer.reduce(&state, event)
      }
      store.send(.back, rejectedBecause: .wrongScreen(.back, .chooser))
    }
    #expect(
      text(recorded.first)
        == "send(back) was rejected, and yet it changed the state: screen: chooser -> detail")
  }
}
