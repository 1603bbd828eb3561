import Testing

/// Runs code inside the current test with the failures it records held back instead of
/// reported: how a property's `#expect` and `#require` become "this value fails" while the
/// search for a simpler one runs.
enum IssueCapture {
  /// Runs `body`; the failing issues it records are collected, not reported.
  ///
  /// Inside `withKnownIssue` an issue is already marked known when it reaches the capture, and
  /// is no failure any more; it is held back all the same (every error-severity issue is), so
  /// that a property shrinks and reports its counter-example there too.
  /// - Throws: ``RecordedIssues`` when `body` recorded a failing issue (whether or not it
  ///   also threw); otherwise what `body` threw.
  static func run(_ body: @escaping @Sendable () async throws -> Void) async throws {
    guard let test = Test.current else {
      try await body()
      return
    }
    let (issues, collector) = AsyncStream.makeStream(of: Issue.self)
    let capture = IssueHandlingTrait.compactMapIssues { issue in
      // Before Swift 6.3 every issue is an error (known or not); since, warnings pass.
      #if compiler(>=6.3)
        guard issue.severity >= .error else { return issue }
      #endif
      collector.yield(issue)
      return nil
    }
    var thrown: (any Error)?
    do {
      try await capture.provideScope(for: test, testCase: Test.Case.current, performing: body)
    } catch {
      thrown = error
    }
    collector.finish()
    var recorded: [Issue] = []
    for await issue in issues { recorded.append(issue) }
    if !recorded.isEmpty { throw RecordedIssues(issues: recorded) }
    if let thrown { throw thrown }
  }
}

/// The failures a property recorded with `#expect` or `#require` on one value.
struct RecordedIssues: Error, CustomStringConvertible {
  let issues: [Issue]

  /// Each issue on a line of its own: what failed, then its comments.
  var description: String {
    issues.map { issue in
      ([issue.kind.description] + issue.comments.map(\.rawValue)).joined(separator: ": ")
    }.joined(separator: "\n")
  }
}
