import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonToolSystem

/// Where a command reads a log from: a file, standard input, or an entry of a tar archive.
enum LogInput: Equatable, Sendable {
  /// A file path, named on the command line: read whatever it is (`verify <(cmd)` reads a
  /// pipe).
  case file(String)
  /// A file path found in a directory or named by a `--files-from` list: read only when it is
  /// a regular file, never waiting on a named pipe; anything else is an error for that path
  /// (exit status 66), as an entry of an archive that is not a regular file is.
  case found(String)
  /// Standard input (`-`, or a pipe when no file is named).
  case standardInput
  /// A regular entry of a `--tar` archive: its path in the archive and its bytes.
  case entry(name: String, bytes: [UInt8])
  /// An entry of a `--tar` archive that cannot be read as a log (not a regular file, or too
  /// large): its path in the archive and the error opening it fails with (exit status 66),
  /// so that it is reported as a file found in a directory or a list that cannot be read.
  case unreadableEntry(name: String, message: String)

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
    case .file(let path), .found(let path), .entry(let path, _), .unreadableEntry(let path, _):
      path.isEmpty ? "''" : path
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
  private func source() throws(CommandError) -> FileByteSource {
    switch self {
    case .file(let path), .found(let path):
      guard !path.isEmpty else { throw .failed(.missingInput, "empty file name") }
      do {
        return try FileByteSource(path: path, regularOnly: self == .found(path))
      } catch {
        throw .failed(.missingInput, "\(path): \(error)")
      }
    case .standardInput:
      return .standardInput
    case .entry(_, let bytes):
      return FileByteSource(bytes: bytes)
    case .unreadableEntry(_, let message):
      throw .failed(.missingInput, message)
    }
  }

  /// The failure for a problem found in this input, of the problem's kind
  /// (``FailureKind/init(_:)``).
  func failure(_ problem: LogProblem) -> CommandError {
    .failed(FailureKind(problem), locate(problem))
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

extension FileByteSource {
  /// The process's standard input, which stays open after reading.
  static var standardInput: FileByteSource { FileByteSource(fileDescriptor: 0) }
}
