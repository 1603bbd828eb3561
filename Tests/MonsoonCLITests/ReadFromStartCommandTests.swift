import Foundation
import MonsoonEvents
import MonsoonTestSupport
import MonsoonTesting
import Testing

/// `replay --at`, `bisect --after` and `diff` read a log from its start, and no command leaves
/// a file of its own behind (docs/guarantees.md).
@Suite("Jumps read from the start; no command writes a cache")
struct ReadFromStartCommandTests {
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
  private static func writeLog(
    _ directory: TemporaryDirectory, seed: UInt64, events: Int, name: String = "log.jsonl"
  ) throws -> String {
    try directory.write(name, SessionGenerator.log(seed: seed, events: events).text)
  }

  /// The entries of a directory, and of the directories below it, as paths relative to it.
  private static func contents(_ path: String) -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }

  @Test(
    "index, with any arguments, is removed: 64 saying --at reads from the start",
    arguments: [["index"], ["index", "log.jsonl"], ["index", "--lenient", "-"], ["index", "--help"],
      ["help", "index"]])
  func indexRemoved(arguments: [String]) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: error: removed: --at reads from the start; the old cache "
          + "~/.cache/monsoon-replay/index can be deleted\n"), "\(result.standardError)")
    #expect(!(try ToolRunner.run(["--help"])).standardOutput.contains("\n  index "))
  }

  @Test(
    "replay --at, verify, bisect and diff of a 2,000-event log leave HOME (and MONSOON_INDEX_DIR) empty",
    arguments: [false, true])
  func writesNothing(namingIndexDirectory: Bool) throws {
    let directory = try TemporaryDirectory()
    let home = directory.file("home")
    let named = directory.file("index")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let a = try Self.writeLog(directory, seed: 0x40e, events: 2_000, name: "a.jsonl")
    let b = try Self.writeLog(directory, seed: 0x40f, events: 2_000, name: "b.jsonl")
    let environment: [String: String?] = [
      "HOME": home, "XDG_CACHE_HOME": nil,
      "MONSOON_INDEX_DIR": namingIndexDirectory ? named : nil,
    ]
    let runs = [
      ["replay", a, "--at", "1500"], ["replay", a, "--at", "1999", "--format", "json"],
      ["replay", a], ["verify", a], ["verify", a, b],
      ["bisect", a, "--until", "screen=detail", "--after", "1200"], ["diff", a, b],
      ["diff", a, a],
    ]
    for arguments in runs {
      let result = try ToolRunner.run(arguments, environment: environment)
      #expect([0, 1].contains(result.status), "\(arguments): \(result.standardError)")
    }
    #expect(Self.contents(home) == [])
    #expect(!FileManager.default.fileExists(atPath: named))
    #expect(
      Self.contents(directory.path).filter { $0 != "home" } == ["a.jsonl", "b.jsonl"])
  }

  @Test("replay --at gives a lenient log's warnings, each once, up to the seq asked for")
  func lenientWarnings() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0xa7, events: 5_000, recordsSelections: true)
    let path = try directory.write("log.jsonl", Self.text(Self.lines(log, badEvery: 333)))
    let result = try ToolRunner.run(["replay", path, "--at", "4500", "--lenient"])
    #expect(result.status == 0)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.last?.hasPrefix("\(path): lenient replay: ") == true)
    let warnings = lines.dropLast()
    #expect(!warnings.isEmpty)
    #expect(warnings.allSatisfy { $0.hasPrefix("monsoon-replay: warning: \(path):") })
    #expect(Set(warnings).count == warnings.count)
    #expect(try ToolRunner.run(["replay", path, "--at", "4500"]).status == 65)
  }

  @Test("bisect --after finds the next occurrence")
  func bisectAfter() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writeLog(directory, seed: 0xb15, events: 4_000)
    var previous = 0
    for after in [0, 1, 1023, 1024, 2500, 3990] {
      let result = try ToolRunner.run(
        ["bisect", path, "--until", "screen=detail", "--after", "\(after)"])
      guard result.status == 0 else { continue }
      let found = Int(result.standardOutput.dropFirst(4).prefix { $0.isNumber }) ?? 0
      #expect(found > after)
      #expect(found >= previous)
      previous = found
    }
    let first = try ToolRunner.run(["bisect", path, "--until", "screen=detail"])
    let afterZero = try ToolRunner.run(
      ["bisect", path, "--until", "screen=detail", "--after", "0"])
    #expect(first.standardOutput == afterZero.standardOutput)
    let initially = try ToolRunner.run(
      ["bisect", path, "--until", "screen=chooser", "--after", "0", "--format", "json"])
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
    let result = try ToolRunner.run(["bisect", path, "--until", "screen=detail", "--after", after])
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test(
    "diff of logs with a long common prefix finds the fork, either way round",
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
    for arguments in [["diff", a, b] + options, ["diff", b, a] + options] {
      let result = try ToolRunner.run(arguments)
      #expect(result.status == 1, "\(arguments): \(result.standardError)")
      #expect(!result.standardOutput.isEmpty)
      #expect(result.standardError.contains("warning") == (bad != nil))
    }
    let itself = try ToolRunner.run(["diff", a, a] + lenient)
    #expect(itself.status == 0)
    #expect(itself.standardOutput == "no difference in 6000 events\n")
  }
}
