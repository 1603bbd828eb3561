import Foundation
import MonsoonTestSupport
import Testing

/// `record` as a person meets it: it says when it resumes a log, and at a terminal it greets,
/// prompts, lists its commands and answers in words.
@Suite("record at a terminal, and resuming")
struct RecordTerminalTests {
  @Test("resuming a log is said on standard error, with -o and without")
  func resumingIsSaid() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", "{\"monsoon\":1,\"seed\":\"1\"}\n")
    let first = try ToolRunner.run(["record", "-o", path], input: "tap flavor\ngo\n")
    #expect(first.status == 0)
    #expect(first.standardError == "record: resuming \(path) after seq 0 (the next event is seq 1)\n")
    let second = try ToolRunner.run(["record", "-o", path], input: "back\n")
    #expect(second.standardError == "record: resuming \(path) after seq 2 (the next event is seq 3)\n")
    #expect(second.standardOutput.hasPrefix("ok 3 {\"seq\":3,"))
    let fresh = try ToolRunner.run(["record", "-o", directory.path + "/new.jsonl"], input: "go\n")
    #expect(fresh.standardError.isEmpty)
  }

  @Test("at a terminal: a banner, a prompt, help, and the state in words; the log as ever")
  func terminal() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/typed.jsonl"
    let result = try PseudoTerminal.run(
      ["record", "-o", path, "--seed", "1"], terminal: .output,
      typed: "help\ntap flavor\nselect meal dinner\n")
    #expect(result.status == 0)
    #expect(result.terminal.contains("Recording into \(path). Type a command"))
    #expect(result.terminal.contains("> "))
    #expect(result.terminal.contains("  select PROMPT OPTION"))
    #expect(result.terminal.contains("    meal: breakfast, brunch, lunch, snack, dinner"))
    #expect(
      result.terminal.contains(
        "ok seq 2 · chooser · production=one of a kind · flavor=sweet · texture=crunchy · "
          + "heat=spicy · amount=a little · meal=dinner · nav taps: search 0, calendar 0, "
          + "compass 0, menu 0"))
    #expect(!result.terminal.contains("{\"seq\""))
    let log = try String(contentsOfFile: path, encoding: .utf8)
    #expect(log.split(separator: "\n").count == 3)
    #expect(
      result.terminal.contains(
        "Recorded 2 events into \(path) (2 events in all). Replay it: monsoon-replay replay "
          + path))
    #expect(!result.terminal.contains("Resuming"))
  }

  @Test("at a terminal, a resumed log's events, screen and choices are said before the first command")
  func resumingAtTerminal() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/it's.jsonl"
    let first = try ToolRunner.run(["record", "-o", path, "--seed", "1"], input: "tap flavor\ngo\n")
    #expect(first.status == 0)
    let result = try PseudoTerminal.run(
      ["record", "-o", path], terminal: .output, typed: "back\ntap flavor\n")
    #expect(result.status == 0)
    let resuming =
      "Resuming \(path), which holds 2 events: seq 2 · detail · production=one of a kind · "
      + "flavor=sweet · texture=crunchy · heat=spicy · amount=a little · meal=breakfast · "
      + "nav taps: search 0, calendar 0, compass 0, menu 0\n"
      + "Recording into \(path). Type a command"
    let notice = try #require(result.terminal.range(of: resuming), "\(result.terminal)")
    let firstAnswer = try #require(result.terminal.range(of: "ok seq 3 · chooser"))
    #expect(notice.upperBound <= firstAnswer.lowerBound)
    let quoted = "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    #expect(
      result.terminal.contains(
        "Recorded 2 events into \(path) (4 events in all). Replay it: monsoon-replay replay "
          + quoted), "\(result.terminal)")
    // At a terminal the resume is said once, in the notice; standard error stays quiet.
    #expect(result.piped == "")
  }

  @Test(
    "Ctrl-C (SIGINT) ends record as a shell reports 130, acknowledged events in the log, summed up",
    .enabled(
      if: InterruptedWriteTests.canResetSignals,
      "needs GNU env --default-signal to undo the runner's SIGINT"))
  func interrupted() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("ctrl-c.jsonl")
    let recorder = try RecordingProcess(
      ["-o", path, "--seed", "1"], launcher: ["/usr/bin/env", "--default-signal=INT"],
      keepingErrors: true)
    var acknowledged: [String] = []
    // Sent at once, the commands are answered in one batch: the summary must count the last
    // of them as soon as its answer can be read.
    for command in ["tap flavor", "go", "back", "nav menu"] { recorder.send(command) }
    for _ in 0..<4 { acknowledged.append(try #require(recorder.answer())) }
    let (reason, status) = recorder.end(by: SIGINT)
    #expect(reason == .uncaughtSignal)
    #expect(status == SIGINT)
    #expect(
      recorder.errors()
        == "Recorded 4 events into \(path) (4 events in all). Replay it: monsoon-replay replay "
        + "\(path)\n")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 1 + acknowledged.count)
    for (line, answer) in zip(lines.dropFirst(), acknowledged) {
      #expect(answer.hasPrefix("ok "))
      #expect(answer.contains(line.prefix { $0 != "," }), "\(answer) / \(line)")
    }
  }
}
