import MonsoonEvents
import MonsoonTestKit
import MonsoonTesting
import Testing

/// Properties of the reducer after every event of generated sessions on any menu, from any
/// starting state. A failure reports the seed, the failing step and a shrunk, pasteable log.
@Suite("Reducer properties")
struct ReducerPropertyTests {
  private static let sessions = Generator.sessions(
    SessionShape(menus: .menus(), length: 0...80, start: .anywhere))
  private static let seed: UInt64 = 0x4d6f_6e73

  @Test("every event is applied (seq one higher) or rejected (nothing changed), at every step")
  func rejectionChangesNothing() async {
    await checkEachStep(of: Self.sessions, seed: Self.seed, count: 150) { step in
      let menu = step.after.menu
      let probes: [Event] = [
        .tap(control: menu.count), .select(control: 0, choice: 99), .back, .go,
        .tap(control: -1), .randomize, .select(control: 0, choice: menu.choiceCounts[0]),
      ]
      for event in probes {
        var state = step.after
        do {
          try SessionReducer.reduce(&state, event)
          #expect(state.seq == step.after.seq + 1, "\(event)")
        } catch {
          #expect(state == step.after, "a rejected \(event) changed the state")
        }
      }
    }
  }

  @Test("randomize always moves to another combination, from every state of the chooser")
  func randomizeMoves() async {
    await checkEachStep(of: Self.sessions, seed: Self.seed, count: 150) { step in
      guard step.after.screen == .chooser else { return }
      var state = step.after
      try SessionReducer.reduce(&state, .randomize)
      #expect(state.selections != step.after.selections)
    }
  }

  @Test("each kind of event changes only what it should")
  func eventsChangeOnlyTheirFields() async {
    await checkEachStep(of: Self.sessions, seed: Self.seed, count: 150) { step in
      let (before, after) = (step.before, step.after)
      #expect(after.seq == before.seq + 1)
      #expect(after.menu == before.menu)
      switch step.event {
      case .tap(let control):
        let count = before.menu.choiceCounts[control]
        #expect(after.selections[control] == (before.selections[control] + 1) % count)
      case .select(let control, let choice):
        #expect(after.selections[control] == choice)
      case .randomize, .go, .back, .nav:
        break
      }
      if step.event.kind != .randomize { #expect(after.random == before.random) }
      if ![.tap, .select, .randomize].contains(step.event.kind) {
        #expect(after.selections == before.selections)
      }
      if step.event.kind != .nav { #expect(after.navTaps == before.navTaps) }
      if case .nav(let button) = step.event {
        #expect(after.navTaps[button] == before.navTaps[button] + 1)
      }
      let screen =
        step.event == .go ? Screen.detail : step.event == .back ? .chooser : before.screen
      #expect(after.screen == screen)
    }
  }

  @Test("replaying the written log gives the state the events were generated from")
  func writtenLogReplays() async {
    let withSel = Generator.sessions(
      SessionShape(menus: .menus(), length: 0...80, recordsSelections: true))
    await checkProperty(withSel, seed: Self.seed, count: 150) { log in
      let reader = try LogReader(MemoryByteSource(log.bytes))
      let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
      #expect(replayer.state == log.finalState)
      #expect(replayer.lastSeq == log.records.count)
    }
  }
}
