import MonsoonEvents
import Testing

@Suite("Restoring a state from the parts a snapshot saved")
struct SnapshotRestoringTests {
  @Test(
    "a generator restored from its words draws what the original draws",
    arguments: [
      (UInt64(0), 0), (0x5eed, 1), (0x9e37_79b9_7f4a_7c15, 1_000), (UInt64.max, 12_345),
    ])
  func generatorRoundTrip(seed: UInt64, draws: Int) throws {
    var original = Xoshiro256StarStar(seed: seed)
    for _ in 0..<draws { _ = original.next() }
    var restored = try #require(
      Xoshiro256StarStar(s0: original.s0, s1: original.s1, s2: original.s2, s3: original.s3))
    #expect(restored == original)
    let ahead = (0..<100).map { _ in original.bounded(719) }
    #expect((0..<100).map { _ in restored.bounded(719) } == ahead)
  }

  @Test("all-zero words, the state xoshiro never reaches, restore nothing")
  func zeroWords() {
    #expect(Xoshiro256StarStar(s0: 0, s1: 0, s2: 0, s3: 0) == nil)
    #expect(Xoshiro256StarStar(s0: 0, s1: 0, s2: 1, s3: 0) != nil)
  }

  @Test("a state restored from its parts equals the state it was taken from")
  func stateRoundTrip() throws {
    var state = SessionState(seed: 0x2a)
    for event in [Event.tap(prompt: 1), .randomize, .nav(.menu), .select(prompt: 5, option: 4)] {
      try SessionReducer.reduce(&state, event)
    }
    try SessionReducer.reduce(&state, .go)
    let restored = SessionState(
      menu: state.menu, formatVersion: state.formatVersion, screen: state.screen,
      selections: state.selections,
      random: state.random, navTaps: state.navTaps, seq: state.seq)
    #expect(restored == state)
  }

  @Test(
    "parts that do not fit the menu restore nothing",
    arguments: [
      "selection out of range", "too few selections", "negative nav count", "negative seq",
    ])
  func misfits(_ misfit: String) throws {
    let menu = ChooserMenu.standard
    var selections = Selections(zerosCount: menu.count)
    var navTaps = NavTapCounts()
    var seq = 3
    switch misfit {
    case "selection out of range": selections[1] = menu.optionCounts[1]
    case "too few selections": selections = Selections(zerosCount: menu.count - 1)
    case "negative nav count": navTaps.compass = -1
    default: seq = -1
    }
    let state = SessionState(
      menu: menu, formatVersion: .current, screen: .chooser, selections: selections,
      random: Xoshiro256StarStar(seed: 1), navTaps: navTaps, seq: seq)
    #expect(state == nil)
  }
}
