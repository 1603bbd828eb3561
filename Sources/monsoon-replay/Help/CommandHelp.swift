/// The help text of a command, made from its declarations, in swift-argument-parser's layout:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, then the command's own discussion.
enum CommandHelp {
  /// The column the descriptions start at.
  static let descriptionColumn = 26
  /// The width the descriptions are wrapped to.
  static let width = 90

  /// The help of `command`.
  static func text(of command: any Command.Type) -> String {
    var sections = [
      "OVERVIEW: \(command.abstract)",
      "USAGE: monsoon-replay \(command.usage)",
    ]
    if !command.arguments.isEmpty {
      sections.append(
        (["ARGUMENTS:"] + command.arguments.map { entry("<\($0.name)>", $0.help) })
          .joined(separator: "\n"))
    }
    sections.append(
      (["OPTIONS:"] + command.acceptedOptions.map { entry($0.helpName, $0.help) })
        .joined(separator: "\n"))
    if !command.discussion.isEmpty { sections.append(command.discussion) }
    sections.append((["EXAMPLES:"] + command.examples.map { "  " + $0 }).joined(separator: "\n"))
    return sections.joined(separator: "\n\n")
  }

  /// One entry of a section: the name, then the description wrapped in its column (from the
  /// next line when the name does not leave room for it).
  static func entry(_ name: String, _ description: String) -> String {
    let lead = "  " + name
    let indent = String(repeating: " ", count: descriptionColumn)
    var lines = wrap(description, width: width - descriptionColumn).map { indent + $0 }
    if lead.count + 2 <= descriptionColumn, let first = lines.first {
      lines[0] = lead + first.dropFirst(lead.count)
    } else {
      lines.insert(lead, at: 0)
    }
    return lines.joined(separator: "\n")
  }

  /// `text`'s words in lines of at most `width` characters (a longer word gets a line of its
  /// own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
