import MonsoonSystem
import Testing

@Suite("OrderedWork: units cut in order, worked on any thread, taken in order, within a pool")
struct OrderedWorkTests {
  /// A unit: the number it was cut at and its square, worked out on whichever thread took it.
  private struct Unit: Sendable {
    var number = -1
    var square = -1
  }

  private func work(
    until last: Int, helpers: Int, pool: Int, stopAfter stop: Int? = nil,
    worked: LockedValue<Int> = LockedValue(0)
  ) -> OrderedWork<Int, Unit> {
    OrderedWork(
      pool: Array(repeating: Unit(), count: pool), cut: 0, helpers: helpers, name: "test",
      claim: { next, unit in
        unit = Unit(number: next)
        next += 1
        return unit.number < last
      },
      work: { unit in
        unit.square = unit.number * unit.number
        worked.withLock { $0 += 1 }
        return unit.number != stop
      })
  }

  @Test(
    "every unit is taken once, in the order cut, whatever the helpers and the pool",
    arguments: [(0, 1), (0, 3), (1, 2), (1, 3), (2, 4), (3, 2)])
  func inOrder(helpers: Int, pool: Int) {
    let work = work(until: 2_000, helpers: helpers, pool: pool)
    var taken: [Int] = []
    while let unit = work.next() {
      #expect(unit.square == unit.number * unit.number)
      taken.append(unit.number)
      work.recycle(unit)
    }
    #expect(taken == Array(0...2_000))
    #expect(work.next() == nil)
    work.finish()
  }

  @Test("no more units are cut than the pool holds while the taker keeps none back")
  func bounded() {
    let worked = LockedValue(0)
    let work = work(until: 10_000, helpers: 2, pool: 3, worked: worked)
    var furthestAhead = 0
    var taken = 0
    while let unit = work.next() {
      taken += 1
      furthestAhead = max(furthestAhead, worked.current - taken)
      work.recycle(unit)
    }
    #expect(taken == 10_001)
    // Worked but not yet taken: the pool's units, less the one the taker holds.
    #expect(furthestAhead <= 2)
  }

  @Test("a unit whose work says no more is needed ends the cutting; those cut before it remain")
  func workStops() {
    let work = work(until: 1_000_000, helpers: 2, pool: 4, stopAfter: 40)
    var taken: [Int] = []
    while let unit = work.next() {
      taken.append(unit.number)
      work.recycle(unit)
    }
    // Units cut after the one that stopped, while it was worked on, are taken too.
    #expect(Array(taken.prefix(41)) == Array(0...40))
    #expect(taken.count <= 41 + 4)
    #expect(taken == Array(0..<taken.count))
  }

  @Test("finishing early, or letting go, stops the helpers with units still waiting")
  func finishEarly() {
    let worked = LockedValue(0)
    do {
      let work = work(until: 1_000_000, helpers: 2, pool: 3, worked: worked)
      for _ in 0..<10 {
        guard let unit = work.next() else { break }
        work.recycle(unit)
      }
      work.finish()
      let after = worked.current
      work.finish()
      #expect(worked.current == after, "a helper went on after finish()")
    }
    do {
      let work = work(until: 1_000_000, helpers: 1, pool: 2, worked: worked)
      _ = work.next()
    }
    // Both are gone, each having worked on at most its pool's units past those taken.
    #expect(worked.current <= (10 + 3) + (1 + 2))
  }

  @Test("a lent thread works on the next units while the pool has room, each taken in its place")
  func lentHands() throws {
    let worked = LockedValue(0)
    let work = work(until: 500, helpers: 0, pool: 3, worked: worked)
    let hands = work.spareHands
    let lent = LockedValue<[Bool]>([])
    let thread = try JoinableThread.start(name: "lent") {
      for _ in 0..<4 {
        let didWork = hands.workOnNextUnit()
        lent.withLock { $0.append(didWork) }
      }
    }
    thread.join()
    // The pool's three units are cut and worked; the fourth call finds none free.
    #expect(lent.current == [true, true, true, false])
    #expect(worked.current == 3)
    var taken: [Int] = []
    while let unit = work.next() {
      #expect(unit.square == unit.number * unit.number)
      taken.append(unit.number)
      work.recycle(unit)
    }
    #expect(taken == Array(0...500))
    work.finish()
    #expect(!hands.workOnNextUnit(), "a finished work lends no unit")
  }

  @Test("a lent thread working beside the taker and a helper: every unit once, in order")
  func lentHandsBesideHelpers() throws {
    let work = work(until: 5_000, helpers: 1, pool: 4)
    let hands = work.spareHands
    let done = LockedValue(false)
    let lentUnits = LockedValue(0)
    let thread = try JoinableThread.start(name: "lent") {
      while !done.current {
        if hands.workOnNextUnit() { lentUnits.withLock { $0 += 1 } }
      }
    }
    var taken: [Int] = []
    while let unit = work.next() {
      taken.append(unit.number)
      work.recycle(unit)
    }
    work.finish()
    done.withLock { $0 = true }
    thread.join()
    #expect(taken == Array(0...5_000))
    #expect(lentUnits.current <= 5_001)
  }
}
