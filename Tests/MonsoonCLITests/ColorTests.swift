import Foundation
import Testing

/// Colour in the human-readable output: on a terminal, not in pipes and files, as `--color`,
/// `NO_COLOR` and `TERM` say. Run through a real pseudo-terminal.
@Suite("Colour on a terminal")
struct ColorTests {
  private static let escape = "\u{1B}["
  private static let selected = "\u{1B}[1;32m["
  private static let error = "monsoon-replay: \u{1B}[1;31merror:\u{1B}[0m "
  private static let warning = "monsoon-replay: \u{1B}[1;33mwarning:\u{1B}[0m "

  /// The text without its colour.
  private static func plain(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: escape) {
      result += rest[..<start.lowerBound]
      rest = rest[start.upperBound...].drop { $0 != "m" }.dropFirst()
    }
    return result + rest
  }

  @Test("the selected choices are coloured on a terminal; the same text is plain in a pipe")
  func selectedChoice() throws {
    let shown = try PseudoTerminal.run(["replay", "sample.jsonl"], terminal: .output)
    let piped = try ToolRunner.run(["replay", "sample.jsonl"])
    #expect(shown.status == 0)
    #expect(shown.terminal.components(separatedBy: Self.selected).count == 7)
    #expect(shown.terminal.contains("\u{1B}[1;32m[sweet]\u{1B}[0m"))
    #expect(!piped.standardOutput.contains(Self.escape))
    #expect(Self.plain(shown.terminal) == piped.standardOutput)
  }

  @Test("errors and warnings are coloured on a terminal's standard error, each stream on its own")
  func diagnostics() throws {
    let warned = try PseudoTerminal.run(["replay", "--lenient", "broken.jsonl"], terminal: .errors)
    #expect(warned.terminal.hasPrefix(Self.warning + "broken.jsonl:"))
    #expect(!warned.piped.contains(Self.escape))
    let failed = try PseudoTerminal.run(["replay", "no-such.jsonl"], terminal: .errors)
    #expect(failed.status == 66)
    #expect(failed.terminal == Self.error + "no-such.jsonl: No such file or directory\n")
    let usage = try PseudoTerminal.run(["replay", "--at"], terminal: .errors)
    #expect(usage.status == 64)
    #expect(usage.terminal.hasPrefix(Self.error + "missing value for '--at'\n"))
    let quiet = try PseudoTerminal.run(["replay", "--lenient", "broken.jsonl"], terminal: .output)
    #expect(quiet.piped.hasPrefix("monsoon-replay: warning: broken.jsonl:"))
  }

  @Test(
    "on a terminal, NO_COLOR, TERM=dumb or --color never turn colour off",
    arguments: [
      ([], ["NO_COLOR": "1"]), ([], ["TERM": "dumb"]), (["--color", "never"], [:]),
      (["--color=never"], [:]),
    ] as [([String], [String: String?])])
  func turnedOff(arguments: [String], environment: [String: String?]) throws {
    let shown = try PseudoTerminal.run(
      ["replay", "sample.jsonl"] + arguments, terminal: .output, environment: environment)
    #expect(shown.status == 0)
    #expect(!shown.terminal.contains(Self.escape))
    let failed = try PseudoTerminal.run(
      ["replay", "no-such.jsonl"] + arguments, terminal: .errors, environment: environment)
    #expect(failed.terminal == "monsoon-replay: error: no-such.jsonl: No such file or directory\n")
  }

  @Test("an empty NO_COLOR does not turn colour off")
  func emptyNoColor() throws {
    let shown = try PseudoTerminal.run(
      ["replay", "sample.jsonl"], terminal: .output, environment: ["NO_COLOR": ""])
    #expect(shown.terminal.contains(Self.selected))
  }

  @Test("--color always colours a pipe, even with NO_COLOR set; the last --color wins")
  func always() throws {
    let piped = try ToolRunner.run(
      ["replay", "sample.jsonl", "--color", "never", "--color=always"],
      environment: ["NO_COLOR": "1"])
    #expect(piped.standardOutput.contains(Self.selected))
    let each = try ToolRunner.run(["replay", "--each", "sample.jsonl", "--color", "always"])
    #expect(each.standardOutput.hasPrefix("== sample.jsonl\n"))
    #expect(each.standardOutput.contains(Self.selected))
  }

  @Test(
    "machine-readable output is never coloured, even with --color always",
    arguments: [
      ["replay", "sample.jsonl", "--format", "json"],
      ["timeline", "sample.jsonl", "--format", "json"],
      ["sample"], ["render", "sample.jsonl"], ["follow", "sample.jsonl", "--format", "json"],
    ])
  func machineReadable(arguments: [String]) throws {
    let result = try ToolRunner.run(arguments + ["--color", "always"])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains(Self.escape))
  }

  @Test(
    "--color may come before the subcommand, or before a log named without one",
    arguments: [
      ["--color", "always", "replay", "sample.jsonl"], ["--color=always", "sample.jsonl"],
      ["--color", "never", "--color", "always", "replay", "sample.jsonl"],
    ])
  func beforeTheSubcommand(arguments: [String]) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(Self.selected))
  }

  @Test("a wrong --color before the subcommand is refused with the tool's usage")
  func wrongBeforeTheSubcommand() throws {
    for arguments in [["--color", "sometimes"], ["--color", "sometimes", "sample"]] {
      let result = try ToolRunner.run(arguments)
      #expect(result.status == 64)
      #expect(
        result.standardError.hasPrefix(
          "monsoon-replay: error: invalid value 'sometimes' for '--color'"))
    }
  }

  @Test("--color takes auto, always or never")
  func invalidChoice() throws {
    let result = try ToolRunner.run(["replay", "sample.jsonl", "--color", "sometimes"])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: error: invalid value 'sometimes' for '--color': expected one of auto, "
          + "always, never\n"))
  }
}
