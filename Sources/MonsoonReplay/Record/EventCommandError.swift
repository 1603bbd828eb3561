package import MonsoonEvents

/// Why a line given to the recorder is not an event.
package enum EventCommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The first word is not a command.
  case unknownCommand(String)
  /// The command's arguments are missing or extra; carries its usage.
  case badArguments(command: String, usage: String)
  /// A prompt named by an id the menu does not have; carries the ids it has.
  case unknownPrompt(String, known: [String])
  /// An option named by a text the prompt does not have; carries the prompt (its id, or its
  /// index when out of range) and its options' texts.
  case unknownOption(String, prompt: String, known: [String])
  /// A prompt or option named but for letter case by several, none exactly.
  case ambiguousName(MenuNameError)
  /// `nav` names no navigation button.
  case unknownButton(String)
  /// The line looks like a JSON event object but is not a valid one.
  case invalidObject(LogProblem)
  /// The line is not valid UTF-8.
  case invalidUTF8
  /// The event gives other selections than the object's `sel` says: the caller believed
  /// something false about the state, so the event is not recorded.
  case diverged(expected: Selections, actual: Selections)

  /// A sentence saying what is wrong and what would be right.
  package var description: String {
    switch self {
    case .unknownCommand(let word) where word.unicodeScalars.first == "\u{1B}":
      // An arrow key typed where a terminal does not edit lines; its bytes mean nothing to a user.
      "a terminal key (an arrow key?) is not a command: type a whole line; commands: "
        + "\(EventCommand.usages.joined(separator: ", ")), or a JSON event object without seq or t"
    case .unknownCommand(let word):
      "unknown command '\(word)'; commands: \(EventCommand.usages.joined(separator: ", ")), "
        + "or a JSON event object without seq or t"
    case .badArguments(let command, let usage): "'\(command)' expects: \(usage)"
    case .unknownPrompt(let word, let known):
      "unknown prompt '\(word)'" + Self.meant(word, among: known, "prompts")
        + "\(known.joined(separator: ", ")), or an index"
    case .unknownOption(let text, let prompt, let known) where known.isEmpty:
      "no prompt \(prompt) to name option '\(text)' of; give the option's index"
    case .unknownOption(let text, let prompt, let known):
      "\(prompt) has no option '\(text)'" + Self.meant(text, among: known, "options")
        + "\(known.joined(separator: ", ")), or an index"
    case .ambiguousName(let error): error.description
    case .unknownButton(let name): Rejection.unknownButton(name).description
    case .invalidObject(let problem): "invalid event object: \(problem)"
    case .invalidUTF8: "the line is not valid UTF-8"
    case .diverged(let expected, let actual):
      "state diverged: the object's sel is \(expected) but the event gives \(actual)"
    }
  }

  /// `; did you mean 'flavor'? Prompts: ` when a name is near `word` (`nav compass` for a
  /// navigation button named as a prompt), else `; prompts: `.
  private static func meant(_ word: String, among known: [String], _ kinds: String) -> String {
    let button = kinds == "prompts" ? NavButton(rawValue: word).map { "nav \($0.rawValue)" } : nil
    guard let meant = button ?? Suggestion.nearest(word, among: known) else {
      return "; \(kinds): "
    }
    return "; did you mean '\(meant)'? \(kinds.prefix(1).uppercased() + kinds.dropFirst()): "
  }
}
