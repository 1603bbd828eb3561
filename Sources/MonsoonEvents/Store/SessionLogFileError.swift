/// Why ``SessionLogFile/open(path:durability:newHeader:)`` could not open a log file.
public enum SessionLogFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file cannot be opened, read, repaired or written: the system's reason.
  case io(LogWriteError)
  /// The file is not a valid log before its tail; it was left as it is.
  case invalid(LogProblem)
  /// Another process is recording into the file.
  case inUse(path: String)

  /// A sentence saying why, naming the line for an invalid log.
  public var description: String {
    switch self {
    case .io(let error): error.reason
    case .invalid(let problem):
      problem.line > 0
        ? "line \(problem.line): \(problem); the file was left unchanged"
        : "\(problem); the file was left unchanged"
    case .inUse(let path): "\(path) is being recorded by another process"
    }
  }
}
