import Foundation
import MonsoonEvents
import MonsoonFoundation
import MonsoonScreen
import Testing

@Suite("What an app shows for an error: localizedDescription")
struct LocalizedErrorTests {
  /// One error of each public error type of the libraries an app links with the screen.
  static let errors: [any Error & CustomStringConvertible] = [
    SessionStoreError.closed,
    SessionStoreError.rejected(.wrongScreen(.tap, .detail)),
    SessionStoreError.logWriteFailed(LogWriteError(reason: "cannot write s.jsonl: disk full")),
    SessionLogFileError.inUse(path: "s.jsonl"),
    SessionLogFileError.openInThisProcess(path: "s.jsonl"),
    SessionLogFileError.storeAlreadyMade(path: "s.jsonl"),
    Rejection.unknownButton("bell"),
    ChooserMenuError.noPrompts,
    LogWriteError(reason: "cannot write s.jsonl: No space left on device"),
    LayoutError.tooSmall(size: Size(width: 10, height: 10), controlCount: 6, reason: "too small"),
    DeviceError.unknown("toaster"),
    ChooserLaunchOptionsError(argument: "-MonsoonSeed", value: "xyz", .invalidSeed),
    ReplayedLogError(log: "tester.jsonl", .seqPastEnd(25, lastSeq: 20)),
    FileURLError(url: "https://example.com/s.jsonl", .notAFileURL(scheme: "https")),
  ]

  @Test("is the error's own sentence, not \"The operation could not be completed\"")
  func localizedDescriptionIsTheDescription() {
    for error in Self.errors {
      #expect(error.localizedDescription == error.description)
      #expect(!error.localizedDescription.contains("could not be completed"))
    }
  }

  @Test("a missing log file names its path")
  func missingFileNamesItsPath() {
    let error = #expect(throws: LogProblem.self) {
      try LogReplay(fileAt: "/nonexistent/tester.jsonl")
    }
    #expect(
      error?.localizedDescription
        == "cannot read /nonexistent/tester.jsonl: No such file or directory")
  }

  @Test("a log problem names its line")
  func logProblemNamesItsLine() {
    let problem: any Error = LogProblem(line: 12, .unexpectedSeq(found: 14, expected: 13))
    #expect(problem.localizedDescription == "line 12: bad seq 14, expected 13")
  }
}
