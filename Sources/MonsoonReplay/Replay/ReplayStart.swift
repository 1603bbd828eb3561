package import MonsoonEvents

/// A log opened for replay at a seq: where to step from, and the warnings to repeat first.
///
/// With a checkpoint index, replay resumes at the index's last checkpoint from which the seq
/// can be reached (and which lies before the first skipped seq); ``warnings`` are then the
/// warnings a replay from the start would have given before that checkpoint, which a resumed
/// replay does not give again. Without one, replay starts at the first event and there is
/// nothing to repeat. Every command that jumps into a log starts here; the projections
/// (``TimelineProjection``, ``FollowProjection``, ``SessionProjection`` and the others) step
/// from it.
package struct ReplayStart {
  /// A reader positioned just after ``checkpoint``'s line.
  package let reader: LogReader<FileByteSource>
  /// Where replay resumes: the start of the log, or a checkpoint of its index.
  package let checkpoint: Checkpoint
  /// The warnings a replay from the start gave before ``checkpoint``, in order.
  package let warnings: ArraySlice<RecordedWarning>

  /// Replay from the first event of `reader`, whose header has been read and no event yet.
  package init(reader: LogReader<FileByteSource>, mode: ReplayMode) {
    self.reader = reader
    checkpoint = Checkpoint(
      replayer: LogReplayer(header: reader.header, mode: mode), lineNumber: reader.lineNumber,
      byteOffset: reader.offsetAfterLine)
    warnings = []
  }

  /// Replay from the first event of the log `input` holds, reading its header.
  /// - Throws: `LogProblem` when the input is unreadable or has no valid header.
  package init(_ input: OpenedInput, mode: ReplayMode) throws(LogProblem) {
    self.init(reader: try LogReader(input.source), mode: mode)
  }

  /// Replay of `file` from the last checkpoint of `index` from which event `seq` can be
  /// reached, before the first seq of `skips`; from the start without an index or a seq.
  /// - Parameters:
  ///   - index: the log's index as ``OpenedLogFile/index(at:mode:interval:)`` returned it, or
  ///     `nil`.
  ///   - seq: the first event the caller needs to see, or `nil` for every event.
  ///   - firstSkipped: the first seq replayed as if it never happened, if any.
  package init(
    _ file: OpenedLogFile, index: CheckpointIndex?, mode: ReplayMode, at seq: Int?,
    firstSkipped: Int? = nil
  ) {
    guard let index, let seq else {
      self.init(reader: file.reader, checkpoint: file.startCheckpoint(mode: mode), warnings: [])
      return
    }
    let (reader, checkpoint) = file.start(
      at: index.checkpoint(through: seq, before: firstSkipped), in: index)
    self.init(reader: reader, checkpoint: checkpoint, warnings: index.warnings(before: checkpoint))
  }

  /// A start at `checkpoint`, for a reader positioned just after its line.
  package init(
    reader: LogReader<FileByteSource>, checkpoint: Checkpoint,
    warnings: ArraySlice<RecordedWarning>
  ) {
    self.reader = reader
    self.checkpoint = checkpoint
    self.warnings = warnings
  }

  /// The log's header: its seed and menu.
  package var header: LogHeader { reader.header }

  /// A cursor stepping from the start.
  /// - Precondition: no seq in `skips` is at or below the checkpoint's last seq.
  package func cursor(
    skipping skips: SkipList = .none, through lastEvent: Int? = nil
  ) -> ReplayCursor<FileByteSource> {
    ReplayCursor(
      reader: reader, resumingFrom: checkpoint.replayer, skipping: skips, through: lastEvent)
  }
}
