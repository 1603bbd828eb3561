// import MonsoonSystem

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
final class FileLogSink: LogSink {
  /// The longest a buffered line waits before it is written to the file, in milliseconds.
  static let flushIntervalMilliseconds = 100
  /// The queued bytes at which a buffered sink writes without waiting for the interval: 64 KiB.
  static let bufferLimit = 1 << 16
  /// The queued bytes at which ``append(_:)`` waits for the writer to catch up: 4 MiB, so
  /// that a disk slower than the events cannot make the queue grow without bound.
  static let queueLimit = 1 << 22

  /// The file's path, as used in error messages.
  let path: String
  /// How far the writer takes each line on its own (see ``LogDurability``).
  let durability: LogDurability
  private let queue: LogFileQueue

  /// Opens a file for appending, creating it when it does not exist.
  /// - Parameters:
  ///   - path: the file.
  ///   - durability: how far the writer takes each line on its own.
  ///   - beforeEachBatch: called on the writer thread before each batch of writes, for tests
  ///     that hold the writer back to see what callers do meanwhile.
  /// - Throws: ``LogWriteError`` when the file cannot be opened for writing.
  convenience init(
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
  func append(_ line: [UInt8]) throws(LogWriteError) {
    try queue.append(line)
  }

  /// Waits until every line appended so far is written to the file, and, durable, on stable
  /// storage.
  /// - Throws: ``LogWriteError`` when that fails, now or in an earlier background write.
  func flush() throws(LogWriteError) {
    try queue.wait(until: durability == .durable ? .synchronized : .written)
  }

  /// Waits, without blocking a thread, until every line appended so far is on stable
  /// storage; a buffered sink writes and flushes its queue at once for it.
  /// - Throws: ``LogWriteError`` when that fails, now or in an earlier background write.
  func synchronize() async throws(LogWriteError) {
    try await queue.synchronized()
  }

  /// Writes the queue, flushes the file to stable storage and closes it. Later appends fail;
  /// closing again does nothing.
  /// - Throws: ``LogWriteError`` when a queued line or the flush failed, now or before.
  func close() throws(LogWriteError) {
    try queue.close()
  }

  /// The file as it stood once every line appended so far was written: what
  /// ``pathChange(since:)`` compares the path with.
  struct Mark: Sendable {
    let identity: FileIdentity
    let writtenBytes: Int
  }

  /// Writes every line appended so far, and marks where the file stands.
  /// - Throws: ``LogWriteError`` when the lines cannot be written or the file's status read.
  func mark() throws(LogWriteError) -> Mark {
    try flush()
    do {
      let status = try queue.file.descriptor.status()
      return Mark(identity: status.identity, writtenBytes: queue.writtenByteCount)
    } catch {
      throw LogWriteError(reason: "cannot read \(path): \(error)")
    }
  }

  /// What became of the file at ``path`` since `mark`, in words, or `nil` when the path still
  /// names the sink's file (device and inode) and it holds at least every byte it held then
  /// and every byte written since: a recorder that acknowledges events only after this check
  /// acknowledges nothing that is not in the file at that path. Call it once every line
  /// appended is written (after ``flush()`` or ``close()``). It costs a `stat`, so the store's
  /// sends do not make it.
  func pathChange(since mark: Mark) -> String? {
    guard let now = try? FileStatus(ofPath: path) else {
      return "\(path) was removed or renamed while recording"
    }
    guard now.identity.device == mark.identity.device, now.identity.inode == mark.identity.inode
    else { return "\(path) was replaced by another file while recording" }
    let expected = mark.identity.size + queue.writtenByteCount - mark.writtenBytes
    guard now.size >= expected else {
      return "\(path) was truncated while recording (to \(now.size) bytes; it held at least "
        + "\(expected))"
    }
    return nil
  }

  /// How many times the file was flushed to stable storage (`fsync`): fewer than the lines
  /// when lines come in bursts.
  var synchronizationCount: Int {
    queue.synchronizationCount
  }
}
