import Foundation
import MonsoonEvents
import MonsoonScreen
import MonsoonUIKit
import Testing

@Suite("What an app shows for an error: localizedDescription")
struct LocalizedErrorTests {
  /// One error of each public error type of the libraries an app links with the screen.
  static let errors: [any Error & CustomStringConvertible] = [
    SessionStoreError.closed,
    SessionStoreError.rejected(.wrongScreen(.tap, .detail)),
    SessionStoreError.logWriteFailed(LogWriteError(reason: "cannot write s.jsonl: disk full")),
    SessionLogFileError.inUse(path: "s.jsonl"),
    Rejection.unknownButton("bell"),
    ChooserMenuError.noPrompts,
    LogWriteError(reason: "cannot write s.jsonl: No space left on device"),
    LayoutError.tooSmall(size: Size(width: 10, height: 10), controlCount: 6, reason: "too small"),
    DeviceError.unknown("toaster"),
  ]

  @Test("is the error's own sentence, not \"The operation could not be completed\"")
  func localizedDescriptionIsTheDescription() {
    for error in Self.errors {
      #expect(error.localizedDescription == error.description)
      #expect(!error.localizedDescription.contains("could not be completed"))
    }
  }

  @Test("a log problem names its line")
  func logProblemNamesItsLine() {
    let problem: any Error = LogProblem(line: 12, .unexpectedSeq(found: 14, expected: 13))
    #expect(problem.localizedDescription == "line 12: bad seq 14, expected 13")
  }
}
