@testable import MonsoonEvents
import MonsoonTesting
import Testing

@Suite("The branch-free reducer and the flat events it folds")
struct FlatReducerTests {
  @Test(
    "a flat event holds exactly the event it was made from",
    arguments: [
      Event.tap(prompt: 0), .tap(prompt: -1), .tap(prompt: .max), .tap(prompt: .min),
      .select(prompt: 3, option: 7), .select(prompt: -4, option: .max),
      .select(prompt: .max, option: .min), .randomize, .go, .back,
    ] + NavButton.allCases.map(Event.nav))
  func flatEventRoundTrips(event: Event) {
    let flat = FlatEvent(event)
    #expect(flat.event == event)
    #expect(flat.kind == event.kind)
  }

  @Test(
    "combination numbers and selections convert both ways as the spec's digits say",
    arguments: [[4, 3, 3, 2, 2, 5], [2], [8], [2, 2, 2, 2, 2, 2, 2, 2], [8, 8, 8, 8, 8, 8, 8, 8],
      [7, 5, 3, 8, 2, 6, 4, 7], [3, 8, 7, 6, 5, 4, 3, 2]])
  func combinationDigits(counts: [Int]) throws {
    let menu = try ChooserMenu(prompts: counts.enumerated().map { index, count in
      Prompt(id: "p\(index)", options: (0..<count).map { "c\($0)" })
    })
    let total = menu.combinationCount
    var numbers = Set(0..<min(total, 4_096))
    numbers.formUnion(max(0, total - 4_096)..<total)
    var place = 1
    for count in counts.reversed() {
      for multiple in stride(from: place, to: total, by: max(1, total / 512 / place) * place) {
        numbers.formUnion([multiple - 1, multiple, multiple + 1].filter { $0 < total })
      }
      place *= count
    }
    var random = SplitMix64(seed: UInt64(total))
    numbers.formUnion((0..<4_096).map { _ in Int(random.next() % UInt64(total)) })
    for number in numbers.sorted() {
      let selections = menu.selections(ofCombination: UInt64(number))
      let expected = SpecReducer.digits(of: number, counts: counts)
      guard Array(selections) == expected else {
        Issue.record("combination \(number) of \(counts): \(Array(selections)) ≠ \(expected)")
        return
      }
      #expect(menu.combination(of: selections) == UInt64(number))
    }
  }

  @Test(
    "a version 2 move number moves every prompt as the spec's digits say",
    arguments: [[4, 3, 3, 2, 2, 5], [2], [8], [2, 2, 2, 2, 2, 2, 2, 2], [3, 8, 7, 6, 5, 4, 3, 2],
      [8, 8, 8, 8, 8, 8, 8], [8, 8, 8, 8, 8, 8, 8, 8]])
  func moveDigits(counts: [Int]) throws {
    let menu = try ChooserMenu(prompts: counts.enumerated().map { index, count in
      Prompt(id: "p\(index)", options: (0..<count).map { "c\($0)" })
    })
    #expect(menu.moveCount == counts.map { $0 - 1 }.reduce(1, *))
    var random = SplitMix64(seed: UInt64(menu.moveCount))
    let from = counts.map { Int(random.next() % UInt64($0)) }
    var selections = Selections(zerosCount: counts.count)
    for (prompt, option) in from.enumerated() {
      selections = selections.replacing(prompt, with: option)
    }
    // Every number up to 200,000; above, both ends and a random sample (the reciprocal's
    // error grows with the number, so the largest are the ones to see).
    var moves = Set(0..<min(menu.moveCount, 200_000))
    moves.formUnion(max(0, menu.moveCount - 20_000)..<menu.moveCount)
    moves.formUnion((0..<20_000).map { _ in Int(random.next() % UInt64(menu.moveCount)) })
    for move in moves.sorted() {
      let moved = Array(menu.selections(moving: selections, by: UInt64(move)))
      let expected = SpecReducer.renewed(from, counts: counts, draw: UInt64(move))
      guard moved == expected else {
        Issue.record("move \(move) of \(counts) from \(from): \(moved) ≠ \(expected)")
        return
      }
    }
  }

  @Test("every event, valid or not, does what the spec's plain reducer does, in both forms")
  func agreesWithSpec() {
    do {
      try PropertyCheck.check(
        seed: 0x666c_6174, count: 200, events: 0...120, menus: .random
      ) { log in
        var state = log.header.initialState
        for record in log.records {
          for probe in probes(state.menu) + [record.event] where !agree(state, probe) {
            return false
          }
          guard (try? SessionReducer.reduce(&state, record.event)) != nil else { return false }
        }
        return true
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  /// Events that break each rule the reducer checks, and some that keep them.
  private func probes(_ menu: ChooserMenu) -> [Event] {
    let last = menu.count - 1
    return [
      .tap(prompt: 0), .tap(prompt: last), .tap(prompt: -1), .tap(prompt: menu.count),
      .tap(prompt: .max), .tap(prompt: .min), .select(prompt: last, option: 0),
      .select(prompt: 0, option: menu.optionCounts[0] - 1),
      .select(prompt: 0, option: menu.optionCounts[0]), .select(prompt: last, option: -1),
      .select(prompt: menu.count, option: 0), .select(prompt: -1, option: -1),
      .select(prompt: 1 << 40, option: 1 << 40), .randomize, .go, .back,
    ] + NavButton.allCases.map(Event.nav)
  }

  /// Whether the spec's reducer and both forms of the fast one give the same state or the
  /// same rejection for `event` applied to `state`.
  private func agree(_ state: SessionState, _ event: Event) -> Bool {
    func outcome(_ reduce: (inout SessionState) throws(Rejection) -> Void)
      -> Result<SessionState, Rejection>
    {
      var copy = state
      do {
        try reduce(&copy)
      } catch {
        return copy == state ? .failure(error) : .success(copy)
      }
      return .success(copy)
    }
    let spec = outcome { (state) throws(Rejection) in try SpecReducer.reduce(&state, event) }
    let enumerated = outcome { (state) throws(Rejection) in try SessionReducer.reduce(&state, event) }
    let flat = outcome { (state) throws(Rejection) in
      try SessionReducer.reduce(&state, FlatEvent(event))
    }
    return spec == enumerated && spec == flat
  }
}
