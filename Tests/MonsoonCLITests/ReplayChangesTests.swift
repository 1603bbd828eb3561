import Foundation
import MonsoonTestSupport
import Testing

/// `replay --at N --changes` and the table's heading: which event a state is after, and what
/// that one event changed.
@Suite("replay: the event a state is after, and --changes")
struct ReplayChangesTests {
  @Test("the table's heading names the event it stopped after; --at 0 is the start")
  func headingNamesTheEvent() throws {
    let at6 = try ToolRunner.run(["replay", "sample.jsonl", "--at", "6"])
    #expect(at6.status == 0)
    #expect(at6.standardOutput.hasPrefix("seq 6 (randomize) · screen: chooser\n"))
    let start = try ToolRunner.run(["replay", "sample.jsonl", "--at", "0"])
    #expect(start.standardOutput.hasPrefix("seq 0 (the start) · screen: chooser\n"))
  }

  @Test("the JSON output is as it was: no event named")
  func jsonUnchanged() throws {
    let result = try ToolRunner.run(["replay", "sample.jsonl", "--at", "6", "--format", "json"])
    #expect(result.standardOutput.hasPrefix(#"{"seq":6,"screen":"chooser","selections":"#))
  }

  @Test("--changes shows the event, what it changed, and the states before and after")
  func changes() throws {
    let result = try ToolRunner.run(
      ["replay", "sample.jsonl", "--at", "6", "--changes"], environment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == """
        seq 6 (randomize) changed:
          flavor   umami -> savory
          texture  mushy -> crunchy
          amount   a little -> a lot
          meal     dinner -> lunch

        before: seq 5 (select meal = dinner) · screen: chooser

          production  [one of a kind] · mass market · small batch · large batch
          flavor      savory · sweet · [umami]
          texture     crunchy · [mushy] · smooth
          heat        [spicy] · mild
          amount      [a little] · a lot
          meal        breakfast · brunch · lunch · snack · [dinner]

          nav taps: search 1 · calendar 0 · compass 0 · menu 0

        after: seq 6 (randomize) · screen: chooser

          production  [one of a kind] · mass market · small batch · large batch
          flavor      [savory] · sweet · umami
          texture     [crunchy] · mushy · smooth
          heat        [spicy] · mild
          amount      a little · [a lot]
          meal        breakfast · brunch · [lunch] · snack · dinner

          nav taps: search 1 · calendar 0 · compass 0 · menu 0

        """)
  }

  @Test("--changes on a big log shows the event asked for and the state before it")
  func changesOnABigLog() throws {
    let directory = try TemporaryDirectory()
    let generated = try ToolRunner.run(["gen", "--seed", "7", "--events", "3000"])
    let path = try directory.write("big.jsonl", generated.standardOutput)
    let result = try ToolRunner.run(["replay", path, "--at", "2500", "--changes"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("seq 2500 ("))
    #expect(result.standardOutput.contains("\nbefore: seq 2499 ("))
  }

  @Test("--changes is text, on one log", arguments: [["--format", "json"], ["--skip", "3"]])
  func changesUsage(extra: [String]) throws {
    let result = try ToolRunner.run(["replay", "sample.jsonl", "--changes"] + extra)
    #expect(result.status == 64)
  }

  @Test("--changes with --each is refused, not ignored")
  func changesWithEach() throws {
    let result = try ToolRunner.run(["replay", "--each", "sample.jsonl", "--changes"])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "--changes works on one log; it cannot be combined with --each"))
  }
}
