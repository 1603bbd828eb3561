import MonsoonEvents
import MonsoonTesting
import Testing

/// Properties of the reducer over generated sessions on any menu, with the package's own
/// property runner: a failure reports the seed and a shrunk, pasteable log.
@Suite("Reducer properties")
struct ReducerPropertyTests {
  private func expectHolds(
    _ name: String, recordsSelections: Bool = false, _ property: (SessionLog) -> Bool
  ) {
    do {
      try PropertyCheck.check(
        seed: 0x4d6f_6e73, count: 150, events: 0...80, menus: .random,
        recordsSelections: recordsSelections, property: property)
    } catch {
      Issue.record("\(name): \(error)")
    }
  }

  @Test("every event is applied or rejected, and a rejected one changes nothing")
  func rejectionChangesNothing() {
    expectHolds("rejection") { log in
      guard var state = log.finalState else { return false }
      let probes: [Event] = [
        .tap(control: state.menu.count), .select(control: 0, choice: 99), .back, .go,
        .tap(control: -1), .randomize,
      ]
      for event in probes {
        let before = state
        do {
          try SessionReducer.reduce(&state, event)
          if state.seq != before.seq + 1 { return false }
        } catch {
          if state != before { return false }
        }
      }
      return true
    }
  }

  @Test("randomize always moves to another combination")
  func randomizeMoves() {
    expectHolds("randomize") { log in
      guard var state = log.finalState, state.screen == .chooser else { return true }
      let before = state.selections
      do {
        try SessionReducer.reduce(&state, .randomize)
      } catch {
        return false
      }
      return state.selections != before
    }
  }

  @Test("replaying the written log gives the state the events were generated from")
  func writtenLogReplays() {
    expectHolds("replay", recordsSelections: true) { log in
      guard let reader = try? LogReader(MemoryByteSource(log.bytes)),
        let (replayer, _) = try? LogReplayer.replay(reader, mode: .strict, warning: { _ in })
      else { return false }
      return replayer.state == log.finalState && replayer.lastSeq == log.records.count
    }
  }
}
