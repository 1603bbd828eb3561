import MonsoonEvents
import MonsoonScreen
import Testing

/// Times are numbers standing for the screen's animation clock: nothing here waits.
@Suite("A change mid-spin starts at once from where the rings are, on a fake clock")
struct SpinningRingsTests {
  /// A session on the standard menu whose first Randomize moves every ring.
  static func session() -> ChooserSession {
    .inMemory(header: LogHeader(seed: 0x5eed))
  }

  static func randomize(_ session: ChooserSession) throws -> ChooserUpdate {
    try session.perform(.randomize, reduceMotion: false)
  }

  @Test("a Randomize mid-spin: each ring's new spin begins now, from the choice it shows")
  func randomizeMidSpin() throws {
    let session = Self.session()
    var rings = SpinningRings()
    let first = try Self.randomize(session)
    let begun = rings.play(first, at: 10)
    #expect(begun.spins == spins(first) && begun.stopped.isEmpty)
    // 0.3 s in, the rings are on their way, not on the first spin's landing.
    let shown = rings.shownSelections(at: 10.3, resting: first.state.selections)
    #expect(shown != first.state.selections)
    let second = try Self.randomize(session)
    // The update's own spins start from the first spin's landing: played as they are, a ring
    // jumps there, or (added behind the first) waits for the first spin to end.
    #expect(spins(second).map { $0.keyframes.first?.choice } != Array(shown))
    let moves = rings.play(second, at: 10.3)
    #expect(moves.stopped.isEmpty)
    #expect(moves.spins.map(\.control) == Array(0..<first.state.menu.count))
    for spin in moves.spins {
      #expect(spin.keyframes.first?.choice == shown[spin.control])
      #expect(spin.landing?.choice == second.state.selections[spin.control])
      #expect(spin.delay == Double(spin.control) * RandomizeMotion.standard.ringDelay)
      #expect(rings.isSpinning(spin.control, at: 10.3 + spin.end - 0.001))
      #expect(!rings.isSpinning(spin.control, at: 10.3 + spin.end + 0.001))
    }
    // The ring shows no jump: the new spin's first frame is what the old one showed.
    #expect(rings.shownSelections(at: 10.3, resting: second.state.selections) == shown)
    let rest = 10.301 + RandomizeMotion.standard.totalDuration(controlCount: moves.spins.count)
    #expect(rings.shownSelections(at: rest, resting: second.state.selections)
      == second.state.selections)
  }

  @Test("a ring tapped mid-spin shows its new choice at once; the other rings spin on")
  func tapMidSpin() throws {
    let session = Self.session()
    var rings = SpinningRings()
    let spin = try Self.randomize(session)
    _ = rings.play(spin, at: 0)
    let tap = try session.perform(.choose(prompt: 1, option: 0), reduceMotion: false)
    #expect(tap.state.selections[1] != spin.state.selections[1])
    let moves = rings.play(tap, at: 0.4)
    #expect(moves.spins.isEmpty && moves.stopped == [1])
    #expect(!rings.isSpinning(1, at: 0.4))
    #expect(rings.isSpinning(0, at: 0.4) && rings.isSpinning(2, at: 0.4))
    let shown = rings.shownSelections(at: 0.4, resting: tap.state.selections)
    #expect(shown[1] == tap.state.selections[1])
    // A navigation tap changes no choice: every spin goes on.
    let nav = try session.perform(.nav(.menu), reduceMotion: false)
    #expect(rings.play(nav, at: 0.5).stopped.isEmpty && rings.isSpinning(0, at: 0.5))
  }

  @Test("with Reduce Motion a Randomize mid-fade fades again to the new choices")
  func fadeMidFade() throws {
    let session = Self.session()
    var rings = SpinningRings()
    let first = try session.perform(.randomize, reduceMotion: true)
    _ = rings.play(first, at: 0)
    let second = try session.perform(.randomize, reduceMotion: true)
    let moves = rings.play(second, at: 0.1)
    #expect(moves.spins == spins(second) && moves.spins.allSatisfy(\.fades))
  }

  @Test("a playback step asked for mid-spin stops every spin; a spin played after it begins")
  func playbackStepMidSpin() throws {
    let log = try ReplayedLog(
      bytes: Array(
        """
        {"monsoon":2,"seed":"5eed"}
        {"seq":1,"t":1000,"type":"randomize"}
        {"seq":2,"t":1100,"type":"randomize"}

        """.utf8), name: "spins")
    var playback = SessionPlayback(log)
    var rings = SpinningRings()
    _ = playback.play(at: 0)
    let due = try #require(playback.nextStepTime)
    guard case .play(let spin)? = playback.advance(to: due).first else {
      Issue.record("the Randomize is not played")
      return
    }
    #expect(rings.play(spin, at: due).spins == spins(spin))
    // Previous, 0.2 s into the spin: the state before it, at once, every ring at rest.
    guard case .show(let before)? = playback.stepBack() else {
      Issue.record("Previous is not shown at once")
      return
    }
    #expect(before == log.states[0])
    let stopped = rings.showAtOnce(at: due + 0.2)
    #expect(stopped == Array(0..<before.menu.count))
    #expect(rings.shownSelections(at: due + 0.2, resting: before.selections)
      == before.selections)
    // Next then plays the Randomize again, from the rings at rest.
    guard case .play(let again)? = playback.stepForward(at: due + 0.3) else {
      Issue.record("Next does not play the Randomize")
      return
    }
    #expect(rings.play(again, at: due + 0.3).spins == spins(again))
  }

  private func spins(_ update: ChooserUpdate) -> [RingSpin] {
    guard case .spin(let spins) = update.effect else { return [] }
    return spins
  }
}
