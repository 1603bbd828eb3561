/// Shrinks an array to a 1-minimal subsequence that still passes a test: delta debugging
/// (ddmin, with its complement pass), then removing elements one by one until none can go.
///
/// Generic over any array and any test, so `shrink` (over a log's events) and the property
/// runner (over a generated session) share it. Deterministic: the same input and test give
/// the same result after the same sequence of tests.
public enum Shrinker {
  /// How far a shrink has come, for progress reports.
  public struct Progress: Hashable, Sendable {
    /// The number of elements of the smallest passing subsequence found so far.
    public let elementsLeft: Int
    /// The number of times the test has run.
    public let testsRun: Int
  }

  /// The outcome of a shrink.
  public struct Outcome<Element> {
    /// The 1-minimal subsequence found: removing any one of its elements fails the test.
    public let elements: [Element]
    /// The indices of ``elements`` in the input, in increasing order.
    public let indices: [Int]
    /// The number of times the test ran.
    public let testsRun: Int
  }

  /// Finds a 1-minimal subsequence of `input` that passes `test`.
  ///
  /// The input itself is assumed to pass; it is not tested. Removing one element from the
  /// current subsequence is never tested twice.
  /// - Parameters:
  ///   - input: the elements to shrink.
  ///   - progress: called after each test with the size of the best subsequence so far.
  ///   - test: whether a subsequence (in input order) still shows what is being looked for.
  /// - Returns: the subsequence, its indices in `input`, and the number of tests run.
  /// - Complexity: O(n²) tests in the worst case, O(log n) tests per removed element in the
  ///   best; O(n) memory besides what `test` uses.
  public static func shrink<Element>(
    _ input: [Element], progress: (Progress) -> Void = { _ in },
    test: ([Element]) -> Bool
  ) -> Outcome<Element> {
    var search = Search(count: input.count)
    let run = { (candidate: [Int]) -> Bool in test(candidate.map { input[$0] }) }
    search.deltaDebug(run, progress)
    search.removeOneByOne(run, progress)
    return Outcome(
      elements: search.current.map { input[$0] }, indices: search.current,
      testsRun: search.testsRun)
  }

  /// The state of one shrink: the current indices, and which single removals from them failed.
  private struct Search {
    var current: [Int]
    var failedRemovals: Set<Int> = []
    var testsRun = 0

    init(count: Int) {
      current = Array(0..<count)
    }

    /// Tests a candidate; a passing one becomes the current subsequence.
    mutating func attempt(
      _ candidate: [Int], removing removed: Int?, _ run: ([Int]) -> Bool,
      _ progress: (Progress) -> Void
    ) -> Bool {
      if let removed, failedRemovals.contains(removed) { return false }
      testsRun += 1
      let passes = run(candidate)
      if passes {
        current = candidate
        failedRemovals.removeAll(keepingCapacity: true)
      } else if let removed {
        failedRemovals.insert(removed)
      }
      progress(Progress(elementsLeft: current.count, testsRun: testsRun))
      return passes
    }

    /// ddmin: tries each of n chunks alone, then removes each chunk whose complement still
    /// passes, in one sweep; halves the chunks (doubles n) when a sweep removes nothing.
    ///
    /// The sweep goes on after a successful removal instead of starting over, so a removal
    /// costs one test rather than O(n): that keeps shrinks that must keep many elements from
    /// turning quadratic in tests.
    mutating func deltaDebug(_ run: ([Int]) -> Bool, _ progress: (Progress) -> Void) {
      var granularity = 2
      while current.count >= 2 {
        let chunks = split(current, into: granularity)
        if chunks.contains(where: { attempt($0, removing: nil, run, progress) }) {
          granularity = 2
          continue
        }
        var removedAny = false
        if chunks.count > 2 {
          var kept = chunks
          var index = 0
          while index < kept.count && kept.count > 1 {
            var complement: [Int] = []
            complement.reserveCapacity(current.count)
            for (other, chunk) in kept.enumerated() where other != index {
              complement.append(contentsOf: chunk)
            }
            let removed = kept[index].count == 1 ? kept[index][0] : nil
            if attempt(complement, removing: removed, run, progress) {
              kept.remove(at: index)
              removedAny = true
            } else {
              index += 1
            }
          }
        }
        if removedAny {
          granularity = max(2, min(granularity, current.count))
        } else if granularity >= current.count {
          break
        } else {
          granularity = min(current.count, granularity * 2)
        }
      }
    }

    /// Removes single elements, last first, until no single removal passes.
    mutating func removeOneByOne(_ run: ([Int]) -> Bool, _ progress: (Progress) -> Void) {
      var position = current.count - 1
      while position >= 0 {
        var candidate = current
        let removed = candidate.remove(at: position)
        if attempt(candidate, removing: removed, run, progress) {
          position = current.count - 1
        } else {
          position -= 1
        }
      }
    }

    private func split(_ indices: [Int], into count: Int) -> [[Int]] {
      var chunks: [[Int]] = []
      var start = 0
      for chunk in 0..<count {
        let end = indices.count * (chunk + 1) / count
        if end > start { chunks.append(Array(indices[start..<end])) }
        start = end
      }
      return chunks
    }
  }
}
