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
