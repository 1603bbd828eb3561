/// A positional argument of a command, declared once for the help, the usage line, the manual
/// page and the shell completions.
struct CommandArgument: Sendable, Hashable {
  /// What it is called, such as `file` for `<file>`.
  let name: String
  /// What it is, as one paragraph (the help wraps it).
  let help: String
  /// Whether the command runs without it.
  let isOptional: Bool
  /// Whether it may be given several times.
  let isRepeated: Bool
  /// What the shells offer for it.
  let completion: ValueCompletion

  /// Declares an argument.
  init(
    _ name: String, help: String, isOptional: Bool = false, isRepeated: Bool = false,
    completion: ValueCompletion = .files(extensions: ["jsonl"])
  ) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isRepeated = isRepeated
    self.completion = completion
  }

  /// How the usage line shows it: `<a>`, `[<file>]`, `[<file> ...]`.
  var usageFragment: String {
    let bare = "<\(name)>" + (isRepeated ? " ..." : "")
    return isOptional ? "[\(bare)]" : bare
  }
}

extension CommandArgument {
  /// The log most commands read: a file, or standard input.
  static let log = CommandArgument(
    "file",
    help: "The log to read. Reads standard input for '-', or when no file is named and "
      + "standard input is a pipe or a file.", isOptional: true)
}

extension CommandArgument {
  /// The logs a many-log command reads (`timeline`, `summary`, `report`): files, directories,
  /// or standard input.
  static let logsAndDirectories = CommandArgument(
    "file",
    help: "The logs to read, and directories: every *.jsonl file below a directory is read, "
      + "in the order of its sorted paths. Reads standard input for '-', or when nothing is "
      + "named and standard input is a pipe or a file.", isOptional: true, isRepeated: true)
}
