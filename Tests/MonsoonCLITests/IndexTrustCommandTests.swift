import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("A planted index: refused with one warning, or not read at all, never trusted")
struct IndexTrustCommandTests {
  /// Root can give a file away (`chown nobody`); other users cannot make a file someone else's.
  static let runsAsRoot = getuid() == 0

  /// A directory with two 3,000-event logs that differ after event 2,000, and a valid index of
  /// the first in `index/`.
  private struct Setup {
    let directory: TemporaryDirectory
    let log: String
    let other: String
    let indexPath: String

    init() throws {
      directory = try TemporaryDirectory()
      let session = SessionGenerator.log(seed: 0x7a57, events: 3_000)
      log = try directory.write("log.jsonl", session.text)
      let fork = SessionGenerator.log(seed: 0x7a58, events: 1_000).records.enumerated().map {
        LogRecord(line: 0, seq: 2_001 + $0.offset, time: nil, event: $0.element.event)
      }
      other = try directory.write(
        "other.jsonl",
        SessionLog(header: session.header, records: session.records.prefix(2_000) + fork).text)
      let built = try ToolRunner.run(["index", log], environment: Self.environment(directory))
      indexPath = try #require(
        built.standardOutput.split(separator: "\n").last?.split(separator: " ").last
          .map(String.init))
    }

    static func environment(_ directory: TemporaryDirectory) -> [String: String?] {
      ["MONSOON_INDEX_DIR": directory.file("index")]
    }

    /// The commands that jump with an index, each under `timeout` so that a run that blocks
    /// fails instead of hanging the tests.
    var jumps: [[String]] {
      [
        ["replay", log, "--at", "2900", "--format", "json"],
        ["bisect", log, "--until", "screen=detail", "--after", "2500"],
        ["diff", log, other],
      ]
    }

    func run(_ arguments: [String], indexed: Bool) throws -> ToolRunner.Result {
      try ToolRunner.run(
        arguments, launcher: ["/usr/bin/timeout", "-s", "KILL", "20"],
        environment: indexed ? Self.environment(directory) : ["MONSOON_INDEX_DIR": "off"])
    }

    /// Runs every jump with the index and without: the same status and standard output,
    /// and standard error with `warning` (a line, or nothing) first.
    func expectSameAnswers(warning: String? = nil) throws {
      for arguments in jumps {
        let indexed = try run(arguments, indexed: true)
        let plain = try run(arguments, indexed: false)
        #expect(indexed.status == plain.status, "\(arguments)")
        #expect(indexed.standardOutput == plain.standardOutput, "\(arguments)")
        let expectedErrors = (warning.map { "monsoon-replay: warning: \($0)\n" } ?? "")
          + plain.standardError
        #expect(indexed.standardError == expectedErrors, "\(arguments)")
      }
    }

    /// The index with 1,000 more menu taps in every checkpoint after the first: an index
    /// that, if read, changes every answer, and passes every check but the ownership ones.
    func forgedIndex() throws -> CheckpointIndex {
      let file = try OpenedLogFile(path: log, source: try FileByteSource(path: log))
      let index = try file.index(at: indexPath, mode: .strict)
      return try index.addingMenuTaps(at: index.checkpoints.indices.dropFirst())
    }
  }

  @Test("a forged index of your own is read (the test's control): answers change")
  func forgedIndexIsRead() throws {
    let setup = try Setup()
    try setup.forgedIndex().write(to: setup.indexPath)
    let arguments = setup.jumps[0]
    #expect(
      try setup.run(arguments, indexed: true).standardOutput
        != setup.run(arguments, indexed: false).standardOutput)
  }

  @Test("a FIFO at the index path: every jump answers at once, as without an index")
  func fifo() throws {
    let setup = try Setup()
    try FileManager.default.removeItem(atPath: setup.indexPath)
    #expect(mkfifo(setup.indexPath, 0o600) == 0)
    try setup.expectSameAnswers()
    #expect(try setup.run(["replay", setup.log], indexed: true).status == 0)
    let replaced = try FileManager.default.attributesOfItem(atPath: setup.indexPath)
    #expect(replaced[.type] as? FileAttributeType == .typeRegular, "a whole pass replaced it")
  }

  @Test("a symbolic link at the index path is not followed, not even to your own index")
  func symbolicLink() throws {
    let setup = try Setup()
    let forged = setup.directory.file("forged.index")
    try setup.forgedIndex().write(to: forged)
    try FileManager.default.removeItem(atPath: setup.indexPath)
    try FileManager.default.createSymbolicLink(
      atPath: setup.indexPath, withDestinationPath: forged)
    try setup.expectSameAnswers()
  }

  @Test(
    "a 1 GiB sparse file at the index path costs nothing: no memory, no time",
    .disabled(if: PeakMemory.underSanitizer, "a sanitizer's runtime needs more address space"))
  func sparseFile() throws {
    let setup = try Setup()
    #expect(truncate(setup.indexPath, 1 << 30) == 0)
    try setup.expectSameAnswers()
    let limited = try ToolRunner.run(
      setup.jumps[0], launcher: ["/bin/sh", "-c", "ulimit -v 400000 && exec \"$0\" \"$@\""],
      environment: Setup.environment(setup.directory))
    #expect(limited.status == 0, "under a 400 MB address-space limit: \(limited.standardError)")
  }

  @Test("an index file others may write is refused with one warning")
  func writableIndexFile() throws {
    let setup = try Setup()
    try setup.forgedIndex().write(to: setup.indexPath)
    try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: setup.indexPath)
    try setup.expectSameAnswers(
      warning: "not using the checkpoint index \(setup.indexPath): other users may write it "
        + "(mode 664; 'chmod go-w' fixes that)")
  }

  @Test("an index directory others may write is refused with one warning per command")
  func writableDirectory() throws {
    let setup = try Setup()
    try setup.forgedIndex().write(to: setup.indexPath)
    let index = setup.directory.file("index")
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: index)
    let warning =
      "not using the checkpoint index \(index): other users may write the directory "
      + "(mode 777; 'chmod go-w' fixes that)"
    try setup.expectSameAnswers(warning: warning)
    let line = "monsoon-replay: warning: \(warning)\n"
    let copy = try setup.directory.write("copy.jsonl", try setup.directory.read("log.jsonl"))
    let files = [setup.log, setup.other, copy]
    for arguments in [["replay", "--each"] + files + ["--at", "2900"], ["verify"] + files] {
      for jobs in ["1", "3"] {
        let result = try setup.run(arguments + ["--jobs", jobs], indexed: true)
        // verify ends with its count of the run.
        let total =
          arguments[0] == "verify"
          ? "monsoon-replay: 3 logs checked: 3 valid, 0 invalid, 0 unreadable\n" : ""
        #expect(result.status == 0)
        #expect(result.standardError == line + total, "\(arguments) --jobs \(jobs)")
      }
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: index)
    #expect(try setup.run(["replay", copy], indexed: true).status == 0)
    let refused = try setup.run(["index", copy], indexed: true)
    #expect(refused.status == 78)
    #expect(
      refused.standardError
        == "monsoon-replay: error: \(warning); set MONSOON_INDEX_DIR to a directory of your own\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: index) == before,
      "nothing is written into a directory that is refused")
  }

  @Test(
    "an index file or directory another user owns is refused with one warning",
    .enabled(if: runsAsRoot, "only root can give a file to another user (chown nobody)"))
  func ownedByAnotherUser() throws {
    let setup = try Setup()
    try setup.forgedIndex().write(to: setup.indexPath)
    let nobody = 65_534
    try FileManager.default.setAttributes([.ownerAccountID: nobody], ofItemAtPath: setup.indexPath)
    try setup.expectSameAnswers(
      warning: "not using the checkpoint index \(setup.indexPath): it belongs to user \(nobody), "
        + "not to you (user 0)")
    let index = setup.directory.file("index")
    try FileManager.default.setAttributes([.ownerAccountID: 0], ofItemAtPath: setup.indexPath)
    try FileManager.default.setAttributes([.ownerAccountID: nobody], ofItemAtPath: index)
    try setup.expectSameAnswers(
      warning: "not using the checkpoint index \(index): the directory belongs to user \(nobody), "
        + "not to you (user 0)")
  }
}
