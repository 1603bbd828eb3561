import MonsoonEvents
import MonsoonTesting
import Testing

@Suite("Shrinker")
struct ShrinkerTests {
  /// An arbitrary, non-monotone test over subsequences of `0..<n`, fixed by a seed: the whole
  /// input passes, and about one subsequence in three.
  private static func arbitraryTest(seed: UInt64, count: Int) -> ([Int]) -> Bool {
    { candidate in
      if candidate.count == count { return true }
      var mixer = SplitMix64(seed: seed)
      var hash = mixer.next()
      for element in candidate {
        var step = SplitMix64(seed: hash ^ UInt64(element + 1))
        hash = step.next()
      }
      return hash % 3 == 0
    }
  }

  @Test(
    "the result passes and removing any one element fails, checked by brute force",
    arguments: 0..<300)
  func oneMinimalOnArbitraryTests(seed: Int) {
    let count = seed % 11
    let input = Array(0..<count)
    let test = Self.arbitraryTest(seed: UInt64(seed), count: count)
    let outcome = Shrinker.shrink(input, test: test)
    #expect(outcome.elements == outcome.indices.map { input[$0] })
    #expect(outcome.indices == outcome.indices.sorted())
    if outcome.elements.count < count {
      #expect(test(outcome.elements), "the result must pass")
    }
    for removed in outcome.elements.indices {
      var smaller = outcome.elements
      smaller.remove(at: removed)
      #expect(!test(smaller), "removing \(outcome.elements[removed]) still passes")
    }
  }

  @Test(
    "when two elements in order are what matters, exactly those two are left",
    arguments: [(40, 7, 31), (2, 0, 1), (100, 99, 0), (17, 3, 3)])
  func findsTheTwoThatMatter(count: Int, first: Int, second: Int) {
    let input = Array(0..<count)
    let outcome = Shrinker.shrink(input) { candidate in
      candidate.contains(first) && candidate.contains(second)
    }
    #expect(outcome.elements == Array(Set([first, second])).sorted())
  }

  @Test("ddmin removes big irrelevant chunks in few tests")
  func fewTestsForOneRelevantElement() {
    let outcome = Shrinker.shrink(Array(0..<1024)) { $0.contains(700) }
    #expect(outcome.elements == [700])
    #expect(outcome.testsRun < 60, "took \(outcome.testsRun) tests")
  }

  @Test("the same input and test give the same tests in the same order")
  func deterministic() {
    let test = Self.arbitraryTest(seed: 42, count: 9)
    var first: [[Int]] = []
    var second: [[Int]] = []
    _ = Shrinker.shrink(Array(0..<9)) {
      first.append($0)
      return test($0)
    }
    _ = Shrinker.shrink(Array(0..<9)) {
      second.append($0)
      return test($0)
    }
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  @Test("no single removal from the same subsequence is tested twice")
  func noRepeatedSingleRemovals() {
    var seen: [[Int]: Int] = [:]
    let test = Self.arbitraryTest(seed: 7, count: 10)
    _ = Shrinker.shrink(Array(0..<10)) { candidate in
      seen[candidate, default: 0] += 1
      return test(candidate)
    }
    #expect(seen.values.allSatisfy { $0 == 1 }, "\(seen.filter { $0.value > 1 })")
  }

  @Test("progress reports every test, with the elements left never growing")
  func progressReports() {
    var reports: [Shrinker.Progress] = []
    let outcome = Shrinker.shrink(Array(0..<64), progress: { reports.append($0) }) {
      $0.contains(5) && $0.contains(50)
    }
    #expect(reports.count == outcome.testsRun)
    #expect(reports.map(\.testsRun) == Array(1...outcome.testsRun))
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.elementsLeft >= $1.elementsLeft })
    #expect(reports.last?.elementsLeft == 2)
  }
}
