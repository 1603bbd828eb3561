/// Shrinks an array to a 1-minimal subsequence that still passes a test: delta debugging
/// (ddmin, with its complement pass), then removing elements one by one until none can go.
///
/// Generic over any array and any test. Deterministic: the same input and test give the same
/// result after the same sequence of tests. ``LogShrinker`` runs the same deletion search over
/// a log's events, then simplifies the events that remain.
public enum Shrinker {
  /// How far a shrink has come, for progress reports.
  package struct Progress: Hashable, Sendable {
    /// The number of elements of the smallest passing subsequence found so far.
    package let elementsLeft: Int
    /// The number of times the test has run.
    package let testsRun: Int
  }

  /// The outcome of a shrink.
  package struct Outcome<Element> {
    /// The 1-minimal subsequence found: removing any one of its elements fails the test.
    package let elements: [Element]
    /// The indices of ``elements`` in the input, in increasing order.
    package let indices: [Int]
    /// The number of times the test ran.
    package let testsRun: Int
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
  package static func shrink<Element>(
    _ input: [Element], progress: (Progress) -> Void = { _ in },
    test: ([Element]) -> Bool
  ) -> Outcome<Element> {
    var search = DeletionSearch(Array(input.indices))
    var testsRun = 0
    while let candidate = search.next() {
      testsRun += 1
      search.learn(stillFails: test(candidate.map { input[$0] }))
      progress(Progress(elementsLeft: search.best.count, testsRun: testsRun))
    }
    return Outcome(
      elements: search.best.map { input[$0] }, indices: search.best, testsRun: testsRun)
  }
}
