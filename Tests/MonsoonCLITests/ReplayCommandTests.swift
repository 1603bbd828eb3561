import Foundation
import Testing

@Suite("monsoon-replay replay, end to end")
struct ReplayCommandTests {
  @Test("every valid golden log replays to its expected final state", arguments: Fixtures.validNames)
  func validFixtures(name: String) throws {
    #expect(!Fixtures.validNames.isEmpty)
    let result = try ToolRunner.run(["replay", "valid/\(name).jsonl", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == (try Fixtures.text("valid/\(name).expected.json")))
  }

  @Test("the fixture tables are not empty")
  func fixturesPresent() {
    #expect(Fixtures.validNames.count >= 5)
    #expect(Fixtures.invalid.count >= 10)
  }

  @Test("every invalid golden log fails on its line with its exit status", arguments: Fixtures.invalid)
  func invalidFixtures(expectation: Fixtures.Expectation) throws {
    let result = try ToolRunner.run(["replay", "invalid/\(expectation.file)"])
    #expect(result.status == expectation.status)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "monsoon-replay: error: invalid/\(expectation.message)\n"
        || result.standardError.hasPrefix(
          "monsoon-replay: error: invalid/\(expectation.message)"))
  }

  @Test("a torn tail is replayed up to it with a warning naming FILE:LINE")
  func tornTailWarning() throws {
    let result = try ToolRunner.run(["replay", "valid/torn-tail.jsonl", "--format", "json"])
    #expect(result.status == 0)
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: warning: valid/torn-tail.jsonl:4: incomplete last line"))
  }

  @Test("--at N shows the state after event N, --at 0 the initial state")
  func timeTravel() throws {
    let atSeven = try ToolRunner.run(["replay", "valid/sample.jsonl", "--at", "7", "--format=json"])
    #expect(atSeven.standardOutput.hasPrefix("{\"seq\":7,\"screen\":\"chooser\",\"selections\":[0,1,0,1,0,0]"))
    let atZero = try ToolRunner.run(["replay", "valid/sample.jsonl", "--at", "0", "--format", "json"])
    #expect(atZero.standardOutput.hasPrefix("{\"seq\":0,\"screen\":\"chooser\",\"selections\":[0,0,0,0,0,0]"))
  }

  @Test("--at past the end is exit 1 and says where the log ends")
  func atPastEnd() throws {
    let result = try ToolRunner.run(["replay", "valid/sample.jsonl", "--at", "21"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "monsoon-replay: error: valid/sample.jsonl: --at 21 is past the end of the log, "
        + "which ends at seq 20\n")
  }

  @Test("--lenient skips bad lines with warnings and replays the rest")
  func lenient() throws {
    let result = try ToolRunner.run(["replay", "--lenient", "invalid/bad-seq.jsonl", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("{\"seq\":4,\"screen\":\"detail\""))
    let rejected = try ToolRunner.run(["replay", "--lenient", "invalid/rejected-event.jsonl"])
    #expect(rejected.status == 0)
    #expect(
      rejected.standardError
        == "monsoon-replay: warning: invalid/rejected-event.jsonl:3: rejected event: "
        + "tap while on the detail screen\n"
        + "invalid/rejected-event.jsonl: lenient replay: 1 event counted, 1 line skipped\n")
    #expect(rejected.standardOutput.contains("seq 1 (go) · screen: detail"))
  }

  @Test("reads standard input for '-' and for a pipe without a file name")
  func standardInput() throws {
    let log = try Fixtures.text("valid/sample.jsonl")
    for arguments in [["replay", "-", "--format", "json"], ["replay", "--format", "json"]] {
      let result = try ToolRunner.run(arguments, input: log)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.hasPrefix("{\"seq\":20,"), "\(arguments)")
    }
    let bare = try ToolRunner.run([], input: log)
    #expect(bare.status == 0)
    #expect(bare.standardOutput.hasPrefix("seq 20 (go) · screen: detail"))
    let failing = try ToolRunner.run(["replay"], input: "{\"monsoon\":1,\"seed\":\"1\"}\n{\"seq\":2,\"type\":\"go\"}\n")
    #expect(failing.status == 65)
    #expect(failing.standardError == "monsoon-replay: error: <stdin>:2: bad seq 2, expected 1\n")
  }

  @Test("the text format is a table with every choice and the selected one marked")
  func textTable() throws {
    let result = try ToolRunner.run(["replay", "valid/sample.jsonl"])
    #expect(
      result.standardOutput == """
        seq 20 (go) · screen: detail

          production  [one of a kind] · mass market · small batch · large batch
          flavor      savory · [sweet] · umami
          texture     crunchy · [mushy] · smooth
          heat        [spicy] · mild
          amount      a little · [a lot]
          meal        breakfast · brunch · [lunch] · snack · dinner

          nav taps: search 1 · calendar 0 · compass 1 · menu 1

        """)
  }

  @Test("a missing file or a directory is exit 66")
  func unreadableInput() throws {
    let missing = try ToolRunner.run(["replay", "no-such-log.jsonl"])
    #expect(missing.status == 66)
    #expect(missing.standardError == "monsoon-replay: error: no-such-log.jsonl: No such file or directory\n")
    let directory = try ToolRunner.run(["replay", "valid"])
    #expect(directory.status == 66)
    #expect(
      directory.standardError
        == "monsoon-replay: error: valid: Is a directory; 'replay --each valid' replays every "
        + "log below it\n")
  }

  @Test(
    "usage errors are exit 64 with the usage line and a pointer to --help",
    arguments: [
      (["replay", "--bogus"], "unknown option '--bogus'"),
      (["replay", "valid/sample.jsonl", "--at"], "missing value for '--at'"),
      (["replay", "valid/sample.jsonl", "--at", "-1"], "invalid value '-1' for '--at'"),
      (["replay", "valid/sample.jsonl", "--at", "x"], "invalid value 'x' for '--at'"),
      (["replay", "valid/sample.jsonl", "--format", "xml"], "expected one of text, json"),
      (["replay", "a.jsonl", "b.jsonl"], "unexpected argument 'b.jsonl'"),
      (["replay"], "no log to read"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: "))
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.contains("See 'monsoon-replay replay --help'"))
  }

  @Test("--help prints OVERVIEW, USAGE and OPTIONS to stdout with exit 0")
  func help() throws {
    for arguments in [["replay", "--help"], ["replay", "-h"], ["help", "replay"]] {
      let result = try ToolRunner.run(arguments)
      #expect(result.status == 0)
      #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
      #expect(result.standardOutput.contains("USAGE: monsoon-replay replay"))
      #expect(result.standardOutput.contains("OPTIONS:"))
      #expect(result.standardError.isEmpty)
    }
    let root = try ToolRunner.run(["--help"])
    #expect(root.status == 0)
    #expect(root.standardOutput.contains("SUBCOMMANDS:"))
    #expect(root.standardOutput.contains("  replay "))
  }

  @Test("an unknown subcommand is a usage error")
  func unknownSubcommand() throws {
    let result = try ToolRunner.run(["replya"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: unknown subcommand 'replya'"))
  }
}
