import Foundation
import MonsoonTestSupport
import Testing

/// What a tester meets in the first minutes: nothing poured onto the terminal, mistypes
/// answered with what was meant, an example in every help.
@Suite("The first minutes: no surprises")
struct FirstMinutesTests {
  @Test(
    "render and html without -o refuse a terminal with exit 64 and a hint; -o - writes anyway",
    arguments: [("render", "an SVG document"), ("html", "an HTML page")])
  func documentsStayOffTheTerminal(command: String, document: String) throws {
    let refused = try PseudoTerminal.run([command, "sample.jsonl"], terminal: .output)
    #expect(refused.status == 64)
    #expect(refused.terminal.isEmpty)
    #expect(refused.piped.contains("error: not writing \(document) to a terminal: name a file with -o"))
    #expect(refused.piped.contains("or pipe it ('| less'; '-o -' writes it here anyway)"))
    let forced = try PseudoTerminal.run([command, "sample.jsonl", "-o", "-"], terminal: .output)
    #expect(forced.status == 0)
    #expect(forced.terminal.hasPrefix("<"))
    #expect(try ToolRunner.run([command, "sample.jsonl"]).status == 0)
  }

  @Test("a PNG refused at a terminal is to be redirected to a file, not piped to a pager")
  func pngStaysOffTheTerminal() throws {
    let refused = try PseudoTerminal.run(
      ["render", "sample.jsonl", "--format", "png"], terminal: .output)
    #expect(refused.status == 64)
    #expect(refused.terminal.isEmpty)
    #expect(refused.piped.contains("error: not writing a PNG image to a terminal"))
    #expect(refused.piped.contains("or redirect it ('> file'; '-o -' writes it here anyway)"))
    #expect(!refused.piped.contains("less"))
  }

  @Test(
    "a mistyped command or option gets 'did you mean'",
    arguments: [
      (["repaly", "sample.jsonl"], "unknown subcommand 'repaly'; did you mean 'replay'?"),
      (["timline"], "unknown subcommand 'timline'; did you mean 'timeline'?"),
      (["help", "timline"], "unknown subcommand 'timline'; did you mean 'timeline'?"),
      (["replay", "sample.jsonl", "--seq", "3"], "unknown option '--seq'; did you mean '--at'?"),
      (["replay", "sample.jsonl", "-at", "3"], "unknown option '-at'; did you mean '--at'?"),
      (["bisect", "sample.jsonl", "--untl", "seq=1"], "unknown option '--untl'; did you mean '--until'?"),
      (["replay", "sample.jsonl", "--zzzz"], "unknown option '--zzzz'\n"),
    ])
  func didYouMean(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.contains("monsoon-replay: error: " + message), "\(result.standardError)")
  }

  @Test(
    "&&, AND, || and == in a condition are answered with how to write them",
    arguments: [
      ("flavor=sweet && screen=detail", "column 14: write 'and' instead of '&&'"),
      ("flavor=sweet AND screen=detail", "column 14: write 'and' instead of 'AND'"),
      ("flavor=sweet || screen=detail", "column 14: write 'or' instead of '||'"),
      ("flavor==sweet", "column 7: write '=' instead of '=='"),
    ])
  func conditionHints(condition: String, message: String) throws {
    let result = try ToolRunner.run(["bisect", "sample.jsonl", "--until", condition])
    #expect(result.status == 64)
    #expect(result.standardError.contains("invalid --until at " + message), "\(result.standardError)")
    #expect(!result.standardError.contains("needs quotes"))
  }

  @Test("gen has a default seed, 1: the same bytes as --seed 1")
  func genDefaultSeed() throws {
    let bare = try ToolRunner.run(["gen", "--events", "5"])
    #expect(bare.status == 0)
    #expect(bare.standardOutput.hasPrefix(#"{"monsoon":2,"seed":"1"}"#))
    #expect(bare.standardOutput == (try ToolRunner.run(["gen", "--seed", "1", "--events", "5"])).standardOutput)
  }

  @Test("every command's help ends with an example; the manual page has an EXAMPLES section")
  func examples() throws {
    let commands = [
      "replay", "timeline", "verify", "diff", "bisect", "shrink", "follow", "gen",
      "record", "render", "html", "summary", "sample", "completions",
    ]
    for command in commands {
      let help = try ToolRunner.run(["help", command]).standardOutput
      let examples = try #require(help.components(separatedBy: "\nEXAMPLES:\n").last, "\(command)")
      #expect(examples.contains("monsoon-replay \(command)") || examples.contains("| monsoon-replay \(command)"), "\(command)")
    }
    let manual = try ToolRunner.run(["help", "--man"]).standardOutput
    #expect(manual.contains("\n.SH EXAMPLES\n"))
    #expect(manual.contains("monsoon\\-replay replay session.jsonl \\-\\-at 16 \\-\\-changes"))
  }
}
