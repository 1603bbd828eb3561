package import MonsoonEvents

/// A log opened for replay at its first event: where every replay, bisect and diff steps
/// from. The projections (``TimelineProjection``, ``FollowProjection``, ``SessionProjection``
/// and the others) step from it too.
package struct ReplayStart {
  /// A reader just past the header, before any event.
  package let reader: LogReader<FileByteSource>
  /// The replayer before the first event.
  package let replayer: LogReplayer

  /// Replay from the first event of `reader`, whose header has been read and no event yet.
  package init(reader: LogReader<FileByteSource>, mode: ReplayMode) {
    self.reader = reader
    replayer = LogReplayer(header: reader.header, mode: mode)
  }

  /// Replay from the first event of the log `input` holds, reading its header.
  /// - Throws: `LogProblem` when the input is unreadable or has no valid header.
  package init(_ input: OpenedInput, mode: ReplayMode) throws(LogProblem) {
    self.init(reader: try LogReader(input.source), mode: mode)
  }

  /// The log's header: its seed and menu.
  package var header: LogHeader { reader.header }

  /// A cursor stepping from the start.
  /// - Parameter sparedCores: idle cores to leave to the caller's own helpers (a projection's
  ///   line writer) when the log is decoded on the idle cores.
  package func cursor(
    skipping skips: SkipList = .none, through lastEvent: Int? = nil,
    sparingCores sparedCores: Int = 0
  ) -> ReplayCursor<FileByteSource> {
    decodeInParallel(through: lastEvent, sparingCores: sparedCores)
    return ReplayCursor(
      reader: reader, resumingFrom: replayer, skipping: skips, through: lastEvent)
  }

  /// Has the reader decode the rest of the log in chunks on the idle cores
  /// (``ParallelDecoding/current``), when it is a file large enough and replay reads far
  /// enough into it: to its end, or through an event at least a threshold's worth of lines
  /// (at about 64 bytes a line) into the log. The answers are the same either way.
  func decodeInParallel(through lastEvent: Int?, sparingCores sparedCores: Int = 0) {
    let plan = ParallelDecoding.current.sparing(sparedCores)
    if let lastEvent, lastEvent < plan.threshold / 64 { return }
    reader.decodeInParallel(plan)
  }
}
