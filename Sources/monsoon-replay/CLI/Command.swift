/// A subcommand of `monsoon-replay`: declares its arguments and options, parses them, then
/// runs. Its usage line, help, manual page section and shell completions are made from the
/// declarations (``CommandHelp``, ``ManualPage``, ``ShellCompletions``).
protocol Command: Sendable {
  /// The word that selects the command, such as `replay`.
  static var name: String { get }
  /// One line saying what the command does.
  static var abstract: String { get }
  /// Its positional arguments, in order.
  static var arguments: [CommandArgument] { get }
  /// Its own options, in the order the help lists them (the ``CommandOption/global`` ones
  /// follow).
  static var options: [CommandOption] { get }
  /// More usage lines after the generated one, each after `monsoon-replay `: other ways to
  /// call the command.
  static var otherUsages: [String] { get }
  /// The text after the OPTIONS section, already wrapped; empty for none.
  static var discussion: String { get }
  /// Command lines that show the command at work, each whole (`monsoon-replay ...`); the
  /// help's EXAMPLES section and the manual page's list them.
  static var examples: [String] { get }

  /// Reads the parsed arguments.
  /// - Throws: ``CommandError/usage(_:)`` when they are wrong.
  init(_ arguments: ArgumentList) throws(CommandError)

  /// Runs the command, writing results to `output` and diagnostics to `errors`.
  /// - Throws: ``CommandError`` when it fails.
  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError)
}

extension Command {
  static var arguments: [CommandArgument] { [] }
  static var otherUsages: [String] { [] }
  static var discussion: String { "" }

  /// Every option the command accepts: its own, then the global ones.
  static var acceptedOptions: [CommandOption] { options + CommandOption.global }

  /// The ways to call the command, each after `monsoon-replay `: the first made from the
  /// declarations, then ``otherUsages``.
  static var usageLines: [String] {
    let first = [name] + arguments.map(\.usageFragment) + options.compactMap(\.usageFragment)
    return [first.joined(separator: " ")] + otherUsages
  }

  /// The usage as the help and usage errors print it after `monsoon-replay `.
  static var usage: String {
    usageLines.joined(separator: "\n       monsoon-replay ")
  }

  /// The full help text of the command.
  static var help: String { CommandHelp.text(of: self) }
}
