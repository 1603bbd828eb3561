package import MonsoonEvents

extension Event {
  /// The recorder's commands, as their usage lines.
  package static let commandUsages = [
    "tap PROMPT", "select PROMPT OPTION", "randomize", "go", "back",
    "nav search|calendar|compass|menu",
  ]

  /// Reads an event from one line of recorder input: a command such as `tap 2`,
  /// `select 1 0`, `randomize`, `go`, `back` or `nav menu`, or a JSON event object without
  /// `seq` such as `{"type":"tap","control":2}`.
  ///
  /// Whether the event is possible on the current screen is the reducer's question, not this
  /// one's: `tap 99` reads as an event.
  /// - Parameter line: the line, without its newline; words are separated by spaces or tabs.
  /// - Throws: ``EventCommandError`` when the line is not an event.
  package init(command line: some StringProtocol) throws(EventCommandError) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    guard let first = words.first else { throw .unknownCommand("") }
    if first.hasPrefix("{") {
      do {
        self = try Event(jsonObject: line)
      } catch {
        throw .invalidObject(error)
      }
      return
    }
    let arguments = words[1...].map { String($0) }
    switch first {
    case "tap":
      let numbers = try Self.integers(arguments, count: 1, command: "tap")
      self = .tap(prompt: numbers[0])
    case "select":
      let numbers = try Self.integers(arguments, count: 2, command: "select")
      self = .select(prompt: numbers[0], option: numbers[1])
    case "randomize", "go", "back":
      guard arguments.isEmpty else {
        throw .badArguments(command: String(first), usage: String(first) + " (no arguments)")
      }
      self = first == "randomize" ? .randomize : first == "go" ? .go : .back
    case "nav":
      guard arguments.count == 1 else {
        throw .badArguments(command: "nav", usage: Self.commandUsages[5])
      }
      guard let button = NavButton(rawValue: arguments[0]) else {
        throw .unknownButton(arguments[0])
      }
      self = .nav(button)
    default:
      throw .unknownCommand(String(first))
    }
  }

  private static func integers(
    _ arguments: [String], count: Int, command: String
  ) throws(EventCommandError) -> [Int] {
    let numbers = arguments.compactMap { Int($0) }
    guard arguments.count == count, numbers.count == count else {
      let usage = commandUsages.first { $0.hasPrefix(command + " ") } ?? command
      throw .badArguments(command: command, usage: usage + " (integers)")
    }
    return numbers
  }
}
