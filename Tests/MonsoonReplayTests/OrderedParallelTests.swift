import MonsoonReplay
import Testing

@Suite("Ordered parallel work")
struct OrderedParallelTests {
  @Test("results come back in input order for any number of jobs", arguments: [1, 2, 3, 8])
  func ordered(jobs: Int) {
    var delivered: [Int] = []
    OrderedParallel.run(count: 200, jobs: jobs) { index in
      var spin = 0
      for step in 0..<((200 - index) * 50) { spin &+= step }
      return index * 10 + (spin == -1 ? 1 : 0)
    } deliver: { index, value in
      #expect(value == index * 10)
      delivered.append(index)
    }
    #expect(delivered == Array(0..<200))
  }

  @Test("no items, no calls")
  func empty() {
    var calls = 0
    OrderedParallel.run(count: 0, jobs: 4) { $0 } deliver: { _, _ in calls += 1 }
    #expect(calls == 0)
  }
}
