/// What the shell completion scripts offer, taken from the commands' declarations: the same
/// values the help and the parser use, so the three cannot disagree.
enum CompletionModel {
  /// The program's name.
  static let program = "monsoon-replay"

  /// Every subcommand, then `help`.
  static var commandNames: [String] { Tool.commands.map { $0.name } + ["help"] }

  /// One line about an option, for shells that show it beside the name: its help up to the
  /// first ". ", "; " or ": " outside parentheses, at most ``summaryLength`` characters.
  static func summary(_ help: String) -> String {
    var depth = 0
    var end = help.endIndex
    var index = help.startIndex
    while index < help.endIndex {
      let next = help.index(after: index)
      switch help[index] {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case ".", ";", ":":
        if depth == 0 && (next == help.endIndex || help[next] == " ") { end = index }
      default: break
      }
      if end != help.endIndex { break }
      index = next
    }
    let clause = help[..<end]
    guard clause.count > summaryLength else { return String(clause) }
    let cut = clause.prefix(summaryLength - 1)
    return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
  }

  /// The longest summary.
  static let summaryLength = 80

  /// The completion of a command's positional arguments: that of its first (every command's
  /// positionals complete alike), or nothing.
  static func positionalCompletion(of command: any Command.Type) -> ValueCompletion {
    command.arguments.first?.completion ?? .none
  }
}
