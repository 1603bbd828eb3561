import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import Testing

@Suite("bisect, shrink, replay --skip")
struct SearchCommandTests {
  @Test("bisect prints the first event after which the condition holds")
  func bisect() throws {
    let text = try ToolRunner.run(
      ["bisect", "sample.jsonl", "--until", "flavor=umami and nav.compass>=1"])
    #expect(text.status == 0)
    #expect(text.standardOutput == "seq 15 (line 16): nav compass\n")
    let json = try ToolRunner.run(
      ["bisect", "sample.jsonl", "--until", "screen=detail", "--format", "json"])
    #expect(json.standardOutput == "{\"seq\":11,\"event\":{\"type\":\"go\"}}\n")
    let initially = try ToolRunner.run(
      ["bisect", "sample.jsonl", "--until", "flavor=savory", "--format", "json"])
    #expect(initially.standardOutput == "{\"seq\":0,\"event\":null}\n")
  }

  @Test("bisect exits 1 when the condition never holds")
  func bisectNever() throws {
    let result = try ToolRunner.run(["bisect", "sample.jsonl", "--until", "nav.calendar>0"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "sample.jsonl: 'nav.calendar>0' never holds (20 events, up to seq 20)\n")
    let colored = try PseudoTerminal.run(
      ["bisect", "sample.jsonl", "--until", "nav.calendar>0"], terminal: .errors)
    #expect(colored.status == 1)
    #expect(!colored.terminal.contains("error:"))
    #expect(!colored.terminal.contains("\u{1B}"))
  }

  @Test("a bad condition is a usage error pointing at the column")
  func badCondition() throws {
    let result = try ToolRunner.run(["bisect", "sample.jsonl", "--until", "flavor=umamii"])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        """
        monsoon-replay: error: invalid --until at column 8: unknown option 'umamii' for flavor; \
        did you mean 'umami'? Options: savory, sweet, umami, or an option's index (0 to 2)
          flavor=umamii
                 ^
        Usage: monsoon-replay bisect
        """))
  }

  @Test("shrink writes a 1-minimal log that still reaches the condition")
  func shrink() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("monsoon-shrink-\(UInt32.random(in: 0...UInt32.max)).jsonl")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["shrink", "sample.jsonl", "--until", "nav.search=1 and screen=detail", "-o", output.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("shrink: 20 events -> 2 in 37 tests; kept seqs 4,20"))
    let shrunk = try String(contentsOf: output, encoding: .utf8)
    #expect(
      shrunk == """
        {"monsoon":1,"seed":"5eed5a1ad"}
        {"seq":1,"t":1764410403400,"type":"nav","button":"search","sel":[0,0,0,0,0,0]}
        {"seq":2,"t":1764410433050,"type":"go","sel":[0,0,0,0,0,0]}

        """)
  }

  @Test("shrink simplifies what is left: the randomize that set flavor becomes a select")
  func shrinkSimplifies() throws {
    let condition = "screen=detail and flavor=sweet and nav.compass=1"
    let result = try ToolRunner.run(["shrink", "sample.jsonl", "--until", condition])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        {"monsoon":1,"seed":"5eed5a1ad"}
        {"seq":1,"t":1764410424300,"type":"nav","button":"compass","sel":[0,0,0,0,0,0]}
        {"seq":2,"t":1764410426900,"type":"select","control":1,"choice":1,"sel":[0,1,0,0,0,0]}
        {"seq":3,"t":1764410433050,"type":"go","sel":[0,1,0,0,0,0]}

        """)
    #expect(
      result.standardError == """
        shrink: 20 events -> 3 in 93 tests; kept seqs 15,16,20; simplified seqs 16
          seq 16 randomize -> select flavor = sweet
          a randomize was replaced by what it chose: --delete-only keeps the log's own events

        """)
    let piped = try ToolRunner.run(
      ["shrink", "--until", condition],
      input: try String(
        contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent("sample.jsonl"),
        encoding: .utf8))
    #expect(piped.standardOutput == result.standardOutput)
    #expect(piped.standardError == result.standardError)
  }

  @Test("shrink says what a run of taps became, with no word of --delete-only")
  func shrinkSaysWhatTapsBecame() throws {
    let log = """
      {"monsoon":1,"seed":"1"}
      {"seq":1,"type":"tap","control":1}
      {"seq":2,"type":"tap","control":1}
      {"seq":3,"type":"go"}

      """
    let result = try ToolRunner.run(
      ["shrink", "--until", "flavor=umami and screen=detail"], input: log)
    #expect(result.status == 0)
    #expect(
      result.standardError == """
        shrink: 3 events -> 2 in 15 tests; kept seqs 2,3; simplified seqs 2
          seq 2 tap flavor -> select flavor = umami

        """)
  }

  @Test("shrink --delete-only keeps the log's own events, randomizes included")
  func shrinkDeleteOnly() throws {
    let result = try ToolRunner.run(
      [
        "shrink", "sample.jsonl", "--until", "screen=detail and flavor=sweet and nav.compass=1",
        "--delete-only",
      ])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        {"monsoon":1,"seed":"5eed5a1ad"}
        {"seq":1,"t":1764410408150,"type":"randomize","sel":[0,0,0,0,1,3]}
        {"seq":2,"t":1764410424300,"type":"nav","button":"compass","sel":[0,0,0,0,1,3]}
        {"seq":3,"t":1764410426900,"type":"randomize","sel":[0,1,0,1,0,0]}
        {"seq":4,"t":1764410433050,"type":"go","sel":[0,1,0,1,0,0]}

        """)
    #expect(result.standardError == "shrink: 20 events -> 4 in 63 tests; kept seqs 7,15,16,20\n")
  }

  @Test("shrink exits 1 when the log does not reach the condition")
  func shrinkUnsatisfied() throws {
    let result = try ToolRunner.run(["shrink", "sample.jsonl", "--until", "nav.search=2"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "'nav.search=2' never holds (20 events, up to seq 20); nothing to shrink"))
  }

  @Test("replay --skip replays as if the events never happened; --at counts the log's seqs")
  func replaySkip() throws {
    let result = try ToolRunner.run(
      ["replay", "sample.jsonl", "--skip", "6", "--at", "7", "--format", "json"])
    #expect(result.status == 0)
    let full = try ToolRunner.run(["replay", "sample.jsonl", "--at", "6", "--format", "json"])
    let selections = { (json: String) in json.split(separator: ",\"choices\"").first ?? "" }
    #expect(selections(result.standardOutput) == selections(full.standardOutput))
  }

  @Test(
    "a skipped seq the log does not have is a usage error in every command, wherever it stops",
    arguments: [
      ["replay", "sample.jsonl"], ["replay", "sample.jsonl", "--at", "3"],
      ["timeline", "sample.jsonl"], ["diff", "sample.jsonl", "sample.jsonl"],
    ], ["3,21-22", "19-21", "21"])
  func skipMissing(command: [String], skips: String) throws {
    let result = try ToolRunner.run(command + ["--skip", skips])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "--skip \(skips) names seqs past the end of sample.jsonl, which ends at seq 20"))
  }

  @Test("an invalid skip list is a usage error")
  func skipInvalid() throws {
    let result = try ToolRunner.run(["replay", "sample.jsonl", "--skip", "5-2"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("invalid seq '5-2'"))
  }
}
