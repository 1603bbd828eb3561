import Foundation
import MonsoonTestSupport
import Testing

/// `diff` as a tester reads it: columns named after the files, the events at the step, the
/// generator's state only on request, and an answer when the logs match.
@Suite("diff: what a tester reads")
struct DiffCommandTests {
  /// The sample's first `count` lines (the header and `count - 1` events).
  private static func samplePrefix(_ count: Int) throws -> String {
    let sample = try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent("sample.jsonl"),
      encoding: .utf8)
    return sample.split(separator: "\n").prefix(count).joined(separator: "\n") + "\n"
  }

  @Test("equal logs: 'no difference in N events', exit 0")
  func equal() throws {
    let result = try ToolRunner.run(["diff", "sample.jsonl", "sample.jsonl"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "no difference in 20 events\n")
    let json = try ToolRunner.run(["diff", "sample.jsonl", "sample.jsonl", "--format", "json"])
    #expect(json.standardOutput.isEmpty)
  }

  @Test("the columns are headed with the file names, and each log's event at the step is shown")
  func namesAndEvents() throws {
    let result = try ToolRunner.run(["diff", "sample.jsonl", "sample.jsonl", "--skip", "6"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        first difference after seq 7
          field       sample.jsonl   sample.jsonl --skip 6
          event       randomize      tap production
          production  one of a kind  mass market
          flavor      sweet          savory
          heat        mild           spicy
          amount      a little       a lot
          meal        breakfast      lunch
          the generator's state (rng) differs too: --rng shows it

        """)
  }

  @Test("a log that ends first is named in the heading, and has no event in its column")
  func ended() throws {
    let directory = try TemporaryDirectory()
    let short = try directory.write("short.jsonl", Self.samplePrefix(9))
    let result = try ToolRunner.run(["diff", "sample.jsonl", short])
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        first difference after seq 9 (\(short) has no event 9)
          field       sample.jsonl    \(short)
          event       tap production  -
          seq         9               8
          production  small batch     mass market

        """)
  }

  @Test("the rng row is hidden unless --rng asks for it")
  func generatorRow() throws {
    let directory = try TemporaryDirectory()
    let reseeded = try directory.write(
      "reseeded.jsonl",
      Self.samplePrefix(21).replacingOccurrences(of: "5eed5a1ad", with: "5eed5a1ae"))
    let hidden = try ToolRunner.run(["diff", "sample.jsonl", reseeded])
    #expect(hidden.status == 1)
    #expect(
      hidden.standardOutput == "first difference after seq 0\n"
        + "  only the generator's state (rng) differs: --rng shows it; --visible compares what "
        + "the user saw\n")
    let shown = try ToolRunner.run(["diff", "sample.jsonl", reseeded, "--rng"])
    #expect(shown.standardOutput.contains("\n  rng    "))
  }

  /// A generated log of `events` events (no `sel`), its header's seed and version replaced.
  private static func generated(
    _ directory: TemporaryDirectory, _ name: String, events: Int, seed: String = "1",
    version: Int = 2
  ) throws -> String {
    let log = try ToolRunner.run(["gen", "--seed", "1", "--events", String(events)])
    let lines = log.standardOutput.split(separator: "\n").map(String.init)
    let header = "{\"monsoon\":\(version),\"seed\":\"\(seed)\"}"
    return try directory.write(name, ([header] + lines.dropFirst()).joined(separator: "\n") + "\n")
  }

  @Test("--visible compares the screen, choices and nav counts only: logs of two seeds")
  func visible() throws {
    let directory = try TemporaryDirectory()
    let (a, b) = (
      try Self.generated(directory, "a.jsonl", events: 30),
      try Self.generated(directory, "b.jsonl", events: 30, seed: "2")
    )
    let all = try ToolRunner.run(["diff", a, b])
    #expect(all.standardOutput.hasPrefix("first difference after seq 0\n"))
    // The same taps under another seed: the first Randomize (seq 3) draws other choices.
    let visible = try ToolRunner.run(["diff", a, b, "--visible", "--format", "json"])
    #expect(visible.status == 1)
    #expect(
      visible.standardOutput
        == #"{"seq":3,"a":{"choices":{"production":"large batch","texture":"mushy","#
        + #""meal":"lunch"}},"b":{"choices":{"production":"mass market","texture":"smooth","#
        + #""meal":"brunch"}}}"#
        + "\n")
    let (shortA, shortB) = (
      try Self.generated(directory, "a2.jsonl", events: 2),
      try Self.generated(directory, "b2.jsonl", events: 2, seed: "2")
    )
    let same = try ToolRunner.run(["diff", shortA, shortB, "--visible"])
    #expect(same.status == 0)
    #expect(same.standardOutput == "no visible difference in 2 events\n")
  }

  @Test("logs of two versions: the difference names the versions, in words and in JSON")
  func versions() throws {
    let directory = try TemporaryDirectory()
    let (a, b) = (
      try Self.generated(directory, "v1.jsonl", events: 30, version: 1),
      try Self.generated(directory, "v2.jsonl", events: 30)
    )
    let json = try ToolRunner.run(["diff", a, b, "--format", "json"])
    #expect(json.status == 1)
    #expect(json.standardOutput == #"{"seq":0,"a":{},"b":{},"version":{"a":1,"b":2}}"# + "\n")
    let text = try ToolRunner.run(["diff", a, b])
    #expect(
      text.standardOutput
        == "first difference after seq 0\n  the logs' versions differ: \(a) is version 1, "
        + "\(b) version 2 (each replayed under its own rules)\n")
    let visible = try ToolRunner.run(["diff", a, b, "--visible", "--format", "json"])
    #expect(visible.standardOutput.hasSuffix(#","version":{"a":1,"b":2}}"# + "\n"))
  }
}
