import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("Checkpoint index from the command line: same answers, fewer lines read")
struct CheckpointIndexCommandTests {
  /// A log's lines (header first), with a line lenient replay skips after every `every`-th.
  private static func lines(_ log: SessionLog, badEvery every: Int? = nil) -> [String] {
    var lines = log.text.split(separator: "\n").map(String.init)
    if let every {
      for position in stride(from: lines.count - 1, to: 0, by: -1) where position % every == 0 {
        lines.insert(
          position % (2 * every) == 0 ? "not json {" : "{\"seq\":1,\"type\":\"go\"}",
          at: position + 1)
      }
    }
    return lines
  }

  private static func text(_ lines: [String]) -> String {
    lines.joined(separator: "\n") + "\n"
  }

  /// Writes a generated log of `events` events into `directory` and returns its path.
  @discardableResult
  private static func writeLog(
    _ directory: TemporaryDirectory, seed: UInt64, events: Int, name: String = "log.jsonl"
  ) throws -> String {
    try directory.write(name, SessionGenerator.log(seed: seed, events: events).text)
  }

  /// Runs the tool with indexes in `directory` (`nil`: indexing off).
  private static func run(
    _ arguments: [String], index directory: TemporaryDirectory?, input: String? = nil,
    environment: [String: String?] = [:]
  ) throws -> ToolRunner.Result {
    var changes = environment
    changes["MONSOON_INDEX_DIR"] = directory.map { $0.file("index") } ?? "off"
    return try ToolRunner.run(arguments, input: input, environment: changes)
  }

  private static func indexFiles(_ directory: TemporaryDirectory) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.file("index"))) ?? [])
      .sorted()
  }

  /// Whether two runs printed the same and ended the same.
  private static func same(_ a: ToolRunner.Result, _ b: ToolRunner.Result) -> Bool {
    a.status == b.status && a.standardOutput == b.standardOutput
      && a.standardError == b.standardError
  }

  @Test(
    "a run that writes an index removes files killed writers left; one that writes none does not")
  func abandonedFilesSwept() throws {
    let directory = try TemporaryDirectory()
    let small = try Self.writeLog(directory, seed: 0x51, events: 100, name: "small.jsonl")
    let large = try Self.writeLog(directory, seed: 0x52, events: 3_000, name: "large.jsonl")
    try FileManager.default.createDirectory(
      atPath: directory.file("index"), withIntermediateDirectories: true)
    let abandoned = "0123-strict.index.tmp-\(Int32.max)-1x2y"
    try directory.write("index/" + abandoned, "partial")
    let smallRun = try Self.run(["verify", small, small], index: directory)
    #expect(smallRun.status == 0)
    #expect(Self.indexFiles(directory) == [abandoned])
    let largeRun = try Self.run(["verify", small, large], index: directory)
    #expect(largeRun.status == 0)
    let left = Self.indexFiles(directory)
    #expect(!left.contains(abandoned))
    #expect(left.count == 1 && left.allSatisfy { $0.hasSuffix("-strict.index") })
  }

  @Test(
    "replay --at prints the same with an index as without, strict and lenient",
    arguments: ReplayMode.allCases)
  func replayAtSameOutput(mode: ReplayMode) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0xa7, events: 5_000, recordsSelections: true)
    let path = try directory.write(
      "log.jsonl", Self.text(Self.lines(log, badEvery: mode == .lenient ? 333 : nil)))
    let lenient = mode == .lenient ? ["--lenient"] : []
    let built = try Self.run(["index", path] + lenient, index: directory)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(Self.indexFiles(directory).count == 1)
    for seq in ["0", "1", "1024", "1500", "4097", "4999", "5000", "5001"] {
      for format in ["text", "json"] {
        let arguments = ["replay", path, "--at", seq, "--format", format] + lenient
        let indexed = try Self.run(arguments, index: directory)
        let plain = try Self.run(arguments, index: nil)
        #expect(Self.same(indexed, plain), "replay --at \(seq) --format \(format)")
      }
    }
    #expect(
      try Self.run(["replay", path, "--at", "4500"] + lenient, index: nil).standardError
        .contains("warning") == (mode == .lenient))
    let other = try Self.writeLog(directory, seed: 0xa8, events: 3_000, name: "other.jsonl")
    let each = ["replay", "--each", path, other, "--at", "2999", "--format", "json"] + lenient
    #expect(Self.same(try Self.run(each, index: directory), try Self.run(each, index: nil)))
    for skip in ["3", "4000-4100", "4999"] {
      let skipping = ["replay", path, "--skip", skip, "--at", "4500", "--format", "json"] + lenient
      #expect(
        Self.same(try Self.run(skipping, index: directory), try Self.run(skipping, index: nil)),
        "--skip \(skip)")
    }
  }

  @Test(
    "replay --at starts from the index: checkpoints tampered alike show in the answer, one alone is caught",
    arguments: [true, false])
  func indexIsUsed(alike: Bool) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 0x05ed, events: 3_000)
    let built = try Self.run(["index", path], index: directory)
    let indexPath = try #require(
      built.standardOutput.split(separator: "\n").last?
        .split(separator: " ").last.map(String.init))
    let file = try OpenedLogFile(path: path, source: try FileByteSource(path: path))
    let index = try file.index(at: indexPath, mode: .strict)
    try index.addingMenuTaps(at: alike ? 1..<index.checkpoints.count : 2..<3)
      .write(to: indexPath)
    let arguments = ["replay", path, "--at", "2100", "--format", "json"]
    let plain = try Self.run(arguments, index: nil)
    let indexed = try Self.run(arguments, index: directory)
    let menuTaps = { (json: String) in
      json.split(separator: "\"menu\":").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? -1
    }
    let added = menuTaps(indexed.standardOutput) - menuTaps(plain.standardOutput)
    #expect(added == (alike ? 1_000 : 0))
    #expect(indexed.standardError.isEmpty)
  }

  @Test("index writes the index and says where, with how many checkpoints")
  func indexCommand() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 0x1dc, events: 2_500)
    let result = try Self.run(["index", path], index: directory)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first == "\(path): 3 checkpoints, one every 1024 events (2500 events, strict)")
    let written = try #require(lines.last)
    #expect(written.hasPrefix("written to \(directory.file("index"))/"))
    #expect(written.hasSuffix("-strict.index"))
    #expect(Self.indexFiles(directory).count == 1)
    let lenient = try Self.run(["index", "--lenient", path], index: directory)
    #expect(lenient.standardOutput.contains("(2500 events, lenient)"))
    #expect(Self.indexFiles(directory).count == 2)
    let help = try ToolRunner.run(["help", "index"])
    #expect(help.standardOutput.hasPrefix("OVERVIEW: Build or refresh a log's checkpoint index"))
    #expect(help.standardOutput.contains("MONSOON_INDEX_DIR"))
    #expect(try ToolRunner.run(["--help"]).standardOutput.contains("\n  index   "))
  }

  @Test(
    "index fails with the right status",
    arguments: [
      ("standard input", Int32(64)), ("missing file", 66), ("invalid log", 65),
      ("indexing off", 78), ("unwritable directory", 73),
    ])
  func indexErrors(_ case: String, status: Int32) throws {
    let directory = try TemporaryDirectory()
    let valid = try Self.writeLog(directory, seed: 1, events: 50)
    let invalid = try directory.write(
      "bad.jsonl", "{\"monsoon\":1,\"seed\":\"1\"}\n{\"seq\":2,\"type\":\"go\"}\n")
    let blocker = try directory.write("blocker", "a file, not a directory")
    let result: ToolRunner.Result
    switch `case` {
    case "standard input": result = try Self.run(["index", "-"], index: directory, input: "")
    case "missing file": result = try Self.run(["index", directory.file("nope")], index: directory)
    case "invalid log": result = try Self.run(["index", invalid], index: directory)
    case "indexing off": result = try Self.run(["index", valid], index: nil)
    default:
      result = try ToolRunner.run(
        ["index", valid], environment: ["MONSOON_INDEX_DIR": blocker + "/index"])
    }
    #expect(result.status == status, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: "))
  }

  @Test("a whole replay or verify of a log over 1024 events leaves an index; others do not")
  func whoWritesTheIndex() throws {
    let directory = try TemporaryDirectory()
    let big = try Self.writeLog(directory, seed: 2, events: 1_025, name: "big.jsonl")
    let small = try Self.writeLog(directory, seed: 3, events: 1_024, name: "small.jsonl")
    let text = SessionGenerator.log(seed: 4, events: 2_000).text
    _ = try Self.run(["replay", small], index: directory)
    _ = try Self.run(["replay", "-"], index: directory, input: text)
    _ = try Self.run(["replay", big, "--at", "1000"], index: directory)
    // --at the last event stops there, not knowing that nothing follows: not a whole pass.
    _ = try Self.run(["replay", big, "--at", "1025"], index: directory)
    #expect(Self.indexFiles(directory).isEmpty)
    _ = try Self.run(["replay", big], index: directory)
    #expect(Self.indexFiles(directory).count == 1)
    let verified = try directory.write("verified.jsonl", text)
    #expect(try Self.run(["verify", verified], index: directory).status == 0)
    #expect(Self.indexFiles(directory).count == 2)
    let broken = try directory.write("broken.jsonl", text + "{\"seq\":7,\"type\":\"go\"}\n")
    #expect(try Self.run(["verify", broken], index: directory).status == 65)
    #expect(Self.indexFiles(directory).count == 2)
    _ = try Self.run(["replay", broken], index: nil)
    #expect(!FileManager.default.fileExists(atPath: directory.file("off")))
  }

  @Test(
    "without MONSOON_INDEX_DIR the index goes to the cache directory", arguments: [true, false])
  func defaultLocation(withXDG: Bool) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 5, events: 1_500)
    let result = try ToolRunner.run(
      ["replay", path],
      environment: [
        "MONSOON_INDEX_DIR": nil, "HOME": directory.file("home"),
        "XDG_CACHE_HOME": withXDG ? directory.file("xdg") : nil,
      ])
    #expect(result.status == 0)
    let expected = withXDG ? "xdg/monsoon-replay/index" : "home/.cache/monsoon-replay/index"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.file(expected))
    #expect(files.count == 1)
    #expect(files.first?.hasSuffix("-strict.index") == true)
  }

  @Test("an index directory that cannot be written is skipped silently")
  func unwritableDirectory() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 6, events: 1_500)
    let blocker = try directory.write("blocker", "")
    let result = try ToolRunner.run(
      ["replay", path, "--format", "json"], environment: ["MONSOON_INDEX_DIR": blocker + "/x"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput
        == (try Self.run(["replay", path, "--format", "json"], index: nil)).standardOutput)
  }

  @Test(
    "a changed log's index is not used, answers stay right, a whole replay rebuilds it",
    arguments: ["append", "rewrite", "truncate"])
  func staleIndex(change: String) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x57, events: 3_000)
    let path = try directory.write("log.jsonl", log.text)
    #expect(try Self.run(["replay", path], index: directory).status == 0)
    let indexPath = directory.file("index/" + (try #require(Self.indexFiles(directory).first)))
    let before = try Data(contentsOf: URL(fileURLWithPath: indexPath))
    switch change {
    case "append":
      try Self.writeLog(directory, seed: 0x57, events: 3_500)
    case "rewrite":
      try Self.writeLog(directory, seed: 0x58, events: 3_000)
    default:
      try Self.writeLog(directory, seed: 0x57, events: 2_000)
    }
    for seq in ["1500", "2000", "2500"] {
      let arguments = ["replay", path, "--at", seq, "--format", "json"]
      #expect(
        Self.same(try Self.run(arguments, index: directory), try Self.run(arguments, index: nil)))
    }
    #expect(try Self.run(["replay", path], index: directory).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: indexPath)) != before)
    let file = try OpenedLogFile(path: path, source: try FileByteSource(path: path))
    #expect(throws: Never.self) { try file.index(at: indexPath, mode: .strict) }
  }

  @Test(
    "a damaged index file is ignored without a word and rebuilt",
    arguments: [
      "garbage", "truncated", "empty",
    ])
  func damagedIndex(damage: String) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 0xda, events: 3_000)
    #expect(try Self.run(["replay", path], index: directory).status == 0)
    let indexPath = directory.file("index/" + (try #require(Self.indexFiles(directory).first)))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: indexPath))
    let damaged: Data
    switch damage {
    case "garbage": damaged = Data((0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 * 7) })
    case "truncated": damaged = bytes.prefix(bytes.count / 2)
    default: damaged = Data()
    }
    try damaged.write(to: URL(fileURLWithPath: indexPath))
    let arguments = ["replay", path, "--at", "2500", "--format", "json"]
    #expect(
      Self.same(try Self.run(arguments, index: directory), try Self.run(arguments, index: nil)))
    #expect(try Self.run(["verify", path], index: directory).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: indexPath)) == bytes)
  }

  @Test("an index for the other mode is not used; each mode keeps its own")
  func otherMode() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x30, events: 3_000)
    let path = try directory.write("log.jsonl", Self.text(Self.lines(log, badEvery: 500)))
    #expect(try Self.run(["index", path, "--lenient"], index: directory).status == 0)
    let strict = ["replay", path, "--at", "2500"]
    #expect(Self.same(try Self.run(strict, index: directory), try Self.run(strict, index: nil)))
    #expect(try Self.run(strict, index: directory).status == 65)
    let lenient = strict + ["--lenient"]
    #expect(Self.same(try Self.run(lenient, index: directory), try Self.run(lenient, index: nil)))
  }

  @Test("bisect --after finds the next occurrence, the same with an index as without")
  func bisectAfter() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 0xb15, events: 4_000)
    #expect(try Self.run(["index", path], index: directory).status == 0)
    var previous = 0
    for after in [0, 1, 1023, 1024, 2500, 3990] {
      let arguments = ["bisect", path, "--until", "screen=detail", "--after", "\(after)"]
      let indexed = try Self.run(arguments, index: directory)
      #expect(Self.same(indexed, try Self.run(arguments, index: nil)), "--after \(after)")
      guard indexed.status == 0 else { continue }
      let found = Int(indexed.standardOutput.dropFirst(4).prefix { $0.isNumber }) ?? 0
      #expect(found > after)
      #expect(found >= previous)
      previous = found
    }
    let first = try Self.run(["bisect", path, "--until", "screen=detail"], index: directory)
    let afterZero = try Self.run(
      ["bisect", path, "--until", "screen=detail", "--after", "0"], index: directory)
    #expect(first.standardOutput == afterZero.standardOutput)
    let initially = try Self.run(
      ["bisect", path, "--until", "screen=chooser", "--after", "0", "--format", "json"],
      index: directory)
    #expect(initially.standardOutput.hasPrefix("{\"seq\":1,"))
  }

  @Test(
    "bisect --after fails past the end, at the end and below zero",
    arguments: [
      ("4001", Int32(1), "--after 4001 is past the end of the log, which ends at seq 4000"),
      ("4000", 1, "'screen=detail' never holds after seq 4000"),
      ("-1", 64, "invalid value '-1' for '--after'"),
    ])
  func bisectAfterErrors(after: String, status: Int32, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 0xb15, events: 4_000)
    for index in [directory, nil] {
      let result = try Self.run(
        ["bisect", path, "--until", "screen=detail", "--after", after], index: index)
      #expect(result.status == status)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }

  @Test(
    "diff of logs with a long common prefix prints the same with an index as without",
    arguments: [[], ["--skip", "4500"], ["--skip", "10"], ["--lenient"], ["--format", "json"]])
  func diffCommonPrefix(options: [String]) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0xd1ff, events: 6_000)
    let shared = SessionLog(header: log.header, records: Array(log.records.prefix(5_000)))
    let state = try #require(shared.finalState)
    let last = try #require(shared.records.last)
    let event: Event = state.screen == .detail ? .back : .nav(.calendar)
    let forked = SessionLog(
      header: log.header,
      records: shared.records + [LogRecord(line: 0, seq: 5_001, time: last.time, event: event)])
    let bad = options == ["--lenient"] ? 400 : nil
    let a = try directory.write("a.jsonl", Self.text(Self.lines(log, badEvery: bad)))
    let b = try directory.write("b.jsonl", Self.text(Self.lines(forked, badEvery: bad)))
    let lenient = options == ["--lenient"] ? ["--lenient"] : []
    #expect(try Self.run(["index", a] + lenient, index: directory).status == 0)
    let arguments = ["diff", a, b] + options
    let indexed = try Self.run(arguments, index: directory)
    let plain = try Self.run(arguments, index: nil)
    #expect(Self.same(indexed, plain))
    #expect(indexed.status == 1)
    #expect(!indexed.standardOutput.isEmpty)
    #expect(indexed.standardError.contains("warning") == (bad != nil))
    let reversed = ["diff", b, a] + options
    #expect(Self.same(try Self.run(reversed, index: directory), try Self.run(reversed, index: nil)))
    let itself = try Self.run(["diff", a, a] + lenient, index: directory)
    #expect(itself.status == 0)
    #expect(itself.standardOutput == "no difference in 6000 events\n")
  }
}
