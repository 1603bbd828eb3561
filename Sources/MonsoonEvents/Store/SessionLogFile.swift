import MonsoonSystem

/// A session log file opened for recording: a new file gets its header, an existing one is
/// replayed, repaired when a crash tore its last line, and continued.
///
/// ```swift
/// let log = try await SessionLogFile.openInBackground(path: path, durability: .durable) {
///   LogHeader(seed: .random(in: 0 ... .max))
/// }
/// let store = try log.makeStore()
/// ```
///
/// The file stays open, and locked against other recorders, until the store made from it is
/// closed (``SessionStore/close()``) or goes away. One opened file makes one store: a second
/// ``makeStore(recordsSelections:)`` is refused, so nothing can write two histories into it.
public struct SessionLogFile: Sendable {
  /// The file, open for appending; it stays locked against other recorders while open.
  package let sink: FileLogSink
  /// The log's header: read from the file, or the one written into a new file.
  package let header: LogHeader
  /// The state after the last event in the file.
  package let state: SessionState
  /// The seq of the last event in the file; 0 for none.
  package let lastSeq: Int
  /// The latest `t` in the file, if any.
  package let lastTime: Int?
  /// Whether the file was created (or empty) and got a new header.
  package let isNew: Bool
  /// The torn last line that was cut off the file, if there was one: on line 1 when the file
  /// held only the start of a header, which was replaced by a new one.
  public let repairedTail: LogProblem?
  /// Whether a store was made from the file, shared by every copy of this value.
  private let storeMade = LockedValue(false)

  /// Opens a log file for recording, creating it when it does not exist or is empty.
  ///
  /// An existing file is replayed strictly. A torn last line (no final newline, not
  /// parseable: a write cut short) is cut off and reported in ``repairedTail``; a complete
  /// last line without a final newline gets one. A file that holds only the start of a header
  /// as this package writes it (and NUL bytes after it, as a power loss leaves) gets a new
  /// header, reported in ``repairedTail`` too. Any other problem refuses the file and leaves
  /// it unchanged: a file that is not a log is never cut. A name that is not a regular file (a device such as `/dev/null`, a
  /// pipe) is refused with ``SessionLogFileError/io(_:)`` before anything is written: a log
  /// must be a file that can be locked, replayed and repaired.
  ///
  /// Whether the file is new is decided under its lock: of two recorders that create the same
  /// new file at once, one writes the header; the other is refused with
  /// ``SessionLogFileError/inUse(path:)`` while the first records, or resumes the log once
  /// it has let go. One header, whatever the timing.
  /// - Parameters:
  ///   - path: the log file.
  ///   - durability: how the appended events are written.
  ///   - newHeader: the header to write when the file is new.
  /// - Throws: ``SessionLogFileError``.
  /// - Complexity: O(file size), in constant memory.
  public static func open(
    path: String, durability: LogDurability, newHeader: () -> LogHeader
  ) throws(SessionLogFileError) -> SessionLogFile {
    try open(path: path, durability: durability, beforeLocking: {}, newHeader: newHeader)
  }

  /// ``open(path:durability:newHeader:)``, calling `beforeLocking` once the file is open
  /// (created if new) and before its lock is taken: where another recorder may create the
  /// same new file and write its header, which tests make happen there.
  package static func open(
    path: String, durability: LogDurability, beforeLocking: () -> Void,
    newHeader: () -> LogHeader
  ) throws(SessionLogFileError) -> SessionLogFile {
    let file: AppendOnlyFile
    do {
      file = try AppendOnlyFile(path: path)
    } catch {
      throw .io(LogWriteError(reason: "cannot open \(path) for writing: \(error.reason)"))
    }
    let sink = FileLogSink(file, durability: durability)
    let status = try Self.status(of: file)
    guard status.kind == .regular else {
      throw .io(
        LogWriteError(
          reason: "cannot record into \(path): it is \(status.kind), not a regular file"))
    }
    beforeLocking()
    do {
      // A child process another thread is starting holds a copy of every descriptor until
      // it runs its program, and the lock with it: such a copy goes within milliseconds,
      // while a recorder holds the lock for as long as it records.
      try file.lockExclusively(waitingAtMost: 250)
    } catch {
      switch error {
      case .heldByThisProcess: throw .openInThisProcess(path: path)
      case .heldByAnotherProcess: throw .inUse(path: path)
      case .failed(let error): throw .io(ioError("cannot lock \(path)", error))
      }
    }
    // The size counts only under the lock: another recorder may have created the same new
    // file, and written its header and events, between this open and the lock.
    let size = try Self.status(of: file).size
    var tornHeader: LogProblem?
    if size > 0 {
      switch try resume(sink, file: file, size: size) {
      case .resumed(let existing): return existing
      case .tornHeader(let problem): tornHeader = problem
      }
    }
    let header = newHeader()
    let headerLine: [UInt8]
    do {
      headerLine = try LogLine.newHeader(header)
    } catch {
      throw .headerTooLong(error)
    }
    do {
      try sink.append(headerLine)
      if durability == .durable { try sink.flush() }
    } catch {
      throw .io(error)
    }
    if durability == .durable {
      do {
        try file.synchronizeDirectory()
      } catch {
        throw .io(ioError("cannot flush the folder of \(path)", error))
      }
    }
    return SessionLogFile(
      sink: sink, header: header, state: header.initialState, lastSeq: 0, lastTime: nil,
      isNew: true, repairedTail: tornHeader)
  }

  /// The open file's status.
  private static func status(of file: AppendOnlyFile) throws(SessionLogFileError) -> FileStatus {
    do {
      return try file.descriptor.status()
    } catch {
      throw .io(ioError("cannot read \(file.path)", error))
    }
  }

  /// A writer that appends to the file after its last event.
  package func makeWriter() -> LogWriter {
    LogWriter(continuing: sink, nextSeq: lastSeq + 1)
  }

  /// Does what `open(path:durability:newHeader:)` does on a thread of its own, and resumes
  /// the caller through a continuation once the file is open: call it from the main thread,
  /// which the sync call would block while it waits for the lock (up to 250 ms) and replays
  /// the file (milliseconds for a long log).
  /// - Parameters:
  ///   - path: the log file.
  ///   - durability: how the appended events are written.
  ///   - newHeader: the header to write when the file is new; called on that thread.
  /// - Throws: ``SessionLogFileError``.
  public static func openInBackground(
    path: String, durability: LogDurability, newHeader: @escaping @Sendable () -> LogHeader
  ) async throws(SessionLogFileError) -> SessionLogFile {
    let result = await DetachedThread.result(name: "monsoon-open") {
      () -> Result<SessionLogFile, SessionLogFileError> in
      do throws(SessionLogFileError) {
        return .success(try open(path: path, durability: durability, newHeader: newHeader))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The session store that goes on from the file's last event and records into the file,
  /// stamping events with a clock that never goes back before the file's latest `t`.
  ///
  /// Closing the store (``SessionStore/close()``) closes the file.
  /// - Parameter recordsSelections: whether each event line carries `sel`.
  /// - Throws: ``SessionLogFileError/storeAlreadyMade(path:)`` when this opened file (or a
  ///   copy of this value) already made a store.
  public func makeStore(recordsSelections: Bool = true) throws(SessionLogFileError)
    -> SessionStore
  {
    let first = storeMade.withLock { made in
      defer { made = true }
      return !made
    }
    guard first else { throw .storeAlreadyMade(path: sink.path) }
    let clock = MonotonicClock(floor: lastTime ?? 0)
    return SessionStore(
      resuming: state, writer: makeWriter(), recordsSelections: recordsSelections,
      clock: { clock.now() })
  }

  /// What an existing file turned out to hold.
  private enum Resumption {
    /// A log, replayed, its tail repaired.
    case resumed(SessionLogFile)
    /// Only a header torn by a crash, which has been cut off: the problem it was.
    case tornHeader(LogProblem)
  }

  /// Replays an existing file and repairs its tail, or cuts off a header torn by a crash.
  private static func resume(
    _ sink: FileLogSink, file: AppendOnlyFile, size: Int
  ) throws(SessionLogFileError) -> Resumption {
    let path = file.path
    let reader: LogReader
    do {
      reader = try LogReader(FileByteSource(fileDescriptor: file.descriptor.rawValue))
    } catch {
      switch singleLine(error, file: file, size: size) {
      case .tornHeader(let torn)?:
        try cut(file, to: 0)
        return .tornHeader(torn)
      case .notALog(let problem)?: throw .invalid(problem)
      case nil: throw failure(error, path: path)
      }
    }
    let replayer: LogReplayer
    do {
      (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    } catch {
      throw failure(error, path: path)
    }
    if let offset = reader.tornTailOffset {
      try cut(file, to: offset)
    } else if file.byte(at: size - 1) != 0x0A {
      do {
        try sink.append([0x0A])
      } catch {
        throw .io(error)
      }
    }
    return .resumed(
      SessionLogFile(
        sink: sink, header: reader.header, state: replayer.state, lastSeq: replayer.lastSeq,
        lastTime: replayer.lastTime, isNew: false, repairedTail: reader.tornTail))
  }

  /// What a file of a single line, with no newline, whose header failed holds.
  private enum SingleLine {
    /// The start of a header this package writes, cut short by a crash: the problem it was.
    case tornHeader(LogProblem)
    /// Bytes that are not JSON and not the start of a header: not a log at all.
    case notALog(LogProblem)
  }

  /// What the file holds, if the header failed because the file is a single line with no
  /// newline that is not JSON: the start of a header this package writes
  /// (``LogLine/isCutHeader(_:)``), with only NUL bytes after it, is a header whose write a
  /// crash cut short; anything else is not a log. `nil` otherwise: a whole line that is JSON
  /// but not a valid header keeps its own problem. Neither but the torn header is ever cut
  /// (docs/log-format.md, section 6).
  private static func singleLine(
    _ problem: LogProblem, file: AppendOnlyFile, size: Int
  ) -> SingleLine? {
    if case .unreadable = problem.kind { return nil }
    guard size <= 1 << 16 else { return nil }
    var bytes = [UInt8](repeating: 0, count: size)
    let read = try? bytes.withUnsafeMutableBytes { buffer throws(Errno) in
      try file.descriptor.readFully(fromAbsoluteOffset: 0, into: buffer)
    }
    guard read == size, !bytes.contains(0x0A),
      let error = bytes.withUnsafeBytes({ JSONCursor.grammarError(in: $0) })
    else { return nil }
    let written = Array(bytes[..<((bytes.lastIndex { $0 != 0 } ?? -1) + 1)])
    guard written.isEmpty || LogLine.isCutHeader(written) else {
      return .notALog(
        LogProblem(
          line: 1,
          .invalidHeader(
            "not a Monsoon log: it does not start as a header does, "
              + #"{"monsoon":1,"seed":"…"}"#)))
    }
    return .tornHeader(LogProblem(line: 1, .tornTail(.notJSON(error))))
  }

  private static func cut(_ file: AppendOnlyFile, to length: Int) throws(SessionLogFileError) {
    do {
      try file.cut(to: length)
    } catch {
      throw .io(ioError("cannot cut the torn tail of \(file.path)", error))
    }
  }

  private static func failure(_ problem: LogProblem, path: String) -> SessionLogFileError {
    if case .unreadable(let reason) = problem.kind {
      return .io(LogWriteError(reason: "cannot read \(path): \(reason)"))
    }
    return .invalid(problem)
  }

  private static func ioError(_ what: String, _ error: Errno) -> LogWriteError {
    LogWriteError(reason: "\(what): \(error)")
  }
}
