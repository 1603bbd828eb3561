/// Why a ``SessionLogFile`` could not be opened, or could not make a store.
public enum SessionLogFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file cannot be opened, read, repaired or written: the system's reason.
  case io(LogWriteError)
  /// The file is not a valid log before its tail; it was left as it is.
  case invalid(LogProblem)
  /// The file is new, and the header its custom menu makes would be longer than a log line
  /// may be: nothing was written.
  case headerTooLong(LogHeaderError)
  /// Another process is recording into the file.
  case inUse(path: String)
  /// This process already has the file open for recording (a store that is not closed yet,
  /// or an opened log file that made none): close that one first.
  case openInThisProcess(path: String)
  /// ``SessionLogFile/makeStore(recordsSelections:)`` was called a second time: one opened
  /// log file records one history, through one store.
  case storeAlreadyMade(path: String)

  /// A sentence saying why, naming the line for an invalid log.
  public var description: String {
    switch self {
    case .io(let error): error.reason
    case .invalid(let problem):
      problem.line > 0
        ? "line \(problem.line): \(problem); the file was left unchanged"
        : "\(problem); the file was left unchanged"
    case .headerTooLong(let error): error.description
    case .inUse(let path): "\(path) is being recorded by another process"
    case .openInThisProcess(let path):
      "\(path) is already open for recording in this process; close its store first"
    case .storeAlreadyMade(let path):
      "a store was already made from this opened log file (\(path)); one file records one history"
    }
  }
}
