package import MonsoonEvents

/// One line of the recorder's input, read: the event, and the selections the caller expects
/// after it when a JSON event object says so with `sel`.
///
/// A line is a command such as `tap 2`, `select 1 0`, `randomize`, `go`, `back` or
/// `nav menu`, or a JSON event object without `seq` or `t` (the recorder numbers events and
/// stamps them with its clock) such as `{"type":"tap","control":2,"sel":[0,0,1,0,0,0]}`.
/// A prompt is named by its index or its id (`tap flavor`), an option by its index or its
/// text, the rest of the line (`select production small batch`), as the log's menu spells
/// them. Whether the event is possible on the current screen is the reducer's question, not
/// this one's: `tap 99` reads as an event.
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
  /// - Parameters:
  ///   - line: the line, without its newline; words are separated by spaces or tabs.
  ///   - menu: the log's menu, which gives the prompts' ids and the options' texts.
  /// - Throws: ``EventCommandError`` when the line is not an event.
  package init(parsing line: some StringProtocol, menu: ChooserMenu) throws(EventCommandError) {
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
      guard arguments.count == 1 else { throw Self.badArguments("tap") }
      self.init(event: .tap(prompt: try Self.prompt(arguments[0], in: menu)))
    case "select":
      guard arguments.count >= 2 else { throw Self.badArguments("select") }
      let prompt = try Self.prompt(arguments[0], in: menu)
      let option = try Self.option(arguments[1...].joined(separator: " "), of: prompt, in: menu)
      self.init(event: .select(prompt: prompt, option: option))
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

  /// A prompt's index, given as an integer (any: the reducer rejects one out of range) or as
  /// a prompt id of `menu`.
  private static func prompt(
    _ word: String, in menu: ChooserMenu
  ) throws(EventCommandError) -> Int {
    if let index = Int(word) { return index }
    guard let index = menu.index(ofPrompt: word) else {
      throw .unknownPrompt(word, known: menu.prompts.map(\.id))
    }
    return index
  }

  /// An option's index, given as an integer or as the text of one of the prompt's options.
  private static func option(
    _ text: String, of prompt: Int, in menu: ChooserMenu
  ) throws(EventCommandError) -> Int {
    if let index = Int(text) { return index }
    guard menu.prompts.indices.contains(prompt) else {
      throw .unknownOption(text, prompt: String(prompt), known: [])
    }
    let options = menu.prompts[prompt].options
    guard let index = options.firstIndex(of: text) else {
      throw .unknownOption(text, prompt: menu.prompts[prompt].id, known: options)
    }
    return index
  }

  private static func badArguments(_ command: String) -> EventCommandError {
    let usage = usages.first { $0.hasPrefix(command + " ") } ?? command
    let names =
      command == "tap"
      ? "PROMPT: an index or an id" : "PROMPT: an index or an id; OPTION: an index or a text"
    return .badArguments(command: command, usage: "\(usage) (\(names))")
  }
}
