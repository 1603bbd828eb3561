package import MonsoonEvents

/// A log opened for replay at its first event: where every replay, bisect and diff steps
/// from. The projections (``TimelineProjection``, ``FollowProjection``, ``SessionProjection``
/// and the others) step from it too.
package struct ReplayStart {
  /// A reader just past the header, before any event.
  package let reader: LogReader
  /// The replayer before the first event.
  package let replayer: LogReplayer

  /// Replay from the first event of `reader`, whose header has been read and no event yet.
  package init(reader: LogReader, mode: ReplayMode) {
    self.reader = reader
    replayer = LogReplayer(header: reader.header, mode: mode)
  }

  /// Replay from the first event of the log `source` holds, reading its header.
  /// - Throws: `LogProblem` when the input is unreadable or has no valid header.
  package init(_ source: FileByteSource, mode: ReplayMode) throws(LogProblem) {
    self.init(reader: try LogReader(fast: source), mode: mode)
  }

  /// The log's header: its seed and menu.
  package var header: LogHeader { reader.header }

  /// A cursor stepping from the start.
  package func cursor(
    skipping skips: SkipList = .none, through lastEvent: Int? = nil
  ) -> ReplayCursor {
    ReplayCursor(
      reader: reader, resumingFrom: replayer, skipping: skips, through: lastEvent)
  }
}

extension LogReader {
  /// Opens a log as the tool reads every log: each event line in the writer's exact shape
  /// decoded by its template (``WriterShapedLine``), faster on the tool's large logs, and any
  /// other by the strict decoder, to the same records and problems as the app's reader.
  /// MonsoonReplay opens its readers here (`scripts/check-architecture.sh` checks it), and the
  /// tool's commands open logs through MonsoonReplay.
  /// - Throws: `LogProblem` when the input is unreadable or has no valid header.
  package convenience init(fast source: some ByteSource) throws(LogProblem) {
    try self.init(source, fastDecoder: WriterShapedLine.self)
  }
}

extension ReplayCursor {
  /// Replays from where `replayer` stands, for a reader positioned just after the last line
  /// it took (the header, for a replayer before the first event).
  ///
  /// The cursor goes on as one started at the beginning would from there: skipped events are
  /// renumbered only after that point, so it must lie before the first skipped seq.
  /// - Precondition: no seq in `skips` is at or below the replayer's last seq.
  package init(
    reader: LogReader, resumingFrom replayer: LogReplayer,
    skipping skips: SkipList = .none, through lastEvent: Int? = nil
  ) {
    precondition(
      skips.ranges.first.map { $0.lowerBound > replayer.lastSeq } ?? true,
      "a cursor resumes only before the first skipped seq")
    self.init(reader, replayer: replayer, skips: skips, lastEvent: lastEvent, verifies: false)
  }
}
