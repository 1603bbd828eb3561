@testable import monsoon_replay
import Testing

/// The help made from the declarations: layout, wrapping, and that it lists what the parser
/// accepts.
@Suite("CommandHelp: help text made from the option declarations")
struct CommandHelpTests {
  @Test("a description wraps at 90 columns in its own column, from column 26")
  func wrapping() {
    let entry = CommandHelp.entry(
      "--at <seq>", String(repeating: "word ", count: 30).trimmingSuffix())
    let lines = entry.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("  --at <seq>              word"))
    #expect(lines.allSatisfy { $0.count <= 90 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26) + "w") })
  }

  @Test("a name too long for its column puts the description on the next lines")
  func longName() {
    let entry = CommandHelp.entry("-o, --output <viewer.html>", "Write the page.")
    #expect(
      entry == "  -o, --output <viewer.html>\n" + String(repeating: " ", count: 26)
        + "Write the page.")
  }

  @Test("a word longer than the width gets a line of its own, whole")
  func longWord() {
    let word = String(repeating: "x", count: 80)
    #expect(CommandHelp.wrap("a \(word) b", width: 64) == ["a", word, "b"])
  }

  @Test(
    "every command's help lists each option it accepts once, and the usage line the required",
    arguments: Tool.commands.map { $0 as any Command.Type })
  func listsEveryOption(command: any Command.Type) throws {
    let help = command.help
    for option in command.acceptedOptions {
      let listed = help.split(separator: "\n").filter { $0.hasPrefix("  " + option.helpName) }
      #expect(listed.count == 1, "\(command.name): \(option.helpName)")
      if option.usage == .required {
        #expect(command.usage.contains(" \(option.names[0]) <"), "\(command.name): \(option.name)")
      }
    }
    for argument in command.arguments {
      #expect(help.contains("\n  <\(argument.name)>"), "\(command.name): <\(argument.name)>")
    }
    #expect(
      help.hasPrefix("OVERVIEW: \(command.abstract)\n\nUSAGE: monsoon-replay \(command.name)"))
  }

  @Test(
    "no line of any command's help is wider than 90 columns, the usage lines aside",
    arguments: Tool.commands.map { $0 as any Command.Type })
  func width(command: any Command.Type) {
    let wide = command.help.split(separator: "\n")
      .filter { $0.count > 90 && !$0.hasPrefix("USAGE:") && !$0.hasPrefix("       monsoon-replay") }
    #expect(wide.isEmpty)
  }

  @Test("the usage line is made from the arguments and the options, in declaration order")
  func usage() {
    #expect(
      RenderCommand.usage
        == "render [<file>] [--at <seq>] [--device <device>] [--appearance <style>] "
        + "[--text-size <size>] [--format <format>] [-o <out.svg>] [--lenient]")
    #expect(
      GenCommand.usage == "gen [--seed <hex>] --events <n> [--menu <file.json>] [--with-sel]")
    #expect(
      DiffCommand.usage
        == "diff <a> <b> [--format <format>] [--lenient] [--skip <seqs>] [--rng] [--visible]")
  }

  @Test(
    "no two options of a command share a name",
    arguments: Tool.commands.map { $0 as any Command.Type })
  func uniqueNames(command: any Command.Type) {
    let names = command.acceptedOptions.flatMap(\.names)
    #expect(Set(names).count == names.count)
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

@Suite("CompletionModel: one line about each option for the shells")
struct CompletionSummaryTests {
  @Test(
    "the summary is the first clause outside parentheses, at most 80 characters",
    arguments: [
      ("Show the state after event <seq> (0: the initial state).",
       "Show the state after event <seq> (0: the initial state)"),
      ("Skip bad lines; rejected events show.", "Skip bad lines"),
      ("Replay as if these never happened, such as 12,15-18: later events.",
       "Replay as if these never happened, such as 12,15-18"),
      ("The seed: 1 to 16 hex digits.", "The seed"),
      ("Version 1.2 (a.b) here.", "Version 1.2 (a.b) here"),
      (String(repeating: "word ", count: 30), String(repeating: "word ", count: 14) + "word…"),
    ])
  func summary(help: String, expected: String) {
    #expect(CompletionModel.summary(help) == expected)
  }
}
