import MonsoonEvents
import MonsoonTesting
import Testing

@Suite("Property check")
struct PropertyCheckTests {
  @Test("a property that holds throws nothing")
  func holdingProperty() throws {
    try PropertyCheck.check(seed: 1, count: 50, menus: .random) { log in
      log.finalState != nil
    }
  }

  @Test("a broken property is shrunk to the events that matter, in a pasteable log")
  func shrinksACounterExample() throws {
    let failure = try #require(
      throws: PropertyFailure.self,
      performing: {
        try PropertyCheck.check(seed: 0x5eed, count: 100, events: 10...60) { log in
          (log.finalState?.navTaps.search ?? 0) < 2
        }
      })
    #expect(failure.shrunk.records.map(\.event) == [.nav(.search), .nav(.search)])
    #expect(failure.shrunk.records.map(\.seq) == [1, 2])
    #expect(failure.original.records.count > 2)
    let hex = "0x" + String(failure.seed, radix: 16)
    #expect(failure.description.contains("seed \(hex)"))
    #expect(failure.description.contains(failure.shrunk.text))
    let pasted = try LogReader(MemoryByteSource(failure.shrunk.text))
    let (replayer, _) = try LogReplayer.replay(pasted, mode: .strict) { _ in }
    #expect(replayer.state.navTaps.search == 2)
  }

  @Test("the failing seed alone reproduces the same failure")
  func seedReproduces() throws {
    let property: (SessionLog) -> Bool = { log in
      (log.finalState?.screen ?? .chooser) == .chooser
    }
    let first = try #require(
      throws: PropertyFailure.self,
      performing: { try PropertyCheck.check(seed: 77, count: 100, property: property) })
    let again = try #require(
      throws: PropertyFailure.self,
      performing: { try PropertyCheck.check(seed: first.seed, count: 1, property: property) })
    #expect(again.shrunk == first.shrunk)
    #expect(again.original == first.original)
    #expect(first.shrunk.records.map(\.event) == [.go])
  }

  @Test("a shrunk session keeps sel, recomputed, when the generator records it")
  func shrunkSelIsRecomputed() throws {
    let failure = try #require(
      throws: PropertyFailure.self,
      performing: {
        try PropertyCheck.check(seed: 3, count: 50, recordsSelections: true) { log in
          (log.finalState?.selections.first ?? 0) != 2
        }
      })
    let last = try #require(failure.shrunk.records.last)
    #expect(last.sel?.first == 2)
    #expect(failure.shrunk.finalState?.selections == last.sel)
  }
}
