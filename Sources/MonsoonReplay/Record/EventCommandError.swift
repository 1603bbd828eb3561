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
  /// The event gives other selections than the object's `sel` says: the caller believed
  /// something false about the state, so the event is not recorded.
  case diverged(expected: Selections, actual: Selections)

  /// A sentence saying what is wrong and what would be right.
  package var description: String {
    switch self {
    case .unknownCommand(let word):
      "unknown command '\(word)'; commands: \(EventCommand.usages.joined(separator: ", ")), "
        + "or a JSON event object without seq"
    case .badArguments(let command, let usage): "'\(command)' expects: \(usage)"
    case .unknownButton(let name): Rejection.unknownButton(name).description
    case .invalidObject(let problem): "invalid event object: \(problem)"
    case .invalidUTF8: "the line is not valid UTF-8"
    case .diverged(let expected, let actual):
      "state diverged: the object's sel is \(expected) but the event gives \(actual)"
    }
  }
}
