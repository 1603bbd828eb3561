package import MonsoonEvents
package import MonsoonSystem

/// A log file opened for replay, with what a checkpoint index is checked against: the file's
/// identity when it was opened and the hash of its header line.
///
/// It gives a reader at the start of the log (``reader``) or, after checking that the file
/// still holds what the index says, at a checkpoint (``start(at:in:)``).
package struct OpenedLogFile {
  /// The path the log was opened by.
  package let path: String
  /// A reader just past the header, before any event.
  package let reader: LogReader<FileByteSource>
  /// The file's identity when it was opened, or `nil` when it is not a regular file (a pipe,
  /// a device): then no index is made or used.
  package let identity: FileIdentity?
  /// The time of day (nanoseconds since 1970) just before ``identity`` was taken, and so
  /// before any byte was read.
  private let openedAt: Int64
  /// The number of the header line.
  package let headerLine: Int
  /// The byte offset just past the header line.
  package let headerEnd: Int
  private let headerStart: Int
  private let source: FileByteSource

  /// Reads the header of a log file.
  /// - Parameters:
  ///   - path: the path `source` was opened by; checkpoints reopen it.
  ///   - source: the file, at its start.
  /// - Throws: `LogProblem` when the input is unreadable or has no valid header.
  package init(path: String, source: FileByteSource) throws(LogProblem) {
    self.path = path
    self.source = source
    openedAt = SystemClock.nanosecondsSinceEpoch()
    identity = source.identity()
    reader = try LogReader(source)
    headerLine = reader.lineNumber
    headerStart = reader.lineStartOffset
    headerEnd = reader.offsetAfterLine
  }

  /// Reads the header of the log file `input` opened by `path`.
  /// - Throws: `LogProblem` when the input is unreadable or has no valid header.
  package init(path: String, input: OpenedInput) throws(LogProblem) {
    try self.init(path: path, source: input.source)
  }

  /// The ``StableHash`` of the header line, its newline included, read from the file when asked
  /// (most replays never need it); `nil` when it cannot be read.
  package var headerHash: UInt64? {
    guard let bytes = try? source.bytes(at: headerStart, count: headerEnd - headerStart),
      bytes.count == headerEnd - headerStart
    else { return nil }
    return StableHash.of(bytes)
  }

  /// The log's header.
  package var header: LogHeader { reader.header }

  /// The checkpoint before any event: where a replay from the start begins.
  package func startCheckpoint(mode: ReplayMode) -> Checkpoint {
    Checkpoint(
      replayer: LogReplayer(header: header, mode: mode), lineNumber: headerLine,
      byteOffset: headerEnd)
  }

  /// Reads the index file at `indexPath` and checks that it describes this log as it is now,
  /// for this mode and interval.
  /// - Throws: ``CheckpointIndexError``: the file is missing, unreadable, damaged, or stale.
  package func index(
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

  /// Whether any change of the file after it was opened gives it another identity: it was
  /// opened long enough after its last change that its change time is sure to move on
  /// (a few milliseconds; a second on a file system that keeps whole seconds). An index can
  /// be made only of a settled file: of a file opened sooner, a pass may have read bytes
  /// that changed again within the same tick of the file system's clock, leaving no trace.
  package var isSettled: Bool {
    guard let identity else { return false }
    return identity.nanosecondsUntilSettled(now: openedAt) == 0
  }

  /// This log, opened again once it is settled (``isSettled``) when it is not yet and that
  /// takes no longer than `milliseconds`; else this value itself.
  /// - Throws: `LogProblem` when the file can no longer be opened or read.
  package func settled(waitingAtMost milliseconds: Int64) throws(LogProblem) -> OpenedLogFile {
    guard let identity, !isSettled else { return self }
    let limit = milliseconds &* 1_000_000
    let wait = identity.nanosecondsUntilSettled(now: SystemClock.nanosecondsSinceEpoch())
    guard wait <= limit else { return self }
    SystemClock.sleep(nanoseconds: wait)
    let source: FileByteSource
    do {
      // It was a regular file: never wait to open what took its name since (a named pipe).
      source = try FileByteSource(path: path, regularOnly: true)
    } catch {
      throw LogProblem(line: 0, .unreadable(error))
    }
    return try OpenedLogFile(path: path, source: source)
  }

  /// What an index of this log from a pass that read all of it describes, or `nil` when the
  /// pass cannot make one: the file changed while it was read or was not settled when it was
  /// opened (``isSettled``), it is not a regular file, or it gave more warnings than an index
  /// keeps.
  package func indexKey(_ recorder: CheckpointRecorder, mode: ReplayMode) -> CheckpointIndex.Key? {
    guard let identity, let headerHash, isSettled, source.identity() == identity,
      recorder.keptEveryWarning, recorder.checkpoints.first == startCheckpoint(mode: mode)
    else { return nil }
    return CheckpointIndex.Key(
      log: identity, headerHash: headerHash, mode: mode, interval: recorder.interval)
  }

  /// An index of this log from a pass that read all of it and kept its checkpoints in memory,
  /// or `nil` when the pass cannot make one (see ``indexKey(_:mode:)``) or streamed them to a
  /// file.
  package func makeIndex(_ recorder: CheckpointRecorder, mode: ReplayMode) -> CheckpointIndex? {
    guard recorder.file == nil, let key = indexKey(recorder, mode: mode) else { return nil }
    return CheckpointIndex(key: key, checkpoints: recorder.checkpoints, warnings: recorder.warnings)
  }

  /// A reader just past a checkpoint's line, or at the start of the log when the checkpoint is
  /// the start or the file does not hold what the index says there.
  ///
  /// The checkpoint is trusted only after the block of events that ends at it has been
  /// replayed again: from the checkpoint before it, the file's next ``CheckpointIndex/interval``
  /// applied events must reach exactly this checkpoint (the same state, generator, seq, time,
  /// count, line number and byte offset) and give the same warnings the index recorded for
  /// them. An edit of those lines that could change an answer, a damaged or forged checkpoint,
  /// or a file that is no longer the one opened (its identity) makes it start over instead.
  /// - Parameters:
  ///   - checkpoint: one of the index's checkpoints.
  ///   - index: the index of this log, as ``index(at:mode:interval:)`` returned it.
  /// - Returns: the reader, and the checkpoint it starts at (the given one, or the start).
  /// - Complexity: O(bytes of one block), whatever the length of the log.
  package func start(at checkpoint: Checkpoint, in index: CheckpointIndex) -> (
    reader: LogReader<FileByteSource>, checkpoint: Checkpoint
  ) {
    guard checkpoint.replayer.appliedCount > 0,
      let resumed = replayingBlock(endingAt: checkpoint, in: index)
    else {
      return (reader, startCheckpoint(mode: index.mode))
    }
    return (resumed, checkpoint)
  }

  /// A reader just past `checkpoint`'s line after replaying the block that ends there, or
  /// `nil` when the replay does not arrive at the checkpoint exactly.
  private func replayingBlock(
    endingAt checkpoint: Checkpoint, in index: CheckpointIndex
  ) -> LogReader<FileByteSource>? {
    let position = checkpoint.replayer.appliedCount / index.interval
    guard let identity, (1..<index.checkpoints.count).contains(position),
      index.checkpoints[position] == checkpoint
    else { return nil }
    let previous = index.checkpoints[position - 1]
    guard let source = try? FileByteSource(path: path, startingAt: previous.byteOffset),
      source.identity() == identity
    else { return nil }
    let reader = LogReader(
      continuing: source, header: header, afterLine: previous.lineNumber,
      offset: previous.byteOffset)
    var cursor = ReplayCursor(reader: reader, resumingFrom: previous.replayer)
    var warnings: [RecordedWarning] = []
    do {
      while cursor.replayer.appliedCount < checkpoint.replayer.appliedCount {
        guard let step = try cursor.next() else { return nil }
        if let problem = step.problem {
          warnings.append(RecordedWarning(problem, appliedBefore: cursor.replayer.appliedCount))
        }
      }
    } catch {
      return nil
    }
    let recorded = index.warnings(before: checkpoint)
      .dropFirst(index.warnings(before: previous).count)
    guard cursor.replayer == checkpoint.replayer, reader.lineNumber == checkpoint.lineNumber,
      reader.offsetAfterLine == checkpoint.byteOffset, warnings.elementsEqual(recorded)
    else { return nil }
    return reader
  }

  /// The length of the longest common prefix of this file's bytes and another's, compared in
  /// large chunks.
  /// - Complexity: O(length of the prefix), in constant memory.
  package func commonPrefixLength(with other: OpenedLogFile) -> Int {
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
          ByteSearch.equal(
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
