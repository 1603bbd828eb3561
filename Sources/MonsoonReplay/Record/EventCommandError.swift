package import MonsoonEvents

/// Why a line given to the recorder is not an event.
package enum EventCommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The first word is not a command.
  case unknownCommand(String)
  /// The command's arguments are missing, extra or not integers; carries its usage.
  case badArguments(command: String, usage: String)
  /// `nav` names no navigation button.
  case unknownButton(String)
  /// The line looks like a JSON event object but is not a valid one.
  case invalidObject(LogProblem)
  /// The line is not valid UTF-8.
  case invalidUTF8

  /// A sentence saying what is wrong and what would be right.
  package var description: String {
    switch self {
    case .unknownCommand(let word):
      "unknown command '\(word)'; commands: \(Event.commandUsages.joined(separator: ", ")), "
        + "or a JSON event object without seq"
    case .badArguments(let command, let usage): "'\(command)' expects: \(usage)"
    case .unknownButton(let name): Rejection.unknownButton(name).description
    case .invalidObject(let problem): "invalid event object: \(problem)"
    case .invalidUTF8: "the line is not valid UTF-8"
    }
  }
}
