import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonToolSystem

/// The `monsoon-replay` tool: dispatches to a subcommand and turns its outcome into output and
/// an exit status.
enum Tool {
  /// Every subcommand, in the order the help lists them.
  static let commands: [any Command.Type] = [
    ReplayCommand.self, TimelineCommand.self, VerifyCommand.self, DiffCommand.self,
    BisectCommand.self, ShrinkCommand.self, FollowCommand.self,
    GenCommand.self, RecordCommand.self, RenderCommand.self, HTMLCommand.self,
    XCUITestCommand.self, SummaryCommand.self, ReportCommand.self, SampleCommand.self,
    CompletionsCommand.self,
  ]

  /// Subcommands that were removed, with what to say instead (exit status 64, whatever the
  /// arguments).
  static let removedCommands = [
    "index": "removed: --at reads from the start; the old cache ~/.cache/monsoon-replay/index "
      + "can be deleted"
  ]

  /// The options taken before any subcommand.
  static let rootOptions = [CommandOption.version, CommandOption.helpFlag]

  /// What `help` (the pseudo-command) does.
  static let helpAbstract = "Show the help of a subcommand, or the manual page with --man."

  /// The head of the root help.
  static let overview = """
    OVERVIEW: Replay, inspect and time-travel Monsoon session logs.

    USAGE: monsoon-replay [--color <when>] <subcommand> [<arguments>]
           monsoon-replay <file> [<arguments>]   (short for: monsoon-replay replay <file> ...)
           monsoon-replay              (replays standard input when it is a pipe or a file,
                                        else the built-in sample session)
    """

  /// Runs the tool on the arguments after the program name.
  /// - Returns: the exit status.
  static func main(_ arguments: [String]) -> Int32 {
    StandardDescriptors.openClosed()
    Signals.ignoreBrokenPipe()
    Signals.ignoreFileSizeLimit()
    try? Signals.removeTemporaryFilesOnTermination()
    var (output, errors) = OutputStream.standardStreams()
    let color = ColorChoice.requested(in: arguments)
    output.style = TerminalStyle.forStream(1, choice: color)
    errors.style = TerminalStyle.forStream(2, choice: color)
    let status = run(arguments, &output, &errors)
    output.flush()
    errors.flush()
    return status.rawValue
  }

  private static func run(
    _ allArguments: [String], _ output: inout OutputStream, _ errors: inout OutputStream
  ) -> ExitCode {
    // `--color` may come before the subcommand too; it is handed on to the subcommand.
    let (leading, arguments) = splitLeadingColorOptions(allArguments)
    guard let first = arguments.first else {
      if !leading.isEmpty, let problem = invalidColorOption(leading) {
        return usageError(problem, nil, &errors)
      }
      return StandardDescriptors.inputHasData
        ? execute(ReplayCommand.self, [], &output, &errors)
        : replaySample(&output, &errors)
    }
    if first == "-h" || first == "--help" {
      output.line(rootHelp)
      return .success
    }
    if first == CommandOption.version.name {
      output.line(ToolVersion.line)
      return .success
    }
    if first == "help" {
      guard let name = arguments.dropFirst().first else {
        output.line(rootHelp)
        return .success
      }
      if name == CommandOption.manualPage.name {
        do throws(CommandError) {
          try ManualPager.show(ManualPage.text, &output, &errors)
          return .success
        } catch {
          return failure(error, nil, &errors)
        }
      }
      if let removal = removedCommands[name] { return usageError(removal, nil, &errors) }
      guard let command = commands.first(where: { $0.name == name }) else {
        return usageError(
          "unknown subcommand '\(name)'" + Suggestion.hint(name, among: commands.map { $0.name }),
          nil, &errors)
      }
      output.line(command.help)
      return .success
    }
    if let removal = removedCommands[first] { return usageError(removal, nil, &errors) }
    guard let command = commands.first(where: { $0.name == first }) else {
      if first.hasPrefix("-") || first.contains(".") || first.contains("/") {
        return execute(ReplayCommand.self, leading + arguments, &output, &errors)
      }
      return usageError(
        "unknown subcommand '\(first)'" + Suggestion.hint(first, among: commands.map { $0.name }),
        nil, &errors)
    }
    return execute(command, leading + arguments.dropFirst(), &output, &errors)
  }

  /// The `--color WHEN` and `--color=WHEN` options at the head of `arguments`, and the rest.
  private static func splitLeadingColorOptions(
    _ arguments: [String]
  ) -> (leading: [String], rest: [String]) {
    let name = CommandOption.color.name
    var rest = arguments[...]
    var leading: [String] = []
    while let first = rest.first {
      if first.hasPrefix(name + "=") {
        leading.append(first)
        rest = rest.dropFirst()
      } else if first == name, rest.count >= 2 {
        leading += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else {
        break
      }
    }
    return (leading, Array(rest))
  }

  /// Why leading `--color` options are wrong, when no subcommand follows to check them.
  private static func invalidColorOption(_ leading: [String]) -> String? {
    do throws(CommandError) {
      let parsed = try ArgumentList(leading, accepting: [CommandOption.color])
      _ = try parsed.choice(CommandOption.color, default: ColorChoice.auto)
      return nil
    } catch {
      guard case .usage(let message) = error else { return "\(error)" }
      return message
    }
  }

  private static func execute(
    _ command: any Command.Type, _ arguments: [String], _ output: inout OutputStream,
    _ errors: inout OutputStream
  ) -> ExitCode {
    if ArgumentList.asksForHelp(arguments) {
      output.line(command.help)
      return .success
    }
    do throws(CommandError) {
      let parsed = try ArgumentList(arguments, accepting: command.acceptedOptions)
      _ = try parsed.choice(CommandOption.color, default: ColorChoice.auto)
      try command.init(parsed).run(&output, &errors)
      return .success
    } catch {
      return failure(error, command, &errors)
    }
  }

  /// Prints why a command (or `help --man`, with no command) stopped.
  /// - Returns: its exit status.
  private static func failure(
    _ error: CommandError, _ command: (any Command.Type)?, _ errors: inout OutputStream
  ) -> ExitCode {
    switch error {
    case .usage(let message):
      return usageError(message, command, &errors)
    case .failed(let code, let messages):
      for message in messages { errors.report(.error(message)) }
      return code
    }
  }

  private static func usageError(
    _ message: String, _ command: (any Command.Type)?, _ errors: inout OutputStream
  ) -> ExitCode {
    errors.report(.error(message))
    if let command {
      errors.line("Usage: monsoon-replay \(command.usage)")
      errors.line("  See 'monsoon-replay \(command.name) --help' for more information.")
    } else {
      errors.line("Usage: monsoon-replay <subcommand> [<arguments>]")
      errors.line("  See 'monsoon-replay --help' for more information.")
    }
    return .usage
  }

  private static var rootHelp: String {
    let color = CommandHelp.entry(
      CommandOption.color.helpName,
      CommandOption.color.help + " Before the subcommand or after it.")
    let options = rootOptions.map { CommandHelp.entry($0.helpName, $0.help) } + [color]
    // One line each, unwrapped: the abstracts are written to fit.
    let subcommands = commands.map { command in
      "  " + command.name + String(repeating: " ", count: max(2, 24 - command.name.count))
        + command.abstract
    }
    return [
      overview,
      (["OPTIONS:"] + options).joined(separator: "\n"),
      (["SUBCOMMANDS:"] + subcommands).joined(separator: "\n"),
      "  See 'monsoon-replay help <subcommand>' for detailed help, and 'monsoon-replay help "
        + "--man'\n  for the manual page.",
    ].joined(separator: "\n\n")
  }

  private static func replaySample(
    _ output: inout OutputStream, _ errors: inout OutputStream
  ) -> ExitCode {
    do {
      let replay = try LogReplay(bytes: SampleSession.log.utf8)
      output.line("Built-in sample session, after its last event:")
      output.line("")
      output.line(replay.state.table(style: output.style))
      output.line("")
      output.line(
        "Replay your own log: monsoon-replay replay session.jsonl  "
          + "(see 'monsoon-replay --help')")
      return .success
    } catch {
      errors.report(.error("the built-in sample is invalid: \(error)"))
      return FailureKind.invalidLog.exitCode
    }
  }
}
