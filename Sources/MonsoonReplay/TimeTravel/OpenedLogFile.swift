public import MonsoonEvents
package import MonsoonSystem

/// A log file opened for replay, with what a checkpoint index is checked against: the file's
/// identity when it was opened and the hash of its header line.
///
/// It gives a reader at the start of the log (``reader``) or, after checking that the file
/// still holds what the checkpoint says, at a checkpoint (``start(at:)``).
public struct OpenedLogFile {
  /// The path the log was opened by.
  public let path: String
  /// A reader just past the header, before any event.
  public let reader: LogReader<FileByteSource>
  /// The file's identity when it was opened, or `nil` when it is not a regular file (a pipe,
  /// a device): then no index is made or used.
  package let identity: FileIdentity?
  /// The number of the header line.
  public let headerLine: Int
  /// The byte offset just past the header line.
  public let headerEnd: Int
  private let headerStart: Int
  private let source: FileByteSource

  /// Reads the header of a log file.
  /// - Parameters:
  ///   - path: the path `source` was opened by; checkpoints reopen it.
  ///   - source: the file, at its start.
  /// - Throws: ``LogProblem`` when the input is unreadable or has no valid header.
  public init(path: String, source: FileByteSource) throws(LogProblem) {
    self.path = path
    self.source = source
    identity = source.identity()
    reader = try LogReader(source)
    headerLine = reader.lineNumber
    headerStart = reader.lineStartOffset
    headerEnd = reader.offsetAfterLine
  }

  /// The ``StableHash`` of the header line, its newline included, read from the file when asked
  /// (most replays never need it); `nil` when it cannot be read.
  public var headerHash: UInt64? {
    guard let bytes = try? source.bytes(at: headerStart, count: headerEnd - headerStart),
      bytes.count == headerEnd - headerStart
    else { return nil }
    return StableHash.of(bytes)
  }

  /// The log's header.
  public var header: LogHeader { reader.header }

  /// The checkpoint before any event: where a replay from the start begins.
  public func startCheckpoint(mode: ReplayMode) -> Checkpoint {
    Checkpoint(
      replayer: LogReplayer(header: header, mode: mode), lineNumber: headerLine,
      byteOffset: headerEnd)
  }

  /// Reads the index file at `indexPath` and checks that it describes this log as it is now,
  /// for this mode and interval.
  /// - Throws: ``CheckpointIndexError``: the file is missing, unreadable, damaged, or stale.
  public func index(
    at indexPath: String, mode: ReplayMode, interval: Int = CheckpointedLog.defaultInterval
  ) throws(CheckpointIndexError) -> CheckpointIndex {
    guard let identity, let headerHash else {
      throw CheckpointIndexError(path: indexPath, .stale("the log is not a readable regular file"))
    }
    let expected = CheckpointIndex.Key(
      log: identity, headerHash: headerHash, mode: mode, interval: interval)
    let index = try CheckpointIndex.read(from: indexPath, header: header, expecting: expected)
    guard index.checkpoints[0] == startCheckpoint(mode: mode) else {
      throw CheckpointIndexError(path: indexPath, .stale("its start is not this log's header"))
    }
    return index
  }

  /// What an index of this log from a pass that read all of it describes, or `nil` when the
  /// pass cannot make one: the file changed while it was read, it is not a regular file, or it
  /// gave more warnings than an index keeps.
  public func indexKey(_ recorder: CheckpointRecorder, mode: ReplayMode) -> CheckpointIndex.Key? {
    guard let identity, let headerHash, source.identity() == identity, recorder.keptEveryWarning,
      recorder.checkpoints.first == startCheckpoint(mode: mode)
    else { return nil }
    return CheckpointIndex.Key(
      log: identity, headerHash: headerHash, mode: mode, interval: recorder.interval)
  }

  /// An index of this log from a pass that read all of it and kept its checkpoints in memory,
  /// or `nil` when the pass cannot make one (see ``indexKey(_:mode:)``) or streamed them to a
  /// file.
  public func makeIndex(_ recorder: CheckpointRecorder, mode: ReplayMode) -> CheckpointIndex? {
    guard recorder.file == nil, let key = indexKey(recorder, mode: mode) else { return nil }
    return CheckpointIndex(key: key, checkpoints: recorder.checkpoints, warnings: recorder.warnings)
  }

  /// A reader at a checkpoint, or at the start of the log when the checkpoint is the start or
  /// the file does not hold what it says there.
  ///
  /// The checks: the file is still the same (identity), the byte before the checkpoint's
  /// offset is a newline, the line it ends is an event with the checkpoint's last seq (and
  /// time, and `sel` when it has them), and the first event after it has a greater seq.
  /// - Returns: the reader, and the checkpoint it starts at (the given one, or the start).
  public func start(at checkpoint: Checkpoint) -> (
    reader: LogReader<FileByteSource>, checkpoint: Checkpoint
  ) {
    let start = startCheckpoint(mode: checkpoint.replayer.mode)
    guard checkpoint.replayer.appliedCount > 0, let resumed = resume(at: checkpoint) else {
      return (reader, start)
    }
    return (resumed, checkpoint)
  }

  private func resume(at checkpoint: Checkpoint) -> LogReader<FileByteSource>? {
    guard let identity, checkpoint.byteOffset > headerEnd, checkpoint.byteOffset <= identity.size,
      endsWithCheckpointLine(checkpoint)
    else { return nil }
    func reader() -> LogReader<FileByteSource>? {
      guard let source = try? FileByteSource(path: path, startingAt: checkpoint.byteOffset),
        source.identity() == identity
      else { return nil }
      return LogReader(
        continuing: source, header: header, afterLine: checkpoint.lineNumber,
        offset: checkpoint.byteOffset)
    }
    guard let probe = reader() else { return nil }
    if let next = try? probe.next(), next.seq <= checkpoint.replayer.lastSeq { return nil }
    return reader()
  }

  /// Whether the line that ends at the checkpoint's offset is the event the checkpoint was
  /// taken after.
  private func endsWithCheckpointLine(_ checkpoint: Checkpoint) -> Bool {
    let end = checkpoint.byteOffset
    let limit = min(end - headerEnd, LogReader<FileByteSource>.defaultMaximumLineLength + 1)
    var window = min(4096, limit)
    var line: [UInt8]
    while true {
      guard let bytes = try? source.bytes(at: end - window, count: window),
        bytes.count == window, bytes.last == 0x0A
      else { return false }
      if let newline = bytes.dropLast().lastIndex(of: 0x0A) {
        line = Array(bytes[(newline + 1)...])
        break
      }
      guard window < limit else {
        guard end - window == headerEnd else { return false }
        line = bytes
        break
      }
      window = min(window * 16, limit)
    }
    let decoder = LogReader(
      continuing: MemoryByteSource(line), header: header,
      afterLine: checkpoint.lineNumber - 1, offset: end - line.count)
    guard let record = try? decoder.next() else { return false }
    let replayer = checkpoint.replayer
    return record.line == checkpoint.lineNumber && record.seq == replayer.lastSeq
      && (record.time == nil || record.time == replayer.lastTime)
      && (record.sel == nil || record.sel == replayer.state.selections)
  }

  /// The length of the longest common prefix of this file's bytes and another's, compared in
  /// large chunks.
  /// - Complexity: O(length of the prefix), in constant memory.
  public func commonPrefixLength(with other: OpenedLogFile) -> Int {
    guard let mine = identity, let theirs = other.identity else { return 0 }
    let end = min(mine.size, theirs.size)
    let chunk = 1 << 20
    var offset = 0
    while offset < end {
      let count = min(chunk, end - offset)
      guard let a = try? source.bytes(at: offset, count: count),
        let b = try? other.source.bytes(at: offset, count: count)
      else { return offset }
      let same = min(a.count, b.count)
      let equal = a.withUnsafeBytes { left in
        b.withUnsafeBytes { right in
          Platform.equal(
            UnsafeRawBufferPointer(rebasing: left[..<same]),
            UnsafeRawBufferPointer(rebasing: right[..<same]))
        }
      }
      guard equal, same == count else {
        var index = 0
        while index < same && a[index] == b[index] { index += 1 }
        return offset + index
      }
      offset += count
    }
    return end
  }
}
