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
    let words = Self.words(of: String(line))
    guard let first = words.first?.written else { throw .unknownCommand("") }
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
    let arguments = Array(words.dropFirst())
    let promptIDs = menu.prompts.map(\.id)
    switch first {
    case "tap":
      guard arguments.count == 1 else { throw Self.badArguments("tap") }
      let prompt = try Self.prompt(arguments[0].name(among: promptIDs), in: menu)
      self.init(event: .tap(prompt: prompt.index), notes: prompt.note.map { [$0] } ?? [])
    case "select":
      guard arguments.count >= 2 else { throw Self.badArguments("select") }
      let prompt = try Self.prompt(arguments[0].name(among: promptIDs), in: menu)
      let options =
        menu.prompts.indices.contains(prompt.index) ? menu.prompts[prompt.index].options : []
      let text =
        arguments.count == 2
        ? arguments[1].name(among: options) : arguments[1...].map(\.written).joined(separator: " ")
      let option = try Self.option(text, of: prompt.index, in: menu)
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
      let name = arguments[0].name(among: NavButton.allCases.map(\.rawValue))
      guard let button = NavButton(rawValue: name) ?? NavButton(rawValue: name.lowercased()) else {
        throw .unknownButton(name)
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

  /// A word of a command line: as written, and its text inside its quotes when quoted.
  private struct Word {
    let written: String
    let unquoted: String?
    let quote: Character?

    /// The name it gives among `names`: as written, quotes included, when a name is spelled
    /// so exactly and its quotes may be text (docs/names.md); else the text inside them.
    func name(among names: [String]) -> String {
      guard let unquoted, let quote else { return written }
      if MenuName.mayBeText(quote), names.contains(where: { $0.utf8.elementsEqual(written.utf8) }) {
        return written
      }
      return unquoted
    }
  }

  /// The words of a line, separated by spaces or tabs; a word that starts with a quote
  /// (`"`, `'`, `“`, `‘`) runs to its closing quote, spaces included, when one ends a word.
  private static func words(of line: String) -> [Word] {
    let characters = Array(line)
    func isSpace(_ character: Character) -> Bool {
      character == " " || character == "\t" || character == "\r"
    }
    var words: [Word] = []
    var position = 0
    while position < characters.count {
      guard !isSpace(characters[position]) else {
        position += 1
        continue
      }
      let start = position
      let opening = characters[start]
      if let closing = MenuName.closingQuotes(of: opening),
        let end = characters[(start + 1)...].indices.first(where: { index in
          closing.contains(characters[index])
            && (index + 1 == characters.count || isSpace(characters[index + 1]))
        })
      {
        words.append(
          Word(
            written: String(characters[start...end]),
            unquoted: String(characters[(start + 1)..<end]), quote: opening))
        position = end + 1
        continue
      }
      while position < characters.count, !isSpace(characters[position]) { position += 1 }
      words.append(Word(written: String(characters[start..<position]), unquoted: nil, quote: nil))
    }
    return words
  }

  private static func badArguments(_ command: String) -> EventCommandError {
    let usage = usages.first { $0.hasPrefix(command + " ") } ?? command
    let names =
      command == "tap"
      ? "PROMPT: an index or an id" : "PROMPT: an index or an id; OPTION: an index or a text"
    return .badArguments(command: command, usage: "\(usage) (\(names))")
  }
}
