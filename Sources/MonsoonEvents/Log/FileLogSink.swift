import MonsoonSystem

/// A log file that lines are appended to, durably or buffered (see ``LogDurability``).
///
/// Safe to use from any thread. A buffered sink writes from a thread of its own, so that a
/// busy or blocked thread pool cannot delay its flushes (if the system refuses that thread, a
/// buffered sink writes each line as it comes). After a failed write the sink
/// refuses every later line with the same error, because the file may then end in a partial
/// line: reopening it with ``SessionLogFile`` cuts that line off.
public final class FileLogSink: LogSink, @unchecked Sendable {
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
    let descriptor = Platform.openForAppending(path)
    guard descriptor >= 0 else {
      throw LogWriteError(
        reason: "cannot open \(path) for writing: \(Platform.message(forErrno: -descriptor))")
    }
    self.init(descriptor: descriptor, path: path, durability: durability)
  }

  /// Takes over an open descriptor, which the sink closes.
  init(descriptor: Int32, path: String, durability: LogDurability) {
    self.path = path
    self.durability = durability
    file = SinkFile(descriptor: descriptor, path: path)
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
private final class SinkFile: @unchecked Sendable {
  private let condition = Condition()
  private let path: String
  private var descriptor: Int32?
  private var pending: [UInt8] = []
  /// When the oldest pending line was appended, in monotonic nanoseconds.
  private var pendingSince: Int?
  private var flusherStarted = false
  private var failure: LogWriteError?

  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  func appendDurably(_ line: [UInt8]) throws(LogWriteError) {
    condition.lock()
    defer { condition.unlock() }
    if let failure { throw failure }
    try write(line)
    try synchronize()
  }

  func appendBuffered(_ line: [UInt8]) throws(LogWriteError) {
    condition.lock()
    defer { condition.unlock() }
    if let failure { throw failure }
    pending.append(contentsOf: line)
    if pending.count >= FileLogSink.bufferLimit {
      try writePending()
      return
    }
    if pendingSince == nil { pendingSince = SystemClock.monotonicNanoseconds() }
    if !flusherStarted {
      flusherStarted = DetachedThread.start(name: "monsoon-flusher") { [self] in runFlusher() }
      guard flusherStarted else {
        try writePending()
        return
      }
    }
    condition.signal()
  }

  func flush() throws(LogWriteError) {
    condition.lock()
    defer { condition.unlock() }
    if let failure { throw failure }
    try writePending()
  }

  func close() throws(LogWriteError) {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    guard let open = descriptor else { return }
    defer {
      Platform.close(open)
      descriptor = nil
      if failure == nil { failure = LogWriteError(reason: "\(path) is closed") }
    }
    if let failure { throw failure }
    try writePending()
    try synchronize()
  }

  /// Writes pending lines once they are a flush interval old, until the file is closed.
  private func runFlusher() {
    let interval = FileLogSink.flushIntervalMilliseconds * 1_000_000
    condition.lock()
    defer { condition.unlock() }
    while descriptor != nil, failure == nil {
      guard let since = pendingSince else {
        condition.wait()
        continue
      }
      let remaining = since + interval - SystemClock.monotonicNanoseconds()
      if remaining > 0 {
        condition.wait(nanoseconds: remaining)
        continue
      }
      try? writePending()
    }
  }

  /// Writes `pending`; the caller holds the lock.
  private func writePending() throws(LogWriteError) {
    pendingSince = nil
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    try write(pending)
  }

  /// Writes bytes in full, or records and throws the failure; the caller holds the lock.
  private func write(_ bytes: [UInt8]) throws(LogWriteError) {
    guard let open = descriptor else { throw failed("\(path) is closed") }
    let code = bytes.withUnsafeBytes { Platform.writeAll(open, $0) }
    guard code == 0 else {
      throw failed("cannot write \(path): \(Platform.message(forErrno: code))")
    }
  }

  /// Flushes the file to stable storage, or records and throws the failure.
  private func synchronize() throws(LogWriteError) {
    guard let open = descriptor else { throw failed("\(path) is closed") }
    let code = Platform.synchronize(open)
    guard code == 0 else {
      throw failed("cannot flush \(path) to disk: \(Platform.message(forErrno: code))")
    }
  }

  private func failed(_ reason: String) -> LogWriteError {
    let error = LogWriteError(reason: reason)
    failure = error
    return error
  }
}
