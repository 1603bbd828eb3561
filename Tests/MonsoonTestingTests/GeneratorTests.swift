import MonsoonEvents
import MonsoonTesting
import Testing

@Suite("Generators: composable, seeded, shaped, each with a shrink strategy")
struct GeneratorTests {
  struct Broken: Error {}

  /// The shrunk counter-example of `generator` against a property that fails when `fails`.
  private func shrunk<Value: Sendable>(
    _ generator: Generator<Value>, seed: UInt64 = 1, count: Int = 200,
    failsWhen fails: @escaping (Value) -> Bool
  ) -> Value? {
    PropertyCheck.run(generator, seed: seed, count: count) { value in
      if fails(value) { throw Broken() }
    }?.shrunk
  }

  @Test(
    "integers shrink to the boundary of the failure, toward the value nearest zero",
    arguments: [
      (-100...1_000, 37, 37), (10...100, 50, 50), (-100...(-10), -20, -20), (0...(1 << 40), 9, 9),
    ] as [(ClosedRange<Int>, Int, Int)])
  func integersShrink(range: ClosedRange<Int>, boundary: Int, expected: Int) {
    let fails: (Int) -> Bool = boundary >= 0 ? { $0 >= boundary } : { $0 <= boundary }
    #expect(shrunk(.integers(in: range), failsWhen: fails) == expected)
  }

  @Test("an element shrinks toward the first; a bool toward false")
  func elementsShrink() {
    #expect(shrunk(.element(of: ["a", "b", "c", "d"]), failsWhen: { $0 >= "b" }) == "b")
    #expect(shrunk(.bool, failsWhen: { _ in true }) == false)
  }

  @Test("a pair shrinks its first value, then its second")
  func pairsShrink() throws {
    let pairs = Generator.integers(in: 0...100).zip(.integers(in: 0...100))
    let pair = try #require(shrunk(pairs, failsWhen: { $0 + $1 >= 10 }))
    #expect(pair == (0, 10))
  }

  @Test("an array deletes elements, then shrinks the ones left, to a 1-minimal array")
  func arraysShrink() throws {
    let arrays = Generator.integers(in: 0...60).array(count: 1...30)
    let array = try #require(shrunk(arrays, failsWhen: { $0.reduce(0, +) >= 100 }))
    #expect(array.reduce(0, +) == 100)
    for index in array.indices {
      var smaller = array
      smaller.remove(at: index)
      #expect(smaller.reduce(0, +) < 100)
    }
    let long = try #require(shrunk(arrays, failsWhen: { $0.count >= 4 }))
    #expect(long == [0, 0, 0, 0])
  }

  @Test("map keeps shrinking through the transform; flatMap shrinks the choosing value first")
  func mapAndFlatMap() throws {
    let doubled = Generator.integers(in: 0...1_000).map { $0 * 2 }
    #expect(shrunk(doubled, failsWhen: { $0 > 100 }) == 102)
    let menuAndControl = Generator.menus(MenuShape(prompts: 1...8, text: .plain)).flatMap { menu in
      Generator.integers(in: 0...(menu.count - 1)).map { (menu, $0) }
    }
    let (menu, control) = try #require(shrunk(menuAndControl, failsWhen: { $0.1 >= 2 }))
    #expect(control == 2)
    #expect(menu.count >= 3)
    #expect(menu.choiceCounts.allSatisfy { $0 == 2 })
  }

  @Test("weighted choices follow their weights, never pick a weight of 0, shrink to the first")
  func weighted() throws {
    let kinds = Generator<String>.weighted([
      (1, .constant("rare")), (0, .constant("never")), (9, .constant("common")),
    ])
    let drawn = (0..<2_000 as Range<UInt64>).map { kinds.example(seed: $0) }
    #expect(!drawn.contains("never"))
    let rare = drawn.filter { $0 == "rare" }.count
    #expect((120...280).contains(rare), "\(rare) of 2,000 at weight 1 in 10")
    #expect(shrunk(kinds, failsWhen: { _ in true }) == "rare")
  }

  @Test("the same seed gives the same value; generators are Sendable values")
  func seeded() async {
    let generator = Generator.sessions(SessionShape(menus: .menus(), length: 5...50))
    let here = generator.example(seed: 99)
    let elsewhere = await Task.detached { generator.example(seed: 99) }.value
    #expect(here == elsewhere)
    #expect(generator.example(seed: 100) != here)
  }

  @Test("a user's own generator with a simpler-values rule shrinks by that rule")
  func customRule() {
    let evens = Generator<Int>(
      draw: { random in 2 * random.int(in: 0...500) },
      simpler: { value in value >= 2 ? [0, value / 2 - value / 2 % 2, value - 2] : [] })
    #expect(shrunk(evens, failsWhen: { $0 >= 31 }) == 32)
  }

  @Test("menu shapes: sizes within their ranges, plain text ASCII only, unicode text seen")
  func menuShapes() {
    let shape = MenuShape(prompts: 2...3, choices: 4...5, text: .plain)
    var sawNonASCII = false
    for seed in 0..<300 as Range<UInt64> {
      let menu = Generator.menus(shape).example(seed: seed)
      #expect((2...3).contains(menu.count))
      #expect(menu.choiceCounts.allSatisfy { (4...5).contains($0) })
      #expect(menu.prompts.allSatisfy { $0.id.unicodeScalars.allSatisfy(\.isASCII) })
      let unicode = Generator.menus(MenuShape(text: .unicode)).example(seed: seed)
      sawNonASCII =
        sawNonASCII || unicode.prompts.contains { !$0.id.unicodeScalars.allSatisfy(\.isASCII) }
    }
    #expect(sawNonASCII)
  }

  @Test("a menu counter-example shrinks to fewer prompts, fewer choices, simpler words")
  func menusShrink() throws {
    let menu = try #require(shrunk(.menus(), failsWhen: { $0.count >= 3 }))
    #expect(menu.prompts.map(\.id) == ["a0", "a1", "a2"])
    #expect(menu.prompts.allSatisfy { $0.choices == ["a-0", "a-1"] })
  }

  @Test(
    "session shapes: length, event mix and starting point are honoured, and every session replays")
  func sessionShapes() throws {
    let noGo = SessionShape(length: 30...40, mix: EventMix(tap: 3, select: 1, nav: 1))
    let choicesOnly = SessionShape(menus: .menus(), length: 0...80, mix: .choices)
    let fromDetail = SessionShape(length: 0...10, start: .reached(by: [.tap(control: 1), .go]))
    let anywhere = SessionShape(menus: .menus(), length: 0...0, start: .anywhere)
    var startingScreens: Set<Screen> = []
    var startingSelections: Set<[Int]> = []
    for seed in 0..<100 as Range<UInt64> {
      let log = Generator.sessions(noGo).example(seed: seed)
      #expect((30...40).contains(log.records.count))
      #expect(!log.records.contains { [.go, .back, .randomize].contains($0.event.kind) })
      let choices = Generator.sessions(choicesOnly).example(seed: seed)
      #expect(choices.finalState != nil)
      #expect(choices.records.allSatisfy { [.tap, .select, .randomize].contains($0.event.kind) })
      let detail = Generator.sessions(fromDetail).example(seed: seed)
      #expect(detail.records.prefix(2).map(\.event) == [.tap(control: 1), .go])
      #expect(detail.finalState != nil)
      let start = try #require(Generator.sessions(anywhere).example(seed: seed).finalState)
      startingScreens.insert(start.screen)
      startingSelections.insert(Array(start.selections))
    }
    #expect(startingScreens == [.chooser, .detail])
    #expect(startingSelections.count > 50)
  }

  @Test("a pinned starting point survives shrinking; a random one shrinks away")
  func startingPointsShrink() throws {
    let pinned = SessionShape(start: .reached(by: [.randomize, .tap(control: 3)]))
    let log = try #require(
      shrunk(.sessions(pinned), failsWhen: { $0.finalState?.screen == .detail }))
    #expect(log.records.map(\.event) == [.randomize, .tap(control: 3), .go])
    let anywhere = SessionShape(start: .anywhere)
    let free = try #require(
      shrunk(.sessions(anywhere), failsWhen: { $0.finalState?.screen == .detail }))
    #expect(free.records.map(\.event) == [.go])
  }
}
