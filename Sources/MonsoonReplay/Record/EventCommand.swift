package import MonsoonEvents

/// One line of the recorder's input, read: the event, and the selections the caller expects
/// after it when a JSON event object says so with `sel`.
///
/// A line is a command such as `tap 2`, `select 1 0`, `randomize`, `go`, `back` or
/// `nav menu`, or a JSON event object without `seq` or `t` (the recorder numbers events and
/// stamps them with its clock) such as `{"type":"tap","control":2,"sel":[0,0,1,0,0,0]}`.
/// A prompt is named by its id or its index (`tap flavor`), an option by its text or its
/// index, the rest of the line (`select production small batch`), by the names grammar
/// (``MenuName``, docs/names.md): exactly, else but for letter case when only one matches,
/// else by index; text wins over an index, with a note in ``notes``. Whether the event is
/// possible on the current screen is the reducer's question, not this one's: `tap 99` reads
/// as an event.
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
  /// What the names grammar noted: a name whose text won over an index.
  package let notes: [String]

  /// Creates a command.
  package init(event: Event, expectedSelections: Selections? = nil, notes: [String] = []) {
    self.event = event
    self.expectedSelections = expectedSelections
    self.notes = notes
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
      let prompt = try Self.prompt(arguments[0], in: menu)
      self.init(event: .tap(prompt: prompt.index), notes: prompt.note.map { [$0] } ?? [])
    case "select":
      guard arguments.count >= 2 else { throw Self.badArguments("select") }
      let prompt = try Self.prompt(arguments[0], in: menu)
      let option = try Self.option(
        arguments[1...].joined(separator: " "), of: prompt.index, in: menu)
      self.init(
        event: .select(prompt: prompt.index, option: option.index),
        notes: [prompt.note, option.note].compactMap { $0 })
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

  /// A prompt named by its id or its index (any integer: the reducer rejects one out of
  /// range), by the names grammar.
  private static func prompt(
    _ word: String, in menu: ChooserMenu
  ) throws(EventCommandError) -> MenuName.Match {
    do {
      return try MenuName.prompts(of: menu).resolve(word)
    } catch {
      switch error {
      case .unknown: throw .unknownPrompt(word, known: menu.prompts.map(\.id))
      case .ambiguous: throw .ambiguousName(error)
      }
    }
  }

  /// An option named by the text of one of the prompt's options or by its index, by the
  /// names grammar.
  private static func option(
    _ text: String, of prompt: Int, in menu: ChooserMenu
  ) throws(EventCommandError) -> MenuName.Match {
    guard menu.prompts.indices.contains(prompt) else {
      if let index = Int(text) {
        return MenuName.Match(indices: [index], byText: false, note: nil)
      }
      throw .unknownOption(text, prompt: String(prompt), known: [])
    }
    do {
      return try MenuName.options(of: menu.prompts[prompt]).resolve(text)
    } catch {
      switch error {
      case .unknown:
        throw .unknownOption(
          text, prompt: menu.prompts[prompt].id, known: menu.prompts[prompt].options)
      case .ambiguous: throw .ambiguousName(error)
      }
    }
  }

  private static func badArguments(_ command: String) -> EventCommandError {
    let usage = usages.first { $0.hasPrefix(command + " ") } ?? command
    let names =
      command == "tap"
      ? "PROMPT: an index or an id" : "PROMPT: an index or an id; OPTION: an index or a text"
    return .badArguments(command: command, usage: "\(usage) (\(names))")
  }
}
