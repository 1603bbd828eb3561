import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonTesting
import Testing

/// Runs a per-step invariant with its issues reported where they are written, each with the
/// step it failed at: how the shrunk session of ``checkEachStep(of:seed:count:sourceLocation:_:)``
/// shows its failing `#expect`s.
enum StepIssues {
  /// Runs `invariant` on `step`, adding `at step 2 of 2, seq 2 (go)` to each issue it records.
  /// - Returns: whether it recorded an issue or threw.
  static func report(
    _ step: SessionStep, _ invariant: @escaping @Sendable (SessionStep) async throws -> Void
  ) async -> Bool {
    let recorded = LockedValue(false)
    let place = words(step)
    let annotate = IssueHandlingTrait.compactMapIssues { issue in
      // Before Swift 6.3 every issue is an error (known or not); since, warnings pass.
      #if compiler(>=6.3)
        guard issue.severity >= .error else { return issue }
      #endif
      recorded.withLock { $0 = true }
      var issue = issue
      issue.comments.append(Comment(rawValue: place))
      return issue
    }
    do {
      if let test = Test.current {
        try await annotate.provideScope(for: test, testCase: Test.Case.current) {
          try await invariant(step)
        }
      } else {
        try await invariant(step)
      }
    } catch {
      return true
    }
    return recorded.current
  }

  /// The step in words: `at step 2 of 2, seq 2 (go)`.
  static func words(_ step: SessionStep) -> String {
    "at step \(step.index + 1) of \(step.log.records.count), seq \(step.record.seq) "
      + "(\(step.event.words(menu: step.after.menu)))"
  }
}
