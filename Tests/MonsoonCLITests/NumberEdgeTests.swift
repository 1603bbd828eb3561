import Foundation
import MonsoonTestSupport
import Testing

/// Numbers at the edges of 64 bits in a log (docs/guarantees.md, "Hostile input"): every
/// command that replays checks them before any arithmetic, and says what is wrong.
@Suite("Number edges: a seq or t near Int64's limits is an answer, never a crash")
struct NumberEdgeTests {
  /// The largest seq, then seq 1: no seq can follow the largest.
  static let seqAfterLargest = """
    {"monsoon":2,"seed":"1"}
    {"seq":9223372036854775807,"type":"go"}
    {"seq":1,"type":"back"}

    """
  /// A valid log whose `t` goes from 0 to the largest.
  static let largestTime = """
    {"monsoon":2,"seed":"1"}
    {"seq":1,"t":0,"type":"go"}
    {"seq":2,"t":9223372036854775807,"type":"back"}

    """
  /// A `t` at the smallest 64-bit integer, which the format refuses (t ≥ 0).
  static let smallestTime = """
    {"monsoon":2,"seed":"1"}
    {"seq":1,"t":-9223372036854775808,"type":"go"}
    {"seq":2,"type":"back"}

    """

  /// Each command that replays a log, strict and lenient; `LOG` stands for the log's path.
  static let commands: [[String]] = [
    ["replay", "LOG"], ["replay", "LOG", "--at", "1"], ["summary", "LOG"], ["timeline", "LOG"],
    ["follow", "LOG"], ["diff", "LOG", "LOG"], ["bisect", "LOG", "--until", "screen = detail"],
    ["html", "LOG", "-o", "OUT"], ["shrink", "LOG", "--until", "screen = detail", "-o", "OUT"],
    ["render", "LOG", "-o", "OUT"], ["xcuitest", "LOG", "-o", "OUT"],
    ["report", "LOG", "-o", "OUT"],
  ].flatMap { [$0, $0 + ["--lenient"]] }
    + [
      ["verify", "LOG"], ["timeline", "LOG", "--format", "json"],
      ["replay", "--each", "LOG", "--format", "json"],
    ]

  /// Runs `command` on a log of `text`.
  private static func run(_ command: [String], log text: String) throws -> ToolRunner.Result {
    let directory = try TemporaryDirectory()
    let log = try directory.write("edge.jsonl", text)
    let arguments = command.map {
      $0 == "LOG" ? log : $0 == "OUT" ? directory.file("out") : $0
    }
    return try ToolRunner.run(arguments)
  }

  @Test(
    "a seq after the largest seq is exit 65 naming its line, in every command that replays",
    arguments: commands)
  func seqAfterLargest(command: [String]) throws {
    let run = try Self.run(command, log: Self.seqAfterLargest)
    #expect(!run.standardError.contains("overflow"))
    #expect(run.status < 128, "\(run.standardError)")
    let notGreater =
      "edge.jsonl:3: bad seq 1: not greater than the previous seq 9223372036854775807"
    if command.contains("--lenient") {
      // Line 2 counts; line 3 is skipped with a warning, when it is read (bisect stops before),
      // which first names the seqs line 2 jumped over.
      let skipped =
        "edge.jsonl:3: seqs 1-9223372036854775806 are missing: later lines may diverge; "
        + "bad seq 1: not greater than the previous seq 9223372036854775807"
      #expect([0, 1].contains(run.status), "\(run.status): \(run.standardError)")
      #expect(
        !run.standardError.contains("edge.jsonl:3") || run.standardError.contains(skipped),
        "\(run.standardError)")
    } else {
      #expect(run.status == 65)
      #expect(
        run.standardError.contains("edge.jsonl:2: bad seq 9223372036854775807, expected 1"),
        "\(run.standardError)")
    }
    if command.first == "verify" {
      // verify goes on past line 2, and names line 3 too.
      #expect(run.standardError.contains(notGreater), "\(run.standardError)")
    }
  }

  @Test("a t of 0 then the largest replays in every command", arguments: commands)
  func largestTime(command: [String]) throws {
    let run = try Self.run(command, log: Self.largestTime)
    #expect([0, 1].contains(run.status), "\(run.status): \(run.standardError)")
  }

  @Test("a t at the smallest 64-bit integer is exit 65 naming its line", arguments: commands)
  func smallestTime(command: [String]) throws {
    let run = try Self.run(command, log: Self.smallestTime)
    #expect(run.standardError.contains("edge.jsonl:2: "), "\(run.standardError)")
    if !command.contains("--lenient") { #expect(run.status == 65) }
    #expect(run.status < 128)
  }

  @Test("html --lenient: a seq past the viewer's limit is named with its line, not a count")
  func htmlSeqPastLimit() throws {
    let run = try Self.run(
      ["html", "LOG", "--lenient", "-o", "OUT"],
      log: """
        {"monsoon":2,"seed":"1"}
        {"seq":1,"type":"go"}
        {"seq":9223372036854775807,"type":"back"}

        """)
    #expect(run.status == 1)
    #expect(
      run.standardError.contains(
        "edge.jsonl:3: seq 9223372036854775807 is past 1000000, the highest seq one viewer "
          + "page holds"), "\(run.standardError)")
    #expect(!run.standardError.contains("events"))
  }
}
