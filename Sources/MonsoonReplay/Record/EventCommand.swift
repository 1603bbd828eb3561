package import MonsoonEvents

/// One line of the recorder's input, read: the event, and the selections the caller expects
/// after it when a JSON event object says so with `sel`.
///
/// A line is a command such as `tap 2`, `select 1 0`, `randomize`, `go`, `back` or
/// `nav menu`, or a JSON event object without `seq` or `t` (the recorder numbers events and
/// stamps them with its clock) such as `{"type":"tap","control":2,"sel":[0,0,1,0,0,0]}`.
/// Whether the event is possible on the current screen is the reducer's question, not this
/// one's: `tap 99` reads as an event.
package struct EventCommand: Hashable, Sendable {
  /// The recorder's commands, as their usage lines.
  package static let usages = [
    "tap PROMPT", "select PROMPT OPTION", "randomize", "go", "back",
    "nav search|calendar|compass|menu",
  ]

  /// What the user did.
  package let event: Event
  /// The selections the caller expects after the event (a JSON object's `sel`), or `nil`.
  package let expectedSelections: Selections?

  /// Creates a command.
  package init(event: Event, expectedSelections: Selections? = nil) {
    self.event = event
    self.expectedSelections = expectedSelections
  }

  /// Reads one line of recorder input.
  /// - Parameter line: the line, without its newline; words are separated by spaces or tabs.
  /// - Throws: ``EventCommandError`` when the line is not an event.
  package init(parsing line: some StringProtocol) throws(EventCommandError) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    guard let first = words.first else { throw .unknownCommand("") }
    if first.hasPrefix("{") {
      let record: LogRecord
      do {
        record = try Event.record(jsonObject: line)
      } catch {
        throw .invalidObject(error)
      }
      guard record.time == nil else {
        throw .invalidObject(
          LogProblem(
            line: 1,
            .invalidField("t", expected: "left out: the recorder stamps events with its clock")))
      }
      self.init(event: record.event, expectedSelections: record.sel)
      return
    }
    let arguments = words[1...].map { String($0) }
    switch first {
    case "tap":
      let numbers = try Self.integers(arguments, count: 1, command: "tap")
      self.init(event: .tap(prompt: numbers[0]))
    case "select":
      let numbers = try Self.integers(arguments, count: 2, command: "select")
      self.init(event: .select(prompt: numbers[0], option: numbers[1]))
    case "randomize", "go", "back":
      guard arguments.isEmpty else {
        throw .badArguments(command: String(first), usage: String(first) + " (no arguments)")
      }
      self.init(event: first == "randomize" ? .randomize : first == "go" ? .go : .back)
    case "nav":
      guard arguments.count == 1 else {
        throw .badArguments(command: "nav", usage: Self.usages[5])
      }
      guard let button = NavButton(rawValue: arguments[0]) else {
        throw .unknownButton(arguments[0])
      }
      self.init(event: .nav(button))
    default:
      throw .unknownCommand(String(first))
    }
  }

  private static func integers(
    _ arguments: [String], count: Int, command: String
  ) throws(EventCommandError) -> [Int] {
    let numbers = arguments.compactMap { Int($0) }
    guard arguments.count == count, numbers.count == count else {
      let usage = usages.first { $0.hasPrefix(command + " ") } ?? command
      throw .badArguments(command: command, usage: usage + " (integers)")
    }
    return numbers
  }
}
