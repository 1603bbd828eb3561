package import MonsoonEvents

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
