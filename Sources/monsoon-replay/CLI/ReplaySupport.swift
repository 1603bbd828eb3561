import MonsoonEvents
import MonsoonReplay

/// What the replaying commands share: opening a cursor, replaying, checking `--skip`, parsing
/// `--until`, and printing warnings.
extension LogInput {
  /// Opens the input and starts a replay cursor on it.
  func cursor(mode: ReplayMode, skipping skips: SkipList = .none) throws(CommandError)
    -> ReplayCursor<FileByteSource>
  {
    ReplayCursor(reader: try open(), mode: mode, skipping: skips)
  }

  /// Replays this input's log to its end, or through event `lastEvent`.
  /// - Throws: ``CommandError``: the log's first problem (strict), or exit 1 when `lastEvent`
  ///   is past the end of the log.
  func replay(
    _ reader: LogReader<FileByteSource>, mode: ReplayMode, through lastEvent: Int?,
    warning: (LogProblem) -> Void
  ) throws(CommandError) -> SessionState {
    let (replayer, reachedEnd): (LogReplayer, Bool)
    do {
      (replayer, reachedEnd) = try LogReplayer.replay(
        reader, mode: mode, through: lastEvent, warning: warning)
    } catch {
      throw failure(error)
    }
    if let lastEvent, reachedEnd, lastEvent > replayer.lastSeq {
      throw pastEnd(lastEvent, lastSeq: replayer.lastSeq)
    }
    return replayer.state
  }

  /// The failure (exit 1) for `--at` (or another option) past the last event of this input.
  func pastEnd(_ lastEvent: Int, option: String = "--at", lastSeq: Int) -> CommandError {
    .failed(
      .failure,
      "\(displayName): \(option) \(lastEvent) is past the end of the log, "
        + "which ends at seq \(lastSeq)")
  }

  /// Prints a warning for a problem of this input.
  func warn(_ problem: LogProblem, _ errors: inout OutputStream) {
    errors.report(.warning(locate(problem)))
  }

  /// Prints a warning a checkpoint index kept, as it was printed when it was found.
  func warn(_ warning: RecordedWarning, _ errors: inout OutputStream) {
    errors.report(.warning(locate(warning)))
  }

  /// Fails with a usage error when `--skip` named a seq the log does not have.
  /// - Parameter cursor: a cursor that has read the whole log.
  func checkSkips<Source>(_ cursor: ReplayCursor<Source>) throws(CommandError) {
    let skips = cursor.skips
    guard cursor.skippedCount < skips.count else { return }
    if let last = skips.ranges.last, last.upperBound > cursor.lastReadSeq {
      throw .usage(
        "--skip \(skips) names seqs past the end of \(displayName), "
          + "which ends at seq \(cursor.lastReadSeq)")
    }
    throw .usage("--skip \(skips) names seqs that \(displayName) does not have")
  }
}

extension ArgumentList {
  /// The `--skip` list, or ``SkipList/none``.
  func skipList(_ option: CommandOption) throws(CommandError) -> SkipList {
    guard let text = value(option) else { return .none }
    do {
      return try SkipList(parsing: text)
    } catch {
      throw .usage("\(option.name): \(error)")
    }
  }

  /// The replay mode `--lenient` selects.
  var mode: ReplayMode {
    contains(CommandOption.lenient) ? .lenient : .strict
  }
}

extension StateCondition {
  /// Parses `--until`, turning an error into a usage error that points at the column.
  static func parse(until text: String, menu: ChooserMenu) throws(CommandError) -> StateCondition {
    do {
      return try StateCondition(text, menu: menu)
    } catch {
      throw .usage(
        "invalid --until at column \(error.column): \(error.message)\n\(error.pointer())")
    }
  }
}
