import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonToolSystem

/// `monsoon-replay record`: records a session from commands on standard input.
struct RecordCommand: Command {
  static let name = "record"
  static let abstract = "Record a session from commands on standard input into a log file."
  static let examples = [
    "printf 'tap flavor\\ngo\\n' | monsoon-replay record -o session.jsonl",
  ]
  static let defaultOutput = "session.jsonl"
  static let options = option.commandOptions
  static let discussion = """
    Reads one command per line: tap PROMPT, select PROMPT OPTION, randomize, go, back,
    nav search|calendar|compass|menu (a prompt by its id or index, an option by its text
    or index: tap flavor, select production small batch, select 1 0; exactly, else in any
    letter case when only one matches; text wins over an index, with a note on standard
    error; a name may be in "double", 'single' or typographic quotes, as in conditions:
    select production "small batch"), or a JSON event object without seq or t such as
    {"type":"tap","control":2} (its "sel", if any, must be the selections after the
    event, or the event is rejected). Prints 'ok SEQ STATE' (the new state as JSON) for each
    accepted event, after its line is written, and 'rejected: REASON' for anything else,
    which is not written. Typed at a terminal, it greets, prompts, lists the commands for
    'help', and answers 'ok seq 3 · chooser · flavor=sweet · …' instead of JSON; before the
    first command it says where a resumed log stands (its events, screen and choices), and
    Ctrl-D ends with a summary (the events recorded, the file, the command that replays
    it). Ctrl-C ends it as the signal ends a program (130 in a shell), with that summary on
    standard error, typed or piped; every event answered ok is in the log. An existing log
    is resumed, and standard error says after which seq before the first command is read:
    a torn last line (a write cut short by a crash) is cut off with a warning, and seq
    continues; a --seed, --menu or --log-version that differs from its
    header is refused (exit 64). A log invalid before its
    last line is refused (exit 65) and never overwritten. A write failure exits 74; the
    events acknowledged before it are in the log. A new log that cannot be created (in a
    missing folder) exits 73, as an -o file does.
    """

  private struct Options: OptionGroup {
    let path = TypedOption.text(
      .output(
        valueName: "file", extensions: ["jsonl"],
        help: "The log to record into (default: \(defaultOutput) in the current directory), "
          + "created or resumed."))
    let seed = TypedOption.text(
      .seed("The seed of a new log, 1 to 16 hex digits (default: random).", usage: .optional))
    let menuPath = TypedOption.text(
      .menu(
        "The menu of a new log: {\"prompts\":[{\"id\":..,\"choices\":[..]},..]}, from a "
          + "file of at most 1 MiB."))
    let logVersion = TypedOption<LogFormatVersion?>(
      .value(
        "--log-version", valueName: "version",
        help: "The format version of a new log, whose rules it is recorded under: "
          + RecordCommand.versionList
          + " (default: \(LogFormatVersion.current.rawValue)), to reproduce a session of an "
          + "older version. An existing log of another version is refused: a session never "
          + "changes rules.",
        completion: .choices(LogFormatVersion.allCases.map { String($0.rawValue) }))
    ) { arguments, option throws(CommandError) in
      // Versions are numbered from 1 to the current one.
      try arguments.integer(option, in: 1...LogFormatVersion.current.rawValue)
        .flatMap(LogFormatVersion.init(rawValue:))
    }
    let durability = TypedOption<LogDurability>(
      .flag(
        "--durable",
        help: "Flush each event to stable storage (fsync) before its ok line. Without it, each "
          + "event is written to the file, not flushed, before its ok line: safe if the tool "
          + "crashes, not if the machine loses power.")
    ) { arguments, option in arguments.contains(option) ? .durable : .buffered }

    var declaredOptions: [CommandOption] {
      [path.option, seed.option, menuPath.option, logVersion.option, durability.option]
    }
  }
  /// The versions a new log may take, in words: `1 or 2`.
  private static let versionList = LogFormatVersion.allCases.map { String($0.rawValue) }
    .joined(separator: " or ")
  private static let option = Options()

  let path: String
  let seed: UInt64?
  let menuPath: String?
  /// The format version of a new log; `nil` for the current one.
  let logVersion: LogFormatVersion?
  let durability: LogDurability

  init(_ arguments: ArgumentList) throws(CommandError) {
    _ = try arguments.positionals(atMost: 0)
    path = try arguments.read(Self.option.path) ?? Self.defaultOutput
    guard !path.isEmpty else { throw .usage("empty file name for '--output'") }
    if let text = try arguments.read(Self.option.seed) {
      guard (1...16).contains(text.count), let value = UInt64(text, radix: 16) else {
        throw .usage("invalid value '\(text)' for '--seed': expected 1 to 16 hex digits")
      }
      seed = value
    } else {
      seed = nil
    }
    menuPath = try arguments.read(Self.option.menuPath)
    logVersion = try arguments.read(Self.option.logVersion)
    durability = try arguments.read(Self.option.durability)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    // The log itself is resumed by design; what else it reads must not be it.
    try OutputFile.path(path).checkIsNot(
      [OutputFile.Source(role: "input", path: nil)]
        + (menuPath.map { [OutputFile.Source(role: "--menu file", path: $0)] } ?? []))
    let menu = try menuPath.map(MenuOption.read)
    let requested = LogHeader(
      seed: seed ?? .random(in: 0 ... .max), customMenu: menu,
      formatVersion: logVersion ?? .current)
    let (log, store) = try open(requested)
    if let tornTail = log.repairedTail {
      errors.report(.warning("\(path):\(tornTail.line): \(tornTail); cut off"))
    }
    let interactive = FileDescriptor(rawValue: 0).isTerminal && FileDescriptor(rawValue: 1).isTerminal
    // On a terminal the resume is said once, with the state, below; piped, on standard error.
    if !log.isNew && !interactive {
      errors.line(
        TerminalText.escaped(
          "record: resuming \(path) after seq \(log.lastSeq) (the next event is seq "
            + "\(log.lastSeq + 1))"))
      errors.flush()
    }
    let firstSeq = store.state.seq
    if interactive {
      if !log.isNew {
        output.line(
          TerminalText.escaped("Resuming \(path), which holds \(Self.events(firstSeq)): ")
            + store.state.line)
      }
      output.line(
        TerminalText.escaped("Recording into \(path). ") + "Type a command (tap flavor, "
          + "randomize, go, ...), 'help' for the list, Ctrl-D to finish.")
    }
    let mark = try recording { () throws(LogWriteError) in try log.sink.mark() }
    /// Prints answers whose events are written, once the path still names the log.
    func acknowledge(_ answers: [String]) throws(CommandError) {
      if let change = log.sink.pathChange(since: mark) {
        throw .failed(
          .writeFailed,
          "\(change); recording stopped, and the events since the last answer are not "
            + "acknowledged")
      }
      // The summary first: a Ctrl-C sent on reading the last answer must find it counted.
      sayOnInterrupt()
      print(answers, to: &output)
    }
    /// Keeps the summary that Ctrl-C (or another ending signal) leaves on standard error
    /// current: every event answered so far is in the log.
    func sayOnInterrupt() {
      let recorded = summary(recorded: store.state.seq - firstSeq, of: store.state.seq)
      Signals.sayOnTermination((interactive ? "\n" : "") + recorded + "\n")
    }
    sayOnInterrupt()
    var recorder = Recorder(store: store, readable: interactive)
    let input = LineInput(FileByteSource.standardInput)
    var lineNumber = 0
    while true {
      if !input.hasBufferedLine || recorder.pendingCount >= Self.maximumPendingAnswers {
        try acknowledge(try recording { () throws(LogWriteError) in try recorder.confirm() })
        if interactive && !input.hasBufferedLine {
          output.write(Array("> ".utf8))
          output.flush()
        }
      }
      let line: LineInput<FileByteSource>.Line?
      do {
        line = try input.nextLine()
      } catch {
        throw .failed(.inputFailed, "cannot read standard input: \(error)")
      }
      guard let line else { break }
      lineNumber += 1
      guard line != .notText else {
        try acknowledge(try recording { () throws(LogWriteError) in try recorder.finish() })
        throw .failed(
          .invalidLog,
          "<stdin>:\(lineNumber): the line holds a NUL byte: the input is not text; recording "
            + "stopped, the events acknowledged before it are in the log")
      }
      if interactive, case .text(let text) = line, Self.asksForHelp(text) {
        try acknowledge(try recording { () throws(LogWriteError) in try recorder.confirm() })
        output.line(Self.commandList(log.header.menu))
        continue
      }
      let notes = try recording { () throws(LogWriteError) in try recorder.handle(line) }
      for note in notes { errors.report(.warning("<stdin>:\(lineNumber): \(note)")) }
    }
    if interactive { output.line("") }
    try acknowledge(try recording { () throws(LogWriteError) in try recorder.finish() })
    Signals.sayOnTermination(nil)
    if interactive {
      output.line(summary(recorded: store.state.seq - firstSeq, of: store.state.seq))
    }
  }

  /// What Ctrl-D and Ctrl-C end with: the events recorded, the file, the command that replays
  /// it: `Recorded 3 events into session.jsonl (15 events in all). Replay it: ...`.
  private func summary(recorded: Int, of total: Int) -> String {
    TerminalText.escaped(
      "Recorded \(Self.events(recorded)) into \(path) (\(Self.events(total)) in all). "
        + "Replay it: monsoon-replay replay "
        + TerminalText.shellQuoted(path.hasPrefix("-") ? "./" + path : path))
  }

  /// `1 event`, `3 events`.
  private static func events(_ count: Int) -> String {
    count == 1 ? "1 event" : "\(count) events"
  }

  /// Runs a step of the recorder, turning a write failure into exit status 74.
  private func recording<T>(_ step: () throws(LogWriteError) -> T) throws(CommandError) -> T {
    do {
      return try step()
    } catch {
      throw .failed(.writeFailed, "\(error); the events acknowledged before it are in the log")
    }
  }

  /// Whether a typed line asks for the list of commands.
  private static func asksForHelp(_ text: String) -> Bool {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    return words.count == 1 && ["help", "?"].contains(words[0])
  }

  /// The commands a terminal user may type, with the menu's prompts and options.
  private static func commandList(_ menu: ChooserMenu) -> String {
    var lines = [
      "  tap PROMPT               next option of a prompt (tap flavor, tap 2)",
      "  select PROMPT OPTION     an option by text or index (select meal dinner)",
      "  randomize | go | back    the buttons",
      "  nav search|calendar|compass|menu",
      "  prompts:",
    ]
    for prompt in menu.prompts {
      lines.append(
        TerminalText.escaped("    \(prompt.id): " + prompt.options.joined(separator: ", ")))
    }
    return lines.joined(separator: "\n")
  }

  /// The most answers held back before the log is flushed to release them.
  private static let maximumPendingAnswers = 1024

  private func print(_ answers: [String], to output: inout OutputStream) {
    // Answers carry JSON; a rejection's text is escaped where it is made (Recorder).
    for answer in answers { output.jsonLine(answer) }
    output.flush()
  }

  private func open(
    _ requested: LogHeader
  ) throws(CommandError) -> (SessionLogFile, SessionStore) {
    let log: SessionLogFile
    let store: SessionStore
    do {
      log = try SessionLogFile.open(path: path, durability: durability) { requested }
      store = try log.makeStore()
    } catch {
      switch error {
      case .invalid(let problem):
        throw .failed(
          .invalidLog, "\(path):\(problem.line): \(problem); the file was left unchanged")
      case .headerTooLong: throw .failed(.invalidMenu, "\(error)")
      case .io:
        // Nothing at the path after the failure (a missing folder, no permission to make the
        // file, a loop of links) or a folder: the log cannot be created, which is 73 as for
        // every -o file. A failure on a log that exists (read-only, a device) is 74.
        let existing = try? FileStatus(ofPath: path)
        let created = existing != nil && existing?.kind != .directory
        throw .failed(created ? .writeFailed : .cannotCreate, "\(error)")
      case .inUse, .openInThisProcess, .storeAlreadyMade: throw .failed(.writeFailed, "\(error)")
      }
    }
    if !log.isNew, let seed, seed != log.header.seed {
      throw .usage(
        "--seed \(String(seed, radix: 16)) differs from the seed "
          + "\(String(log.header.seed, radix: 16)) of \(path); leave it out to resume the log")
    }
    if !log.isNew, menuPath != nil, requested.menu != log.header.menu {
      throw .usage("--menu differs from the menu of \(path); leave it out to resume the log")
    }
    if !log.isNew, let logVersion, logVersion != log.header.formatVersion {
      throw .usage(
        "--log-version \(logVersion.rawValue) differs from the version "
          + "\(log.header.formatVersion.rawValue) of \(path): a session never changes rules; "
          + "leave it out to resume the log")
    }
    return (log, store)
  }
}
