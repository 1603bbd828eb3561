import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay index`: builds or refreshes a log's checkpoint index.
struct IndexCommand: Command {
  static let name = "index"
  static let abstract = "Build or refresh a log's checkpoint index, for fast jumps into it."
  static let examples = [
    "monsoon-replay index big.jsonl",
  ]
  static let arguments = [
    CommandArgument("file", help: "The log to index (a file: standard input is never indexed).")
  ]
  static let options = [mode.option]
  private static let mode = TypedOption.mode(
    .lenient.withHelp(
      "Index for lenient replays (bad lines skipped with a warning); an index serves only "
        + "replays in its own mode."))
  static let discussion = """
    Replays the log once and keeps a snapshot every 1,024 events, so that 'replay --at',
    'bisect --after' and 'diff' then re-read at most 2,048 lines (the 1,024 before the
    snapshot they start from, to check it, and those after it). Prints how many checkpoints
    the index holds and where it was written. A whole 'replay' or 'verify' of a log with more
    than 1,024 events writes a fresh index too.

    The index lives in $MONSOON_INDEX_DIR, else in ${XDG_CACHE_HOME:-$HOME/.cache}/
    monsoon-replay/index; MONSOON_INDEX_DIR=off (or empty) turns indexing off. An index is
    used only while the log's device, inode, size, modification and change times and header
    are unchanged, once the 1,024 events before the checkpoint it starts from replay to that
    checkpoint again, and only from a directory of your own that no one else may write (see
    docs/checkpoint-index.md). Exits 0 when written; 1 when the log changed while it was
    read, or gave more warnings than an index keeps; 65 for an invalid log, 66 for an
    unreadable one, 73 when the index cannot be written, 78 when indexing is off or the
    index directory is another user's or others may write it.
    """

  let path: String
  let mode: ReplayMode

  /// The longest `index` waits for a log that changed a moment ago to settle (see
  /// ``OpenedLogFile/isSettled``): long enough for a file system that keeps whole seconds.
  static let settlingWaitMilliseconds: Int64 = 3_000

  init(_ arguments: ArgumentList) throws(CommandError) {
    let files = try arguments.positionals(atMost: 1)
    guard let path = files.first else { throw .usage("index needs a log file") }
    guard path != "-" else {
      throw .usage("standard input is never indexed: name a log file")
    }
    self.path = path
    mode = try arguments.read(Self.mode)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    guard let location = IndexLocation.fromEnvironment() else {
      throw .failed(
        .configuration,
        "indexing is off (\(IndexLocation.variable) is empty or 'off', or unset with no "
          + "HOME): set \(IndexLocation.variable) to a directory")
    }
    let input = LogInput.file(path)
    let opened = try LogInput.openFile(path)
    let file: OpenedLogFile
    do {
      file = try opened.settled(waitingAtMost: Self.settlingWaitMilliseconds)
    } catch {
      throw input.failure(error)
    }
    guard let indexPath = location.indexPath(forLog: path, mode: mode) else {
      throw .failed(.noInput, "\(path): cannot resolve its absolute path")
    }
    do {
      try CheckpointIndex.checkDirectory(location.directory)
    } catch {
      throw .failed(
        .configuration, "\(error); set \(IndexLocation.variable) to a directory of your own")
    }
    guard let writer = location.writer(to: indexPath) else {
      throw .failed(.cannotCreate, "\(indexPath): cannot create \(location.directory)")
    }
    var replayer = file.startCheckpoint(mode: mode).replayer
    var recorder: CheckpointRecorder? = CheckpointRecorder(
      start: file.startCheckpoint(mode: mode), interval: IndexLocation.interval,
      streamingTo: writer)
    do {
      _ = try replayer.replayRest(file.reader, recording: &recorder) { input.warn($0, &errors) }
    } catch {
      throw input.failure(error)
    }
    guard let recorder, let key = file.indexKey(recorder, mode: mode) else {
      let reason =
        recorder?.keptEveryWarning == false
        ? "it has more warnings than an index keeps (\(CheckpointRecorder.warningBudget) bytes)"
        : "it is not a regular file, or it changed while it was read or a moment before"
      throw .failed(.failure, "\(path): no index written: \(reason)")
    }
    do {
      try writer.finish(key: key, warnings: recorder.warnings)
    } catch {
      throw .failed(
        .cannotCreate,
        "\(error); set \(IndexLocation.variable) to a writable directory, or to 'off'")
    }
    let count = recorder.checkpointCount
    output.line(
      "\(path): \(count) checkpoint\(count == 1 ? "" : "s"), one every \(recorder.interval) "
        + "events (\(replayer.appliedCount) events, \(mode))")
    output.line("written to \(indexPath)")
  }
}
