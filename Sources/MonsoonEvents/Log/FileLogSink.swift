import MonsoonSystem

/// A log file that lines are appended to, durably or buffered (see ``LogDurability``).
///
/// Safe to use from any thread. A buffered sink writes from a thread of its own, so that a
/// busy or blocked thread pool cannot delay its flushes (if the system refuses that thread, a
/// buffered sink writes each line as it comes). After a failed write the sink
/// refuses every later line with the same error, because the file may then end in a partial
/// line: reopening it with ``SessionLogFile`` cuts that line off.
public final class FileLogSink: LogSink, Sendable {
  /// The longest a buffered line waits before it is written to the file, in milliseconds.
  public static let flushIntervalMilliseconds = 100
  /// The pending bytes at which a buffered sink writes at once: 64 KiB.
  public static let bufferLimit = 1 << 16

  /// The file's path, as used in error messages.
  public let path: String
  /// How far each line is taken before ``append(_:)`` returns.
  public let durability: LogDurability
  private let file: SinkFile

  /// Opens a file for appending, creating it when it does not exist.
  /// - Throws: ``LogWriteError`` when the file cannot be opened for writing.
  public convenience init(path: String, durability: LogDurability) throws(LogWriteError) {
    let file: AppendOnlyFile
    do {
      file = try AppendOnlyFile(path: path)
    } catch {
      throw LogWriteError(reason: "cannot open \(path) for writing: \(error.reason)")
    }
    self.init(file, durability: durability)
  }

  /// Takes over an open file, which the sink closes.
  init(_ file: AppendOnlyFile, durability: LogDurability) {
    path = file.path
    self.durability = durability
    self.file = SinkFile(file)
  }

  deinit {
    try? file.close()
  }

  /// Appends a line: durable, it is on stable storage when this returns; buffered, it is in
  /// memory and reaches the file within ``flushIntervalMilliseconds``.
  /// - Throws: ``LogWriteError`` when the line (or, buffered, an earlier one) could not be
  ///   written; the line is then not in the log, or only partly, at its very end.
  public func append(_ line: [UInt8]) throws(LogWriteError) {
    switch durability {
    case .durable: try file.appendDurably(line)
    case .buffered: try file.appendBuffered(line)
    }
  }

  /// Writes every pending line to the file (without waiting for stable storage).
  /// - Throws: ``LogWriteError`` when that fails, now or in an earlier background flush.
  public func flush() throws(LogWriteError) {
    try file.flush()
  }

  /// Writes pending lines, flushes the file to stable storage and closes it. Later appends
  /// fail; closing again does nothing.
  /// - Throws: ``LogWriteError`` when a pending line or the flush failed.
  public func close() throws(LogWriteError) {
    try file.close()
  }
}

/// The open file behind a ``FileLogSink`` and its pending lines, shared with the flushing
/// thread until the file is closed.
private final class SinkFile: Sendable {
  private let state: Condition<SinkState>

  init(_ file: AppendOnlyFile) {
    state = Condition(SinkState(file: file))
  }

  func appendDurably(_ line: [UInt8]) throws(LogWriteError) {
    try state.withLock { state throws(LogWriteError) in
      try state.checkNoFailure()
      try state.write(line)
      try state.synchronize()
    }
  }

  func appendBuffered(_ line: [UInt8]) throws(LogWriteError) {
    let startsFlusher = try state.withLock { state throws(LogWriteError) -> Bool in
      try state.checkNoFailure()
      state.pending.append(contentsOf: line)
      if state.pending.count >= FileLogSink.bufferLimit {
        try state.writePending()
        return false
      }
      if state.pendingSince == nil { state.pendingSince = SystemClock.monotonicNanoseconds() }
      guard !state.flusherStarted else { return false }
      state.flusherStarted = true
      return true
    }
    if startsFlusher, !DetachedThread.start(name: "monsoon-flusher", { [self] in runFlusher() }) {
      try state.withLock { state throws(LogWriteError) in
        state.flusherStarted = false
        try state.writePending()
      }
      return
    }
    state.signal()
  }

  func flush() throws(LogWriteError) {
    try state.withLock { state throws(LogWriteError) in
      try state.checkNoFailure()
      try state.writePending()
    }
  }

  func close() throws(LogWriteError) {
    defer { state.broadcast() }
    try state.withLock { state throws(LogWriteError) in try state.close() }
  }

  /// Writes pending lines once they are a flush interval old, until the file is closed or a
  /// write fails.
  private func runFlusher() {
    let interval = FileLogSink.flushIntervalMilliseconds * 1_000_000
    state.wait { state -> Condition<SinkState>.Check<Void> in
      guard state.file != nil, state.failure == nil else { return .ready(()) }
      guard let since = state.pendingSince else { return .wait }
      let remaining = since + interval - SystemClock.monotonicNanoseconds()
      if remaining > 0 { return .waitAtMost(nanoseconds: remaining) }
      try? state.writePending()
      return state.failure == nil ? .wait : .ready(())
    }
  }
}

/// What a ``SinkFile`` guards: the file while it is open, the lines not yet written, and the
/// first failure, which every later call reports.
private struct SinkState: Sendable {
  let path: String
  var file: AppendOnlyFile?
  var pending: [UInt8] = []
  /// When the oldest pending line was appended, in monotonic nanoseconds.
  var pendingSince: Int?
  var flusherStarted = false
  var failure: LogWriteError?

  init(file: AppendOnlyFile) {
    path = file.path
    self.file = file
  }

  func checkNoFailure() throws(LogWriteError) {
    if let failure { throw failure }
  }

  /// Writes `pending`.
  mutating func writePending() throws(LogWriteError) {
    pendingSince = nil
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    try write(pending)
  }

  /// Writes bytes in full, or records and throws the failure.
  mutating func write(_ bytes: [UInt8]) throws(LogWriteError) {
    guard let file else { throw failed("\(path) is closed") }
    do {
      try file.append(bytes)
    } catch {
      throw failed("cannot write \(path): \(error)")
    }
  }

  /// Flushes the file to stable storage, or records and throws the failure.
  mutating func synchronize() throws(LogWriteError) {
    guard let file else { throw failed("\(path) is closed") }
    do {
      try file.synchronize()
    } catch {
      throw failed("cannot flush \(path) to disk: \(error)")
    }
  }

  /// Writes pending lines, flushes and closes the file; closing again does nothing.
  mutating func close() throws(LogWriteError) {
    guard let open = file else { return }
    defer {
      try? open.close()
      file = nil
      if failure == nil { failure = LogWriteError(reason: "\(path) is closed") }
    }
    try checkNoFailure()
    try writePending()
    try synchronize()
  }

  private mutating func failed(_ reason: String) -> LogWriteError {
    let error = LogWriteError(reason: reason)
    failure = error
    return error
  }
}
