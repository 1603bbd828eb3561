import Testing

@testable import MonsoonTestKit

/// The issues `body` records, held back so that a test can look at them instead of failing.
func capturedIssues(_ body: @escaping @Sendable () async -> Void) async -> [Issue] {
  do {
    try await IssueCapture.run(body)
    return []
  } catch let recorded as RecordedIssues {
    return recorded.issues
  } catch {
    Issue.record("unexpected error \(error)")
    return []
  }
}
