import MonsoonScreen

/// The options several commands share. Each command takes the shape from here and, where the
/// meaning differs a little, its own help text (``CommandOption/help(_:)``).
extension CommandOption {
  /// `--lenient`: skip bad lines instead of stopping.
  static let lenient = flag(
    "--lenient", help: "Skip bad lines with a warning instead of stopping at the first.")

  /// `--format <format>`: text or JSON.
  static func format(_ help: String) -> CommandOption {
    value(
      "--format", valueName: "format", help: help,
      completion: .choices(OutputFormat.allCases.map(\.rawValue)))
  }

  /// `--at <seq>`: the event to stop after.
  static func at(_ help: String) -> CommandOption {
    value("--at", valueName: "seq", help: help)
  }

  /// `--skip <seqs>`: events to replay as if they never happened.
  static func skip(_ help: String) -> CommandOption {
    value("--skip", valueName: "seqs", help: help)
  }

  /// `--until <condition>`: the condition a command looks for.
  static func until(_ help: String) -> CommandOption {
    value("--until", valueName: "condition", help: help, usage: .required)
  }

  /// `-o, --output <file>`: where a command writes instead of standard output.
  /// The shells offer the files with one of `extensions` (any file when it is empty).
  static func output(valueName: String, extensions: [String], help: String) -> CommandOption {
    value(
      "--output", short: "-o", valueName: valueName, help: help,
      completion: .files(extensions: extensions))
  }

  /// `--device <device>`: the iPhone to draw for.
  static func device(_ help: String) -> CommandOption {
    value(
      "--device", valueName: "device", help: help,
      completion: .choices(Device.catalogue.map(\.name)))
  }

  /// `--appearance <style>`: Light or Dark Mode, for the commands that draw the screen.
  static let appearance = value(
    "--appearance", valueName: "style",
    help: "Draw the screen in light (the default) or dark mode, as iOS shows it in Dark Mode.",
    completion: .choices(InterfaceStyle.allCases.map(\.rawValue)))

  /// `--text-size <size>`: the user's Dynamic Type size, for the commands that draw the screen.
  static let textSize = value(
    "--text-size", valueName: "size",
    help: "Lay the screen out for this Dynamic Type size, as iOS does: "
      + TextSize.allCases.map(\.name).joined(separator: ", ")
      + " (default: large). Up to xxxLarge, text grows up to the largest size the screen has"
      + " room for; the accessibility sizes are never capped: the rings stand in one column,"
      + " text is larger than at xxxLarge and wraps rather than shrink, and the screen scrolls."
      + " A screen that scrolls is drawn whole: the SVG is as tall as its content.",
    completion: .choices(TextSize.allCases.map(\.name)))

  /// `--jobs <n>`: how many files to work on at once.
  static func jobs(_ help: String, usage: UsagePlacement = .optional) -> CommandOption {
    value("--jobs", valueName: "n", help: help, usage: usage)
  }

  /// `--seed <hex>`: the seed of a new log.
  static func seed(_ help: String, usage: UsagePlacement) -> CommandOption {
    value("--seed", valueName: "hex", help: help, usage: usage)
  }

  /// `--menu <file.json>`: a custom menu.
  static func menu(_ help: String) -> CommandOption {
    value("--menu", valueName: "file.json", help: help, completion: .files(extensions: ["json"]))
  }

  /// `--color <when>`: whether to colour the output; every command takes it.
  static let color = value(
    "--color", valueName: "when",
    help: "Colour the output: auto (the default: when it goes to a terminal and NO_COLOR is "
      + "not set), always or never; the last one given counts.", arity: .repeated,
    completion: .choices(ColorChoice.allCases.map(\.rawValue)), usage: .omitted)

  /// `--version`: the tool's version, before any subcommand.
  static let version = flag("--version", help: "Show the version.", usage: .omitted)

  /// `help --man`: the manual page instead of a command's help.
  static let manualPage = flag(
    "--man",
    help: "Show the manual page: through man on a terminal, as roff source into a pipe or a "
      + "file.",
    usage: .omitted)

  /// `-h, --help`: every command takes it; the tool answers it before parsing.
  static let helpFlag = flag(
    "--help", short: "-h", help: "Show help information.", usage: .omitted)

  /// The options every command accepts after its own.
  static let global = [color, helpFlag]
}

extension CommandOption {
  /// `--files-from <list>`: more logs, named in a file (or on standard input).
  static func filesFrom(_ help: String, usage: UsagePlacement = .optional) -> CommandOption {
    value(
      "--files-from", valueName: "list", help: help, arity: .repeated,
      completion: .files(extensions: []), usage: usage)
  }

  /// `--tar <archive>`: more logs, the regular entries of a tar archive (or standard input).
  static func tar(_ help: String, usage: UsagePlacement = .optional) -> CommandOption {
    value(
      "--tar", valueName: "archive", help: help, arity: .repeated,
      completion: .files(extensions: ["tar"]), usage: usage)
  }

  /// `-0, --null`: the `--files-from` lists are NUL-separated.
  static func null(_ help: String, usage: UsagePlacement = .optional) -> CommandOption {
    flag("--null", short: "-0", help: help, usage: usage)
  }
}
