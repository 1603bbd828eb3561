import Foundation
import Testing

@Suite("timeline, verify, diff")
struct InspectCommandTests {
  @Test("timeline prints one line per event with its changes")
  func timelineText() throws {
    let result = try ToolRunner.run(["timeline", "sample.jsonl"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 20)
    #expect(lines[0] == "    1     +0.000s  tap flavor                         flavor: savory -> sweet")
    #expect(lines[10] == "   11    +14.100s  go                                 screen: chooser -> detail")
    #expect(result.standardError.isEmpty)
  }

  @Test("timeline --format json prints one object per event, from standard input too")
  func timelineJSON() throws {
    let sample = try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent(
        "sample.jsonl"), encoding: .utf8)
    let result = try ToolRunner.run(["timeline", "--format", "json"], input: sample)
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 20)
    #expect(
      lines[3] == "{\"seq\":4,\"t\":1764410403400,\"elapsed_ms\":3400,\"event\":{\"type\":"
        + "\"nav\",\"button\":\"search\"},\"changes\":{\"nav.search\":{\"from\":0,\"to\":1}}}")
  }

  @Test("timeline --lenient shows rejected events and warns about unreadable lines")
  func timelineLenient() throws {
    let result = try ToolRunner.run(["timeline", "broken.jsonl", "--lenient"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 7)
    #expect(
      lines[2] == "    4     +0.500s  go                                 "
        + "rejected: seq 2 is missing: later lines may diverge; t 1500 is earlier than the "
        + "previous t 2000")
    #expect(
      lines[4] == "    7     +1.600s  back                               "
        + "rejected: back while on the chooser screen")
    #expect(
      result.standardError.contains("monsoon-replay: warning: broken.jsonl:5: malformed JSON"))
  }

  @Test("timeline stops at the first problem in strict mode, with exit 65")
  func timelineStrict() throws {
    let result = try ToolRunner.run(["timeline", "broken.jsonl"])
    #expect(result.status == 65)
    #expect(result.standardOutput.split(separator: "\n").count == 1)
    #expect(
      result.standardError == "monsoon-replay: error: broken.jsonl:3: bad seq 3, expected 2\n")
  }

  @Test("verify reports every problem with FILE:LINE and a summary per file")
  func verifyProblems() throws {
    let result = try ToolRunner.run(["verify", "sample.jsonl", "broken.jsonl"])
    #expect(result.status == 65)
    #expect(
      result.standardOutput == """
        sample.jsonl: 20 events, 0 problems
        broken.jsonl: 8 events, 5 problems

        """)
    var errors = result.standardError.split(separator: "\n")
    #expect(errors.popLast() == "monsoon-replay: 2 logs checked: 1 valid, 1 invalid, 0 unreadable")
    #expect(
      errors.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
        "monsoon-replay: error: broken.jsonl", "monsoon-replay: error: broken.jsonl",
        "monsoon-replay: error: broken.jsonl", "monsoon-replay: error: broken.jsonl",
        "monsoon-replay: error: broken.jsonl",
      ])
    // Fields looked up without trapping: a run that prints something else fails here, and
    // the other tests still run.
    #expect(errors.map { $0.split(separator: ":").dropFirst(3).first } == ["3", "4", "5", "6", "9"])
    #expect(errors.dropFirst(3).first?.hasSuffix("rejected event: tap while on the detail screen") == true)
  }

  @Test("verify exits 0 for valid logs and 66 for a missing one")
  func verifyStatus() throws {
    #expect(try ToolRunner.run(["verify", "sample.jsonl"]).status == 0)
    let missing = try ToolRunner.run(["verify", "sample.jsonl", "no-such.jsonl"])
    #expect(missing.status == 66)
    #expect(missing.standardError.contains("no-such.jsonl: No such file or directory"))
  }

  @Test("diff exits 0 on equal logs and 1 with the first difference")
  func diff() throws {
    let equal = try ToolRunner.run(["diff", "sample.jsonl", "sample.jsonl"])
    #expect(equal.status == 0)
    #expect(equal.standardOutput == "no difference in 20 events\n")
    let skipped = try ToolRunner.run(
      ["diff", "sample.jsonl", "sample.jsonl", "--skip", "4", "--format", "json"])
    #expect(skipped.status == 1)
    #expect(
      skipped.standardOutput == "{\"seq\":4,\"a\":{\"choices\":{\"meal\":\"breakfast\"},"
        + "\"nav.search\":1},\"b\":{\"choices\":{\"meal\":\"dinner\"},\"nav.search\":0}}\n")
    let text = try ToolRunner.run(["diff", "sample.jsonl", "broken.jsonl", "--lenient"])
    #expect(text.status == 1)
    #expect(text.standardOutput.hasPrefix("first difference after seq 0\n"))
  }

  @Test("diff needs two logs")
  func diffUsage() throws {
    let result = try ToolRunner.run(["diff", "sample.jsonl"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("diff needs two logs"))
    #expect(result.standardError.contains("See 'monsoon-replay diff --help'"))
  }
}
