@testable import monsoon_replay
import MonsoonEvents
import MonsoonSystem
import Testing

/// The tool's one mapping from a failure's kind to its exit status (`ExitCode.swift`): a
/// change to any status shows here, and in the manual page's EXIT STATUS section.
@Suite("Exit statuses by failure kind")
struct ExitStatusTests {
  /// Every kind of failure and the status it exits with, as docs/guarantees.md and the manual
  /// page say.
  static let statuses: [FailureKind: Int32] = [
    .unanswerable: 1,
    .cannotShow: 1,
    .invalidLog: 65,
    .changedWhileShrinking: 65,
    .invalidMenu: 65,
    .invalidList: 65,
    .cannotWriteTest: 65,
    .missingInput: 66,
    .changedWhileRead: 74,
    .inputFailed: 74,
    .programUnavailable: 69,
    .noThread: 71,
    .cannotCreate: 73,
    .writeFailed: 74,
    .programTimedOut: 75,
    .badConfiguration: 78,
  ]

  @Test("the table names every kind of failure")
  func tableIsComplete() {
    #expect(Set(FailureKind.allCases) == Set(Self.statuses.keys))
  }

  @Test("each kind of failure exits with its status", arguments: FailureKind.allCases)
  func status(_ kind: FailureKind) {
    #expect(kind.exitCode.rawValue == Self.statuses[kind])
  }

  @Test("a failure made from a kind carries the kind's status and its one message")
  func failureOfKind() {
    #expect(
      CommandError.failed(.missingInput, "a.jsonl: gone") == .failed(.noInput, ["a.jsonl: gone"]))
  }

  @Test(
    "a log's problem: changed while read 74, unreadable 66, a problem of its lines 65",
    arguments: zip(
      [
        LogProblem.Kind.unreadable(ByteSourceError(.changed, path: "a.jsonl")),
        .unreadable(ByteSourceError(.open(errno: 2), path: "a.jsonl")),
        .unreadable(ByteSourceError(.read(errno: 5), path: "a.jsonl")),
        .unreadable(ByteSourceError(.notRegularFile("a pipe"), path: "a.jsonl")),
        .missingHeader,
        .lineTooLong(limit: 10),
        .unknownEventType("hop"),
      ],
      [Int32(74), 66, 66, 66, 65, 65, 65]))
  func logProblem(_ kind: LogProblem.Kind, _ status: Int32) {
    #expect(FailureKind(LogProblem(line: 1, kind)).exitCode.rawValue == status)
  }

  @Test(
    "a menu file: too large 65, unreadable 66",
    arguments: zip(
      [
        FileError.Kind.tooLarge(limit: 1024),
        .emptyPath,
        .system(.noSuchFile),
        .unsupportedKind(.directory),
      ],
      [Int32(65), 66, 66, 66]))
  func menuFile(_ kind: FileError.Kind, _ status: Int32) {
    let error = FileError(path: "menu.json", kind)
    #expect(FailureKind(readingMenu: error).exitCode.rawValue == status)
  }
}
