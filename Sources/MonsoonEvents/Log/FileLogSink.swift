import Dispatch
import Foundation

/// A log file that lines are appended to, durably or buffered (see ``LogDurability``).
///
/// Safe to use from any thread. After a failed write the sink refuses every later line with
/// the same error, because the file may then end in a partial line: reopening it with
/// ``SessionLog`` cuts that line off.
public final class FileLogSink: LogSink, @unchecked Sendable {
  /// The longest a buffered line waits before it is written to the file, in milliseconds.
  public static let flushIntervalMilliseconds = 100
  /// The pending bytes at which a buffered sink writes at once: 64 KiB.
  public static let bufferLimit = 1 << 16

  /// The file's path, as used in error messages.
  public let path: String
  /// How far each line is taken before ``append(_:)`` returns.
  public let durability: LogDurability

  private let lock = NSLock()
  private var descriptor: Int32?
  private var pending: [UInt8] = []
  private var flushScheduled = false
  private var failure: LogWriteError?

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
    self.descriptor = descriptor
    self.path = path
    self.durability = durability
  }

  deinit {
    try? close()
  }

  /// Appends a line: durable, it is on stable storage when this returns; buffered, it is in
  /// memory and reaches the file within ``flushIntervalMilliseconds``.
  /// - Throws: ``LogWriteError`` when the line (or, buffered, an earlier one) could not be
  ///   written; the line is then not in the log, or only partly, at its very end.
  public func append(_ line: [UInt8]) throws(LogWriteError) {
    lock.lock()
    defer { lock.unlock() }
    if let failure { throw failure }
    switch durability {
    case .durable:
      try write(line)
      try synchronize()
    case .buffered:
      pending.append(contentsOf: line)
      if pending.count >= Self.bufferLimit {
        try writePending()
      } else if !flushScheduled {
        flushScheduled = true
        let deadline = DispatchTime.now() + .milliseconds(Self.flushIntervalMilliseconds)
        DispatchQueue.global().asyncAfter(deadline: deadline) { [weak self] in
          self?.flushOnSchedule()
        }
      }
    }
  }

  /// Writes every pending line to the file (without waiting for stable storage).
  /// - Throws: ``LogWriteError`` when that fails, now or in an earlier background flush.
  public func flush() throws(LogWriteError) {
    lock.lock()
    defer { lock.unlock() }
    if let failure { throw failure }
    try writePending()
  }

  /// Writes pending lines, flushes the file to stable storage and closes it. Later appends
  /// fail; closing again does nothing.
  /// - Throws: ``LogWriteError`` when a pending line or the flush failed.
  public func close() throws(LogWriteError) {
    lock.lock()
    defer { lock.unlock() }
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

  private func flushOnSchedule() {
    lock.lock()
    defer { lock.unlock() }
    flushScheduled = false
    guard failure == nil else { return }
    try? writePending()
  }

  /// Writes `pending`; the caller holds the lock.
  private func writePending() throws(LogWriteError) {
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
