public import MonsoonEvents
package import MonsoonSystem

/// A log's checkpoints as a file keeps them between runs: after one full pass, the state after
/// any seq is rebuilt by re-reading at most twice ``interval`` event lines: the block before a
/// checkpoint, replayed again to check it (``OpenedLogFile/start(at:in:)``), and the lines
/// from it to the seq.
///
/// The index names what it describes in its ``key``: the version of the log it was made from
/// (its ``FileIdentity`` and a hash of its header line), the replay mode and the interval. It is
/// used only while all of these still match, as git's index is. Its file format is in
/// docs/checkpoint-index.md.
public struct CheckpointIndex: Hashable, Sendable {
  /// The version of the file format this package reads and writes.
  public static let formatVersion = 2

  /// What the index describes: an index is used only for exactly its key.
  public struct Key: Hashable, Sendable {
    /// The log file as it was when the index was made.
    package let log: FileIdentity
    /// The ``StableHash`` of the log's header line, its newline included.
    public let headerHash: UInt64
    /// The mode of the pass that made the index; a replay in another mode cannot use it.
    public let mode: ReplayMode
    /// The number of applied events between checkpoints.
    public let interval: Int

    /// Creates a key.
    package init(log: FileIdentity, headerHash: UInt64, mode: ReplayMode, interval: Int) {
      self.log = log
      self.headerHash = headerHash
      self.mode = mode
      self.interval = interval
    }

    /// Why an index with this key cannot serve `expected`, or `nil` when it can.
    public func mismatch(_ expected: Key) -> String? {
      if mode != expected.mode { return "made for \(mode) replays" }
      if interval != expected.interval { return "made with checkpoints every \(interval) events" }
      if headerHash != expected.headerHash { return "the log's header changed since" }
      if log != expected.log {
        return "the log changed since (its size, modification or change time, device or inode)"
      }
      return nil
    }
  }

  /// What the index describes.
  public let key: Key
  /// The checkpoints, in log order: the first is just after the header, then one after every
  /// ``interval``-th applied event.
  public let checkpoints: [Checkpoint]
  /// The warnings the pass gave (lenient mode), in order, to give again when resuming.
  public let warnings: [RecordedWarning]

  /// Creates an index from its parts.
  /// - Precondition: `checkpoints` is not empty.
  public init(key: Key, checkpoints: [Checkpoint], warnings: [RecordedWarning]) {
    precondition(!checkpoints.isEmpty, "an index starts with the checkpoint after the header")
    self.key = key
    self.checkpoints = checkpoints
    self.warnings = warnings
  }

  /// The replay mode the index serves.
  public var mode: ReplayMode { key.mode }
  /// The number of applied events between checkpoints.
  public var interval: Int { key.interval }

  /// The last checkpoint from which a replay can reach the state after event `seq`: its last
  /// seq is at most `seq` and, when events are skipped, below the first skipped one.
  /// - Complexity: O(log n) for n checkpoints.
  public func checkpoint(through seq: Int, before firstSkipped: Int? = nil) -> Checkpoint {
    let bound = min(seq, (firstSkipped ?? .max) &- 1)
    return last { $0.replayer.lastSeq <= bound }
  }

  /// The last checkpoint whose line ends within the first `length` bytes of the log, and whose
  /// last seq is below `firstSkipped` when given.
  /// - Complexity: O(log n) for n checkpoints.
  public func checkpoint(within length: Int, before firstSkipped: Int? = nil) -> Checkpoint {
    let byOffset = last { $0.byteOffset <= length }
    guard let firstSkipped else { return byOffset }
    return checkpoint(through: byOffset.replayer.lastSeq, before: firstSkipped)
  }

  /// The warnings given before a checkpoint: those a replay resumed there would not give.
  public func warnings(before checkpoint: Checkpoint) -> ArraySlice<RecordedWarning> {
    var low = 0
    var high = warnings.count
    while low < high {
      let middle = (low + high) / 2
      if warnings[middle].line < checkpoint.lineNumber { low = middle + 1 } else { high = middle }
    }
    return warnings[..<low]
  }

  /// The last checkpoint satisfying a condition that holds for a prefix of them (the first
  /// always qualifies: it is the start of the log).
  private func last(where isBefore: (Checkpoint) -> Bool) -> Checkpoint {
    var low = 1
    var high = checkpoints.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(checkpoints[middle]) { low = middle + 1 } else { high = middle }
    }
    return checkpoints[low - 1]
  }
}
