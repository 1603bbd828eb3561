import MonsoonEvents
import MonsoonTesting
import Testing

@Suite("Property check")
struct PropertyCheckTests {
  /// A property's own error, saying why.
  struct Broken: Error, CustomStringConvertible, Equatable {
    let description: String
  }

  @Test("a property that holds finds nothing")
  func holdingProperty() throws {
    try PropertyCheck.check(seed: 1, count: 50, menus: .random) { log in
      log.finalState != nil
    }
    let failure = PropertyCheck.run(.sessions(SessionShape(menus: .menus())), seed: 2, count: 50) {
      log in
      guard log.finalState?.seq == log.records.count else { throw Broken(description: "seq") }
    }
    #expect(failure == nil)
  }

  @Test("a broken property is shrunk to the events that matter, in a pasteable log")
  func shrinksACounterExample() throws {
    let failure = try #require(
      throws: PropertyFailure<SessionLog>.self,
      performing: {
        try PropertyCheck.check(seed: 0x5eed, count: 100, events: 10...60) { log in
          (log.finalState?.navTaps.search ?? 0) < 2
        }
      })
    #expect(failure.shrunk.records.map(\.event) == [.nav(.search), .nav(.search)])
    #expect(failure.shrunk.records.map(\.seq) == [1, 2])
    #expect(failure.original.records.count > 2)
    #expect(failure.description.contains("seed \(failure.hexSeed)"))
    #expect(failure.description.contains("MONSOON_SEED=\(failure.hexSeed) MONSOON_CHECKS=1"))
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
      throws: PropertyFailure<SessionLog>.self,
      performing: { try PropertyCheck.check(seed: 77, count: 100, property: property) })
    let again = try #require(
      throws: PropertyFailure<SessionLog>.self,
      performing: { try PropertyCheck.check(seed: first.seed, count: 1, property: property) })
    #expect(again.shrunk == first.shrunk)
    #expect(again.original == first.original)
    #expect(first.shrunk.records.map(\.event) == [.go])
  }

  @Test("a shrunk session keeps sel, recomputed, when the generator records it")
  func shrunkSelIsRecomputed() throws {
    let failure = try #require(
      throws: PropertyFailure<SessionLog>.self,
      performing: {
        try PropertyCheck.check(seed: 3, count: 50, recordsSelections: true) { log in
          (log.finalState?.selections.first ?? 0) != 2
        }
      })
    let last = try #require(failure.shrunk.records.last)
    #expect(last.sel?.first == 2)
    #expect(failure.shrunk.finalState?.selections == last.sel)
  }

  @Test(
    "the issue's example: 'never on the detail screen with flavor sweet' shrinks to 'select flavor = sweet; go'"
  )
  func neverDetailWithSweet() throws {
    let property = { (log: SessionLog) throws in
      for step in SessionStep.all(of: log)
      where step.after.screen == .detail && step.after.choices[1].option == "sweet" {
        throw Broken(description: "on the detail screen with flavor sweet at seq \(step.after.seq)")
      }
    }
    let failure = try #require(PropertyCheck.run(.sessions(), seed: 0x5eed, property: property))
    #expect(failure.shrunk.records.map(\.event) == [.select(control: 1, choice: 1), .go])
    #expect(
      (failure.error as? Broken)?.description == "on the detail screen with flavor sweet at seq 2")

    var deleteOnly = LogShrinkSearch(
      failure.original, options: LogShrinker.Options(simplifies: false))
    while let candidate = deleteOnly.next() {
      deleteOnly.learn(stillFails: (try? property(candidate)) == nil)
    }
    let kinds = deleteOnly.best.records.map(\.event.kind)
    #expect(kinds.last == .go && kinds.dropLast().allSatisfy { $0 == .randomize })
  }

  @Test("a property's own error says why, for the shrunk value")
  func thrownErrorSaysWhy() throws {
    let failure = try #require(
      PropertyCheck.run(.sessions(), seed: 9) { log in
        let taps = log.records.filter { $0.event.kind == .nav }.count
        if taps >= 3 { throw Broken(description: "\(taps) nav taps") }
      })
    #expect(failure.shrunk.records.count == 3)
    #expect(failure.error as? Broken == Broken(description: "3 nav taps"))
    #expect(failure.description.contains("Why: 3 nav taps"))
  }

  @Test("an async property is run and shrunk the same way as a synchronous one")
  func asyncProperty() async throws {
    let property = { @Sendable (log: SessionLog) async throws in
      await Task.yield()
      if log.records.contains(where: { $0.event == .randomize }) {
        throw Broken(description: "randomized")
      }
    }
    let failure = try #require(await PropertyCheck.run(.sessions(), seed: 4, property: property))
    #expect(failure.shrunk.records.map(\.event) == [.randomize])
    let again = try #require(
      await PropertyCheck.run(.sessions(), seed: failure.seed, count: 1, property: property))
    #expect(again.original == failure.original)
  }

  @Test("a per-step invariant names the step it broke at, in the shrunk session")
  func perStepInvariant() throws {
    let failure = try #require(
      PropertyCheck.run(.sessions(SessionShape(length: 20...60)), seed: 12) { log in
        try PropertyCheck.forEachStep(of: log) { step in
          if step.after.navTaps.compass > 1 { throw Broken(description: "two compass taps") }
        }
      })
    #expect(failure.shrunk.records.map(\.event) == [.nav(.compass), .nav(.compass)])
    let stepFailure = try #require(failure.error as? StepFailure)
    #expect(stepFailure.step.index == 1)
    #expect(stepFailure.step.before.navTaps.compass == 1)
    let line = try #require(failure.shrunk.text.split(separator: "\n").last)
    #expect(stepFailure.description == "at step 2 of 2, \(line): two compass taps")
  }

  @Test("case seeds: the seed itself first, then seeds derived from it")
  func caseSeeds() {
    let seeds = PropertyCheck.caseSeeds(seed: 42, count: 4)
    #expect(seeds.first == 42)
    #expect(Set(seeds).count == 4)
    #expect(PropertyCheck.caseSeeds(seed: 42, count: 2) == Array(seeds.prefix(2)))
  }
}
