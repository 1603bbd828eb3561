public import MonsoonEvents

/// Collects the checkpoints (and the warnings) of one pass over a log, as the pass goes.
///
/// A replay loop calls ``takeCheckpoint(_:_:)`` after every ``interval``-th applied event and
/// ``warned(_:appliedBefore:)`` for each warning. Kept in memory, the checkpoints grow with the
/// number of events divided by the interval; streamed to a ``CheckpointIndexWriter``, memory
/// stays the same however long the log. The warnings are kept up to ``warningBudget`` bytes.
public struct CheckpointRecorder {
  /// The most bytes of warning text kept; a pass with more cannot make an index that would
  /// give them all again.
  public static let warningBudget = 1 << 20
  /// The bytes each warning counts against ``warningBudget`` besides its text.
  static let warningOverhead = 16

  /// The number of applied events between checkpoints.
  public let interval: Int
  /// The checkpoints so far, the start of the pass first; only the start when they stream to
  /// a file.
  public private(set) var checkpoints: [Checkpoint]
  /// The number of checkpoints so far, the start included.
  public var checkpointCount: Int { file?.checkpointCount ?? checkpoints.count }
  /// Where the checkpoints stream to, or `nil` when they are kept in ``checkpoints``.
  public let file: CheckpointIndexWriter?
  private var appliedAtLastCheckpoint: Int
  /// The warnings so far, in the order they were given.
  public private(set) var warnings: [RecordedWarning] = []
  /// Whether every warning was kept (`false` once they passed ``warningBudget``).
  public private(set) var keptEveryWarning = true
  private var warningBytes = 0

  /// Starts recording at a checkpoint (usually just after the header, before any event).
  /// - Precondition: `interval` is in 1...1024.
  /// - Parameter file: when given, the checkpoints stream to it instead of staying in memory.
  public init(
    start: Checkpoint, interval: Int = CheckpointedLog.defaultInterval,
    streamingTo file: CheckpointIndexWriter? = nil
  ) {
    precondition((1...CheckpointedLog.defaultInterval).contains(interval), "interval out of range")
    self.interval = interval
    self.file = file
    checkpoints = [start]
    appliedAtLastCheckpoint = start.replayer.appliedCount
    file?.append(start)
  }

  /// The number of events still to apply before the next checkpoint.
  public var eventsUntilNextCheckpoint: Int {
    interval - appliedAtLastCheckpoint % interval
  }

  /// Keeps a checkpoint after the line the reader read last.
  public mutating func takeCheckpoint<Source: ByteSource>(
    _ replayer: LogReplayer, _ reader: LogReader<Source>
  ) {
    let checkpoint = Checkpoint(
      replayer: replayer, lineNumber: reader.lineNumber, byteOffset: reader.offsetAfterLine)
    appliedAtLastCheckpoint = replayer.appliedCount
    if let file { file.append(checkpoint) } else { checkpoints.append(checkpoint) }
  }

  /// Keeps a warning given after `appliedBefore` applied events.
  public mutating func warned(_ problem: LogProblem, appliedBefore: Int) {
    guard keptEveryWarning else { return }
    let warning = RecordedWarning(problem, appliedBefore: appliedBefore)
    warningBytes += warning.message.utf8.count + Self.warningOverhead
    guard warningBytes <= Self.warningBudget else {
      keptEveryWarning = false
      warnings = []
      return
    }
    warnings.append(warning)
  }
}
