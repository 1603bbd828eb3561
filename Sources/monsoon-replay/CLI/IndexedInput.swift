import MonsoonEvents
import MonsoonReplay

/// A file log opened with its checkpoint index: how the replaying commands jump into a log,
/// and how a full pass leaves an index behind for the next run.
///
/// Standard input is never indexed, and nothing is when indexing is off. A stale, damaged or
/// missing index is treated as absent; a directory that cannot be written is skipped silently.
struct IndexedInput {
  /// The input, for messages.
  let input: LogInput
  /// The opened log.
  let file: OpenedLogFile
  /// The replay mode; only an index of the same mode is used.
  let mode: ReplayMode
  /// Where indexes live.
  let location: IndexLocation
  /// The log's index file, or `nil` when its path cannot be resolved, the log is too small to
  /// need one, or the index directory is not trusted.
  let indexPath: String?
  /// The index, when it describes the log as it is now.
  let index: CheckpointIndex?
  /// Why the index directory or file was refused though it exists (another user's, or others
  /// may write it), for the one warning a command gives about it; `nil` otherwise.
  let refusal: String?

  /// The longest a replay waits for a log that changed a moment ago to settle (see
  /// ``OpenedLogFile/isSettled``), so that the pass can leave an index behind: two ticks of the
  /// system's clock, not the second a file system with whole-second times would need.
  static let settlingWaitMilliseconds: Int64 = 50

  /// Opens a file log and its index; `nil` for standard input or when indexing is off.
  /// - Parameter jumping: whether the caller may start past the beginning of the log. A pass
  ///   that reads all of it does not load the index (whose size grows with the log's), and so
  ///   records a fresh one as it goes.
  /// - Throws: ``CommandError`` when the log cannot be opened or has no valid header.
  static func open(
    _ input: LogInput, mode: ReplayMode, location: IndexLocation?, jumping: Bool = true
  ) throws(CommandError) -> IndexedInput? {
    guard let path = input.path, let location else { return nil }
    let file = try LogInput.openFile(path, found: input == .found(path))
    func opened(
      _ file: OpenedLogFile, indexPath: String? = nil, index: CheckpointIndex? = nil,
      refusal: String? = nil
    ) -> IndexedInput {
      IndexedInput(
        input: input, file: file, mode: mode, location: location, indexPath: indexPath,
        index: index, refusal: refusal)
    }
    guard let size = file.identity?.size, size >= IndexLocation.smallestIndexedSize else {
      return opened(file)
    }
    do {
      try CheckpointIndex.checkDirectory(location.directory)
    } catch {
      return opened(file, refusal: error.description)
    }
    let indexPath = location.indexPath(forLog: path, mode: mode)
    var refusal: String?
    if jumping, let indexPath {
      do {
        return opened(file, indexPath: indexPath, index: try file.index(at: indexPath, mode: mode))
      } catch {
        if case .untrusted = error.kind { refusal = error.description }
      }
    }
    do {
      return opened(
        try file.settled(waitingAtMost: settlingWaitMilliseconds), indexPath: indexPath,
        refusal: refusal)
    } catch {
      throw input.failure(error)
    }
  }

  /// Replay from the last checkpoint from which event `lastEvent` can be reached (before the
  /// first skipped seq, if any), or from the start, with the warnings to repeat.
  func start(through lastEvent: Int?, firstSkipped: Int? = nil) -> ReplayStart {
    ReplayStart(file, index: index, mode: mode, at: lastEvent, firstSkipped: firstSkipped)
  }

  /// Prints the warnings a replay from the start would have given before `start`.
  func repeatWarnings(before start: ReplayStart, _ errors: inout OutputStream) {
    for warning in start.warnings { input.warn(warning, &errors) }
  }

  /// A recorder for a pass from `checkpoint`, when that pass should leave an index behind: it
  /// starts at the beginning of the log, and no valid index was loaded (a whole pass does not
  /// load one, and so writes a fresh one). Its checkpoints stream to the index's new file, so
  /// the pass takes the same memory however long the log. The checkpoint is not made at all
  /// for a log too small to index.
  func recorder(from checkpoint: @autoclosure () -> Checkpoint) -> CheckpointRecorder? {
    guard index == nil, let indexPath else { return nil }
    let start = checkpoint()
    guard start.replayer.appliedCount == 0, let writer = location.writer(to: indexPath) else {
      return nil
    }
    return CheckpointRecorder(start: start, interval: IndexLocation.interval, streamingTo: writer)
  }

  /// Puts in place the index a whole pass recorded, when the log is large enough to need one.
  /// A failure to write it (a full disk, `ulimit -f`) leaves no index and is told to `warn`:
  /// the answer does not depend on it, and the next pass tries again.
  func saveIndex(_ recorder: CheckpointRecorder?, events: Int, warn: (String) -> Void) {
    guard let recorder, let writer = recorder.file, events > IndexLocation.smallLog,
      let key = file.indexKey(recorder, mode: mode)
    else { return }
    do {
      try writer.finish(key: key, warnings: recorder.warnings)
    } catch {
      warn("\(error); answered without it")
    }
  }

  /// Replays the log to its end or through event `lastEvent`, starting at the index's
  /// checkpoint when there is one, and leaving an index behind after a whole pass.
  /// - Parameter warn: called with each warning, located (`FILE:LINE: problem`).
  /// - Throws: ``CommandError``: the log's first problem (strict), or exit 1 when `lastEvent`
  ///   is past the end of the log.
  func replay(
    through lastEvent: Int?, warn: (String) -> Void
  ) throws(CommandError) -> SessionState {
    let start = start(through: lastEvent)
    for warning in start.warnings { warn(input.locate(warning)) }
    var recorder = recorder(from: start.checkpoint)
    let end: ReplayEnd
    do {
      end = try start.replay(through: lastEvent, recording: &recorder) {
        warn(input.locate($0))
      }
    } catch {
      throw input.failure(error)
    }
    if end.readToEnd { saveIndex(recorder, events: end.appliedCount, warn: warn) }
    if let lastEvent, end.isPastEnd(lastEvent) {
      throw input.pastEnd(lastEvent, lastSeq: end.lastSeq)
    }
    return end.state
  }
}
