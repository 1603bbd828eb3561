package import MonsoonSystem

/// A log file that lines are appended to, durably or buffered (see ``LogDurability``).
///
/// ``append(_:)`` only queues a line: a thread of the sink's own writes the queue to the file
/// and, durable, flushes it to stable storage, one `fsync` for every line that came while the
/// previous one ran (group commit). So the thread that appends, in an app the main thread,
/// never waits for the disk; ``flush()``, ``synchronize()`` and ``close()`` are where a caller
/// waits. If the system refuses that thread, each line is written (and, durable, flushed) on
/// the appending thread as it comes.
///
/// After a failed write the sink refuses every later line with the same error, because the
/// file may then end in a partial line: reopening it with ``SessionLogFile`` cuts that line off.
/// Safe to use from any thread.
package final class FileLogSink: LogSink {
  /// The longest a buffered line waits before it is written to the file, in milliseconds.
  package static let flushIntervalMilliseconds = 100
  /// The queued bytes at which a buffered sink writes without waiting for the interval: 64 KiB.
  package static let bufferLimit = 1 << 16
  /// The queued bytes at which ``append(_:)`` waits for the writer to catch up: 4 MiB, so
  /// that a disk slower than the events cannot make the queue grow without bound.
  package static let queueLimit = 1 << 22

  /// The file's path, as used in error messages.
  package let path: String
  /// How far the writer takes each line on its own (see ``LogDurability``).
  package let durability: LogDurability
  private let queue: LogFileQueue

  /// Opens a file for appending, creating it when it does not exist.
  /// - Parameters:
  ///   - path: the file.
  ///   - durability: how far the writer takes each line on its own.
  ///   - beforeEachBatch: called on the writer thread before each batch of writes, for tests
  ///     that hold the writer back to see what callers do meanwhile.
  /// - Throws: ``LogWriteError`` when the file cannot be opened for writing.
  package convenience init(
    path: String, durability: LogDurability, beforeEachBatch: (@Sendable () -> Void)? = nil
  ) throws(LogWriteError) {
    let file: AppendOnlyFile
    do {
      file = try AppendOnlyFile(path: path)
    } catch {
      throw LogWriteError(reason: "cannot open \(path) for writing: \(error.reason)")
    }
    self.init(file, durability: durability, beforeEachBatch: beforeEachBatch)
  }

  /// Takes over an open file, which the sink closes.
  init(
    _ file: AppendOnlyFile, durability: LogDurability,
    beforeEachBatch: (@Sendable () -> Void)? = nil
  ) {
    path = file.path
    self.durability = durability
    queue = LogFileQueue(file, durability: durability, beforeEachBatch: beforeEachBatch)
  }

  deinit {
    try? queue.close()
  }

  /// Queues a line for the writer.
  /// - Throws: ``LogWriteError`` when an earlier line could not be written, or the sink is
  ///   closed; the line is then not queued.
  package func append(_ line: [UInt8]) throws(LogWriteError) {
    try queue.append(line)
  }

  /// Waits until every line appended so far is written to the file, and, durable, on stable
  /// storage.
  /// - Throws: ``LogWriteError`` when that fails, now or in an earlier background write.
  package func flush() throws(LogWriteError) {
    try queue.wait(until: durability == .durable ? .synchronized : .written)
  }

  /// Waits, without blocking a thread, until every line appended so far is on stable
  /// storage; a buffered sink writes and flushes its queue at once for it.
  /// - Throws: ``LogWriteError`` when that fails, now or in an earlier background write.
  package func synchronize() async throws(LogWriteError) {
    try await queue.synchronized()
  }

  /// Writes the queue, flushes the file to stable storage and closes it. Later appends fail;
  /// closing again does nothing.
  /// - Throws: ``LogWriteError`` when a queued line or the flush failed, now or before.
  package func close() throws(LogWriteError) {
    try queue.close()
  }

  /// The file the lines go to.
  package var file: AppendOnlyFile { queue.file }

  /// The bytes of the lines written to the file so far.
  package var writtenByteCount: Int { queue.writtenByteCount }

  /// How many times the file was flushed to stable storage (`fsync`): fewer than the lines
  /// when lines come in bursts.
  package var synchronizationCount: Int {
    queue.synchronizationCount
  }
}
