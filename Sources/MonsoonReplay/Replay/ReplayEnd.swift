package import MonsoonEvents

/// Where a replay stopped: the state it ended in, how far it read, and whether every skipped
/// seq it was given was found.
package struct ReplayEnd {
  private let replayer: LogReplayer
  /// Whether reading reached the end of the log (not a seq asked for, nor a hit).
  package let readToEnd: Bool
  /// The seq of the last line read that had one, as written (applied, rejected, skipped or
  /// unreadable but for its seq).
  package let lastReadSeq: Int
  /// The events replayed as if they were not there.
  package let skips: SkipList
  /// How many of ``skips`` were met.
  package let skippedCount: Int

  /// Where `cursor` stands.
  package init(_ cursor: ReplayCursor) {
    replayer = cursor.replayer
    readToEnd = cursor.readToEnd
    lastReadSeq = cursor.lastReadSeq
    skips = cursor.skips
    skippedCount = cursor.skippedCount
  }

  /// Where `replayer` stands, after reading `readToEnd` or not, with nothing skipped.
  package init(_ replayer: LogReplayer, readToEnd: Bool) {
    self.replayer = replayer
    self.readToEnd = readToEnd
    lastReadSeq = replayer.lastSeq
    skips = .none
    skippedCount = 0
  }

  /// The state after the last applied event.
  package var state: SessionState { replayer.state }
  /// The seq of the last event that counted (renumbered when events were skipped).
  package var lastSeq: Int { replayer.lastSeq }
  /// How many events were applied.
  package var appliedCount: Int { replayer.appliedCount }

  /// Whether `lastEvent` lies past the end of a log read to its end.
  package func isPastEnd(_ lastEvent: Int?) -> Bool {
    guard let lastEvent else { return false }
    return readToEnd && lastEvent > lastSeq
  }

  /// Whether some seq of ``skips`` was not in the log (meaningful once it was read whole).
  package var missedSkips: Bool { skippedCount < skips.count }
}
