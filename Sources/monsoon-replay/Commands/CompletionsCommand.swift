/// `monsoon-replay completions`: prints a shell completion script.
struct CompletionsCommand: Command {
  static let name = "completions"
  static let abstract = "Print the shell completion script for bash, zsh or fish."
  static let examples = [
    "source <(monsoon-replay completions bash)",
  ]
  static let arguments = [
    CommandArgument(
      "shell", help: "bash, zsh or fish.",
      completion: .choices(Shell.allCases.map(\.rawValue)))
  ]
  static let options: [CommandOption] = []
  static let discussion = """
    The script completes subcommands, options, device names, --format values and log files,
    from the same declarations as the help. Install it where the shell looks for it:
      monsoon-replay completions bash \\
        > ~/.local/share/bash-completion/completions/monsoon-replay
      monsoon-replay completions zsh > "${fpath[1]}/_monsoon-replay"
      monsoon-replay completions fish > ~/.config/fish/completions/monsoon-replay.fish
    or load it into the running shell: source <(monsoon-replay completions bash)
    """

  let shell: Shell

  init(_ arguments: ArgumentList) throws(CommandError) {
    guard let name = try arguments.positionals(atMost: 1).first else {
      throw .usage("completions needs a shell: bash, zsh or fish")
    }
    guard let shell = Shell(rawValue: name) else {
      throw .usage("unknown shell '\(name)': expected bash, zsh or fish")
    }
    self.shell = shell
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    output.write(Array(shell.completionScript.utf8))
  }
}

/// A shell `monsoon-replay completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish

  /// The completion script for this shell, made from every command's declarations.
  var completionScript: String {
    switch self {
    case .bash: BashCompletions.script
    case .zsh: ZshCompletions.script
    case .fish: FishCompletions.script
    }
  }
}
