@testable import MonsoonEvents
import MonsoonTestKit
import MonsoonTesting
import Testing

/// The fold over packed events (``SessionReducer/apply(_:to:_:)``) against the reducer, which
/// stays the one definition of the rules. A failure reports the seed, the failing step and a
/// shrunk, pasteable log.
@Suite("The packed fold agrees with the reducer")
struct PackedFoldTests {
  private static let sessions = Generator.sessions(
    SessionShape(menus: .menus(), length: 0...80, start: .anywhere))
  private static let seed: UInt64 = 0x7061_636b

  @Test("every step of a generated session, folded packed, gives the reducer's state")
  func everyStep() async {
    await checkEachStep(of: Self.sessions, seed: Self.seed, count: 200) { step in
      let transitions = SessionReducer.Transitions(menu: step.before.menu)
      var state = step.before
      let event = PackedEvent(step.event, hasTime: true, hasSel: false)
      #expect(SessionReducer.apply(event, to: &state, transitions), "\(step.event) rejected")
      #expect(state == step.after, "\(step.event)")
    }
  }

  @Test("from every state of a generated session, every code does what the reducer does")
  func everyCode() async {
    await checkEachStep(of: Self.sessions, seed: Self.seed, count: 60) { step in
      let transitions = SessionReducer.Transitions(menu: step.after.menu)
      for code in UInt16(0)..<2048 {
        let packed = PackedEvent(code: code)
        var folded = step.after
        let applied = SessionReducer.apply(packed, to: &folded, transitions)
        var reduced = step.after
        let kindIsKnown = Int(code & 7) < EventKind.allCases.count
        let accepted =
          kindIsKnown && (try? SessionReducer.reduce(&reduced, packed.event)) != nil
        #expect(applied == accepted, "code \(code): \(packed.event)")
        #expect(folded == (applied ? reduced : step.after), "code \(code): \(packed.event)")
      }
    }
  }
}
