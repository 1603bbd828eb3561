public import MonsoonEvents

/// Collects the checkpoints (and the warnings) of one pass over a log, as the pass goes.
///
/// A replay loop calls ``takeCheckpoint(_:_:)`` after every ``interval``-th applied event and
/// ``warned(_:appliedBefore:)`` for each warning; memory grows with the number of events
/// divided by the interval, plus the warnings up to ``warningBudget`` bytes.
public struct CheckpointRecorder: Sendable {
  /// The most bytes of warning text kept; a pass with more cannot make an index that would
  /// give them all again.
  public static let warningBudget = 1 << 20

  /// The number of applied events between checkpoints.
  public let interval: Int
  /// The checkpoints so far, the start of the pass first.
  public private(set) var checkpoints: [Checkpoint]
  /// The warnings so far, in the order they were given.
  public private(set) var warnings: [RecordedWarning] = []
  /// Whether every warning was kept (`false` once they passed ``warningBudget``).
  public private(set) var keptEveryWarning = true
  private var warningBytes = 0

  /// Starts recording at a checkpoint (usually just after the header, before any event).
  /// - Precondition: `interval` is in 1...1024.
  public init(start: Checkpoint, interval: Int = CheckpointedLog.defaultInterval) {
    precondition((1...CheckpointedLog.defaultInterval).contains(interval), "interval out of range")
    self.interval = interval
    checkpoints = [start]
  }

  /// The number of events still to apply before the next checkpoint.
  public var eventsUntilNextCheckpoint: Int {
    let applied = checkpoints[checkpoints.count - 1].replayer.appliedCount
    return interval - applied % interval
  }

  /// Keeps a checkpoint after the line the reader read last.
  public mutating func takeCheckpoint<Source: ByteSource>(
    _ replayer: LogReplayer, _ reader: LogReader<Source>
  ) {
    checkpoints.append(
      Checkpoint(
        replayer: replayer, lineNumber: reader.lineNumber, byteOffset: reader.offsetAfterLine))
  }

  /// Keeps a warning given after `appliedBefore` applied events.
  public mutating func warned(_ problem: LogProblem, appliedBefore: Int) {
    guard keptEveryWarning else { return }
    let warning = RecordedWarning(problem, appliedBefore: appliedBefore)
    warningBytes += warning.message.utf8.count + 16
    guard warningBytes <= Self.warningBudget else {
      keptEveryWarning = false
      warnings = []
      return
    }
    warnings.append(warning)
  }
}
