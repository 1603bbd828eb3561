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
        $0.selections = [3, 2, 0, 1, 0, 2]
      }
      store.send(.nav(.compass)) { $0.navTaps.compass = 1 }
      store.send(.go) { $0.screen = .detail }
      store.send(.tap(prompt: 0), rejectedBecause: .wrongScreen(.tap, .detail))
      store.send(.back) { $0.screen = .chooser }
      store.send(
        .select(prompt: 9, option: 0),
        rejectedBecause: .promptOutOfRange(prompt: 9, promptCount: 6))
      store.send(.select(prompt: 2, option: 0))
      #expect(store.state.seq == 7)
    }
    #expect(recorded.isEmpty, "\(recorded.map { text($0) })")
  }

  @Test("an unasserted change is reported field by field at the send's line")
  func unassertedChange() async {
    let line = #line + 3
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.tap(prompt: 1))
    }
    #expect(recorded.count == 1)
    #expect(
      text(recorded.first)
        == "send(tap flavor): the state after it is not the one expected:\n"
        + "  flavor: savory -> sweet (unasserted)")
    #expect(recorded.first?.sourceLocation?.line == line)
    #expect(recorded.first?.sourceLocation?.fileID == #fileID)
  }

  @Test("a wrong value and a change that did not happen are told apart")
  func wrongAndMissingChanges() async {
    let recorded = await capturedIssues {
      let store = SessionTestStore(seed: 1)
      store.send(.tap(prompt: 1)) {
        $0[prompt: "flavor"] = "umami"
        $0.screen = .detail
      }
    }
    #expect(
      text(recorded.first)
        == "send(tap flavor): the state after it is not the one expected:\n"
        + "  screen: expected chooser -> detail, but it stayed chooser\n"
        + "  flavor: savory -> sweet, expected savory -> umami")
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
        + "screen (.wrongScreen(.select, .detail)), not because prompt 0 out of range 0..<6 "
        + "(.promptOutOfRange(prompt: 0, promptCount: 6))")
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
    #expect(message.contains("flavor: savory -> sweet (unasserted)"))
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
    #expect(message.contains("rng: "))
    #expect(message.contains("(unasserted)"))
    #expect(message.contains("seq: 0 -> 2, expected 0 -> 1"))
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
