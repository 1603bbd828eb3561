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
        + "  only the generator's state (rng) differs: --rng shows it\n")
    let shown = try ToolRunner.run(["diff", "sample.jsonl", reseeded, "--rng"])
    #expect(shown.standardOutput.contains("\n  rng    "))
  }
}
