import Foundation
import MonsoonTestSupport
import Testing

/// Issue 45 item 3: a lenient replay of a log that lost a line says so, in the first warning
/// after the gap, whichever command replays it (the rule lives in the one replay loop), and
/// its end says how many events counted and how many lines were skipped.
@Suite("Lenient replay of a log with a missing line")
struct LenientGapTests {
  /// The sample log without the lines whose seq is in `missing`, written as `name`.
  static func log(
    _ directory: TemporaryDirectory, without missing: Set<Int>, name: String = "gap.jsonl"
  ) throws -> String {
    let sample = try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent("sample.jsonl"),
      encoding: .utf8)
    let kept = sample.split(separator: "\n").filter { line in
      !missing.contains { line.hasPrefix("{\"seq\":\($0),") }
    }
    return try directory.write(name, kept.joined(separator: "\n") + "\n")
  }

  /// The warnings a run printed, without the program's name.
  static func warnings(_ result: ToolRunner.Result) -> [String] {
    result.standardError.split(separator: "\n").compactMap { line in
      line.hasPrefix("monsoon-replay: warning: ")
        ? String(line.dropFirst("monsoon-replay: warning: ".count)) : nil
    }
  }

  @Test(
    "the first warning after a missing line names it, in every command with --lenient",
    arguments: [
      ["replay"], ["follow"], ["summary"], ["render"], ["html"], ["xcuitest", "--select-by-taps"],
      ["bisect", "--until", "nav.calendar>0"], ["diff", "sample.jsonl"],
    ])
  func namesTheGap(command: [String]) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory, without: [8])
    let result = try ToolRunner.run(command + [path, "--lenient"])
    let warnings = Self.warnings(result)
    #expect(
      warnings.first
        == "\(path):9: seq 8 is missing: later lines may diverge; state diverged: the log's "
        + "sel is [2,1,0,1,0,0] but replay gives [1,1,0,1,0,0]",
      "\(result.standardError)")
    #expect(warnings.count(where: { $0.contains("missing") }) == 1, "\(result.standardError)")
    // diff stops at the first difference; every other command reads the whole log.
    if command.first != "diff" { #expect(warnings.count == 12, "\(result.standardError)") }
  }

  @Test(
    "the end of a lenient run says how many events counted and how many lines were skipped",
    arguments: [
      ["replay"], ["replay", "--format", "json"], ["replay", "--changes"], ["replay", "--at", "20"],
      ["bisect", "--until", "nav.calendar>0"], ["shrink", "--until", "nav.calendar>0"],
      ["render"], ["timeline"], ["timeline", "--format", "json"], ["follow"],
      ["follow", "--format", "json"], ["summary"], ["html"], ["xcuitest", "--select-by-taps"],
      ["report"],
    ])
  func tally(command: [String]) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory, without: [8])
    let result = try ToolRunner.run(command + [path, "--lenient"])
    let lines = result.standardError.split(separator: "\n")
    let tally = "\(path): lenient replay: 7 events counted, 12 lines skipped (1 seq missing)"
    #expect(lines.contains(Substring(tally)), "\(result.standardError)")
    // The tally comes right after the warnings, and never on standard output.
    #expect(
      lines.firstIndex(of: Substring(tally)) == Self.warnings(result).count,
      "\(result.standardError)")
    #expect(!result.standardOutput.contains("lenient replay:"))
    // timeline shows rejected events as rejected lines of its output, not as warnings.
    #expect(
      Self.warnings(result).count == (command.first == "timeline" ? 0 : 12),
      "\(result.standardError)")
    let strict = try ToolRunner.run(command + [try Self.log(directory, without: []), "--lenient"])
    #expect(!strict.standardError.contains("lenient replay:"), "\(strict.standardError)")
  }

  @Test(
    "over many logs, a tally per log that skipped lines, after its warnings, in their order",
    arguments: [
      ["replay", "--each"], ["replay", "--each", "--format", "json"],
      ["bisect", "--each", "--until", "nav.calendar>0"], ["timeline"],
      ["timeline", "--format", "json"], ["summary"], ["report"],
    ])
  func manyLogs(command: [String]) throws {
    let directory = try TemporaryDirectory()
    let gap = try Self.log(directory, without: [8])
    let clean = try Self.log(directory, without: [], name: "clean.jsonl")
    let wide = try Self.log(directory, without: [8, 9, 10], name: "wide.jsonl")
    let result = try ToolRunner.run(command + [gap, clean, wide, "--lenient", "--jobs", "2"])
    let lines = result.standardError.split(separator: "\n").map(String.init)
    let gapTally = "\(gap): lenient replay: 7 events counted, 12 lines skipped (1 seq missing)"
    let wideTally = "\(wide): lenient replay: 7 events counted, 10 lines skipped (3 seqs missing)"
    #expect(
      lines.filter { !$0.hasPrefix("monsoon-replay: warning: ") } == [gapTally, wideTally],
      "\(result.standardError)")
    // Each tally ends its log's warnings (none in timeline, which shows rejected events as
    // rejected lines of its output): gap's 12, then wide's 10.
    let gapAt = try #require(lines.firstIndex(of: gapTally))
    let wideAt = try #require(lines.firstIndex(of: wideTally))
    #expect(lines[..<gapAt].allSatisfy { $0.contains("\(gap):") }, "\(result.standardError)")
    #expect(
      lines[(gapAt + 1)..<wideAt].allSatisfy { $0.contains("\(wide):") },
      "\(result.standardError)")
    #expect(lines.count == (command.first == "timeline" ? 2 : 24), "\(result.standardError)")
    #expect(!result.standardOutput.contains("lenient replay:"))
  }

  @Test("diff tallies each log it skipped lines of, up to the first difference")
  func diffTally() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory, without: [8])
    let result = try ToolRunner.run(["diff", "sample.jsonl", path, "--lenient"])
    #expect(result.status == 1)
    let tallies = result.standardError.split(separator: "\n").filter {
      $0.contains(": lenient replay: ")
    }
    #expect(tallies.count == 1, "\(result.standardError)")
    #expect(tallies.first?.hasPrefix("\(path): lenient replay: ") == true)
  }

  @Test("timeline shows the gap in the first rejected line after it")
  func timeline() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory, without: [8])
    let result = try ToolRunner.run(["timeline", path, "--lenient"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        "tap production                     rejected: seq 8 is missing: later lines may "
          + "diverge; state diverged: "), "\(result.standardOutput)")
    #expect(result.standardOutput.components(separatedBy: "missing").count == 2)
  }

  @Test("several missing seqs are named as a range; a gap with no problem after it is not")
  func range() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory, without: [8, 9, 10])
    let warnings = Self.warnings(try ToolRunner.run(["replay", path, "--lenient"]))
    #expect(
      warnings.first?.hasPrefix("\(path):9: seqs 8-10 are missing: later lines may diverge; ")
        == true, "\(warnings)")
    let quiet = try Self.log(directory, without: [4])
    let end = try ToolRunner.run(["replay", quiet, "--lenient"])
    #expect(end.status == 0)
    #expect(end.standardError.isEmpty)
  }
}
