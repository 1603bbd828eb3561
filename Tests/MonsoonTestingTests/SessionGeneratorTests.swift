import MonsoonEvents
import MonsoonTesting
import Testing

@Suite("Session generator")
struct SessionGeneratorTests {
  @Test(
    "a generated log replays strictly, sel included, to the generator's own state",
    arguments: [0, 1, 0x5eed, 0xdead_beef, .max] as [UInt64])
  func replaysStrictly(seed: UInt64) throws {
    for menu in [ChooserMenu.standard, MenuGenerator.menu(seed: seed)] {
      var generator = SessionGenerator(seed: seed, menu: menu, recordsSelections: true)
      let records = generator.records(300)
      let log = SessionLog(header: generator.header, records: records)
      let reader = try LogReader(MemoryByteSource(log.bytes))
      let (replayer, readToEnd) = try LogReplayer.replay(reader, mode: .strict) { _ in }
      #expect(readToEnd)
      #expect(replayer.state == generator.state)
      #expect(replayer.appliedCount == 300)
    }
  }

  @Test("the same seed and menu give the same bytes; another seed gives others")
  func deterministic() {
    let menu = MenuGenerator.menu(seed: 9)
    let first = SessionGenerator.log(seed: 9, menu: menu, events: 50).bytes
    let again = SessionGenerator.log(seed: 9, menu: menu, events: 50).bytes
    let other = SessionGenerator.log(seed: 10, menu: menu, events: 50).bytes
    #expect(first == again)
    #expect(first != other)
  }

  @Test("t strictly increases and seq counts from 1")
  func timeAndSeq() {
    let records = SessionGenerator.log(seed: 3, events: 200).records
    #expect(records.map(\.seq) == Array(1...200))
    let times = records.compactMap(\.time)
    #expect(times.count == 200)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("the mix has every kind of event, taps the most")
  func realisticMix() {
    let records = SessionGenerator.log(seed: 11, events: 2_000).records
    var counts: [EventKind: Int] = [:]
    for record in records { counts[record.event.kind, default: 0] += 1 }
    for kind in EventKind.allCases {
      #expect(counts[kind, default: 0] > 20, "too few \(kind): \(counts)")
    }
    #expect(counts[.tap, default: 0] == counts.values.max())
  }

  @Test("random menus are valid, vary in shape, and are the same for the same seed")
  func randomMenus() {
    let menus = (0..<200 as Range<UInt64>).map(MenuGenerator.menu(seed:))
    #expect(Set(menus.map(\.count)) == Set(1...8))
    #expect(Set(menus.flatMap(\.optionCounts)) == Set(2...8))
    #expect(MenuGenerator.menu(seed: 5) == menus[5])
  }
}
