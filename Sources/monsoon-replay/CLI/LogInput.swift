import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// Where a command reads a log from: a file, standard input, or an entry of a tar archive.
enum LogInput: Equatable, Sendable {
  /// A file path.
  case file(String)
  /// Standard input (`-`, or a pipe when no file is named).
  case standardInput
  /// A regular entry of a `--tar` archive: its path in the archive and its bytes.
  case entry(name: String, bytes: [UInt8])

  /// The input named by an optional positional argument.
  /// - Throws: ``CommandError/usage(_:)`` when no file is named and standard input is a
  ///   terminal or /dev/null.
  static func from(_ argument: String?) throws(CommandError) -> LogInput {
    switch argument {
    case "-": return .standardInput
    case let path?: return .file(path)
    case nil:
      guard StandardDescriptors.inputHasData else {
        throw .usage("no log to read: name a FILE, or pipe a log into standard input")
      }
      return .standardInput
    }
  }

  /// The name used in messages: the path (`''` for the empty one), or `<stdin>`.
  var displayName: String {
    switch self {
    case .file(let path), .entry(let path, _): path.isEmpty ? "''" : path
    case .standardInput: "<stdin>"
    }
  }

  /// Opens the input for a replay from its first event, reading the log's header.
  /// - Throws: ``CommandError`` with exit status 66 when the input cannot be read, 65 when the
  ///   header is invalid.
  func start(mode: ReplayMode) throws(CommandError) -> ReplayStart {
    let source = try source()
    do {
      return try ReplayStart(source, mode: mode)
    } catch {
      throw failure(error)
    }
  }

  /// The input's bytes, opened.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be opened or its name
  ///   is empty.
  private func source() throws(CommandError) -> OpenedInput {
    switch self {
    case .file(let path):
      guard !path.isEmpty else { throw .failed(.noInput, "empty file name") }
      do {
        return try OpenedInput(path: path)
      } catch {
        throw .failed(.noInput, "\(path): \(error)")
      }
    case .standardInput:
      return .standardInput
    case .entry(_, let bytes):
      return OpenedInput(bytes: bytes)
    }
  }

  /// The failure for a problem found in this input, with its exit status.
  func failure(_ problem: LogProblem) -> CommandError {
    if case .unreadable = problem.kind {
      return .failed(.noInput, locate(problem))
    }
    return .failed(.invalidData, locate(problem))
  }

  /// `NAME:LINE: problem`, or `NAME: problem` for a problem of the input as a whole, with
  /// control characters from the log escaped (``TerminalText``).
  func locate(_ problem: LogProblem) -> String {
    if case .unreadable = problem.kind {
      return TerminalText.escaped("\(displayName): \(problem)")
    }
    return TerminalText.escaped("\(displayName):\(problem.line): \(problem)")
  }
}
