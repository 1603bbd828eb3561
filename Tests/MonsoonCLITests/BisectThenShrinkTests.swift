import Foundation
import MonsoonTestSupport
import Testing

/// The workflow of issue 45 item 1: `bisect` finds where a condition first holds in a log that
/// goes on past it, and `shrink` with the same condition shrinks the log cut there.
@Suite("bisect, then shrink")
struct BisectThenShrinkTests {
  /// A 300-event generated log in which `nav.menu=3` first holds after seq 129 and no longer
  /// at the end (nav.menu is 9 there).
  static func log(_ directory: TemporaryDirectory, name: String = "log.jsonl") throws -> String {
    let generated = try ToolRunner.run(["gen", "--seed", "7", "--events", "300"])
    #expect(generated.status == 0)
    return try directory.write(name, generated.standardOutput)
  }

  @Test("shrink cuts a log that goes on past the condition where it first holds, and says so")
  func cutsAtFirstHit() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory)
    let found = try ToolRunner.run(["bisect", path, "--until", "nav.menu=3"])
    #expect(found.standardOutput == "seq 129 (line 130): nav menu\n")
    for (arguments, input) in [([path], nil), (["-"], try directory.read("log.jsonl"))] {
      let shrunk = try ToolRunner.run(
        ["shrink"] + arguments + ["--until", "nav.menu=3"], input: input)
      #expect(shrunk.status == 0, "\(shrunk.standardError)")
      #expect(
        shrunk.standardError.hasPrefix(
          "shrink: 'nav.menu=3' first holds after seq 129; shrinking seqs 1..129\n"
            + "shrink: 129 events -> 3 in "),
        "\(shrunk.standardError)")
      let repro = try directory.write("repro.jsonl", shrunk.standardOutput)
      #expect(shrunk.standardOutput.split(separator: "\n").count == 4)
      let check = try ToolRunner.run(["bisect", repro, "--until", "nav.menu=3"])
      #expect(check.standardOutput == "seq 3 (line 4): nav menu\n")
    }
  }

  @Test("a log whose last state satisfies the condition is shrunk whole, with no cut said")
  func wholeLog() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory)
    let shrunk = try ToolRunner.run(["shrink", path, "--until", "nav.menu=9"])
    #expect(shrunk.status == 0)
    #expect(shrunk.standardError.hasPrefix("shrink: 300 events -> 9 in "), "\(shrunk.standardError)")
  }

  @Test(
    "--through names the step to cut after: checked against the condition and the log's end",
    arguments: [
      ("140", Int32(0), "shrink: shrinking seqs 1..140\nshrink: 140 events -> 3 in "),
      ("129", 0, "shrink: shrinking seqs 1..129\nshrink: 129 events -> 3 in "),
      ("300", 1, "'nav.menu=3' does not hold after seq 300; it first holds after seq 129\n"),
      ("128", 1, "'nav.menu=3' does not hold after seq 128; it first holds after seq 129\n"),
      ("301", 64, "--through 301 is past the end of "),
      ("-1", 64, "invalid value '-1' for '--through'"),
    ])
  func through(seq: String, status: Int32, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory)
    let shrunk = try ToolRunner.run(["shrink", path, "--until", "nav.menu=3", "--through", seq])
    #expect(shrunk.status == status)
    #expect(shrunk.standardError.contains(message), "\(shrunk.standardError)")
    #expect(shrunk.standardOutput.isEmpty == (status != 0))
  }

  @Test("with --lenient, --through counts the log's own seqs, applied or skipped")
  func throughLenient() throws {
    let directory = try TemporaryDirectory()
    let path = try LenientGapTests.log(directory, without: [8])
    let shrunk = try ToolRunner.run(
      ["shrink", path, "--lenient", "--until", "flavor=sweet", "--through", "9"])
    #expect(shrunk.status == 0, "\(shrunk.standardError)")
    #expect(shrunk.standardError.contains("shrink: shrinking seqs 1..9\n"))
    let past = try ToolRunner.run(
      ["shrink", path, "--lenient", "--until", "flavor=sweet", "--through", "21"])
    #expect(past.status == 64)
    #expect(past.standardError.contains("--through 21 is past the end of \(path), which ends at seq 20"))
  }

  @Test("a condition that never holds, or holds before any event, is said so")
  func neverOrInitially() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory)
    let never = try ToolRunner.run(["shrink", path, "--until", "nav.menu=30"])
    #expect(never.status == 1)
    #expect(never.standardOutput.isEmpty)
    #expect(
      never.standardError.hasSuffix(
        ": 'nav.menu=30' never holds (300 events, up to seq 300); nothing to shrink\n"))
    let initially = try ToolRunner.run(["shrink", path, "--until", "nav.menu=0"])
    #expect(initially.status == 0)
    #expect(initially.standardOutput == "{\"monsoon\":2,\"seed\":\"7\"}\n")
    #expect(
      initially.standardError
        == "shrink: 'nav.menu=0' holds before any event; the shrunk log has none\n"
        + "shrink: 0 events -> 0 in 0 tests; kept seqs none\n")
  }

  @Test("bisect suggests the shrink command on standard error only; it runs as printed")
  func suggestion() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.log(directory, name: "tester's log.jsonl")
    let quoted = "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    let command = "monsoon-replay shrink \(quoted) --until 'nav.menu=3' --through 129"
    let text = try ToolRunner.run(["bisect", path, "--until", "nav.menu=3"])
    #expect(text.standardOutput == "seq 129 (line 130): nav menu\n")
    #expect(text.standardError == "bisect: to shrink the log up to this event: \(command)\n")
    let json = try ToolRunner.run(["bisect", path, "--until", "nav.menu=3", "--format", "json"])
    #expect(json.standardOutput == "{\"seq\":129,\"event\":{\"type\":\"nav\",\"button\":\"menu\"}}\n")
    #expect(json.standardError == text.standardError)
    let lenient = try ToolRunner.run(["bisect", path, "--until", "nav.menu=3", "--lenient"])
    #expect(lenient.standardError.hasSuffix(" --through 129 --lenient\n"))
    let piped = try ToolRunner.run(
      ["bisect", "--until", "nav.menu=3"], input: try directory.read("tester's log.jsonl"))
    #expect(piped.standardOutput == text.standardOutput)
    #expect(piped.standardError.isEmpty)
    let initially = try ToolRunner.run(["bisect", path, "--until", "nav.menu=0"])
    #expect(initially.standardError.isEmpty)
    let run = try ToolRunner.run(
      [], launcher: ["/usr/bin/env", "PATH=" + ToolRunner.productsDirectory.path, "/bin/sh", "-c", command])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.hasPrefix("shrink: shrinking seqs 1..129\n"), "\(run.standardError)")
  }
}
