/// A subcommand of `monsoon-replay`: parses its own arguments, then runs.
protocol Command: Sendable {
  /// The word that selects the command, such as `replay`.
  static var name: String { get }
  /// One line saying what the command does.
  static var abstract: String { get }
  /// The usage line after `monsoon-replay `.
  static var usage: String { get }
  /// The ARGUMENTS and OPTIONS sections of the help, already formatted.
  static var helpSections: String { get }
  /// The options and flags the command accepts.
  static var specification: ArgumentList.Specification { get }

  /// Reads the parsed arguments.
  /// - Throws: ``CommandError/usage(_:)`` when they are wrong.
  init(_ arguments: ArgumentList) throws(CommandError)

  /// Runs the command, writing results to `output` and diagnostics to `errors`.
  /// - Throws: ``CommandError`` when it fails.
  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError)
}

extension Command {
  /// The full help text of the command.
  static var help: String {
    """
    OVERVIEW: \(abstract)

    USAGE: monsoon-replay \(usage)

    \(helpSections)
    """
  }
}
