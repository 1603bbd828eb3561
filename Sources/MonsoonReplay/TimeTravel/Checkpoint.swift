public import MonsoonEvents

/// The replay of a log frozen just after one of its lines: enough to go on from there.
public struct Checkpoint: Hashable, Sendable {
  /// The replayer after the line (its state, last seq and last time).
  public let replayer: LogReplayer
  /// The number of the line.
  public let lineNumber: Int
  /// The byte offset just past the line.
  public let byteOffset: Int

  /// Creates a checkpoint: a replayer as it stood just after a line of the log.
  public init(replayer: LogReplayer, lineNumber: Int, byteOffset: Int) {
    self.replayer = replayer
    self.lineNumber = lineNumber
    self.byteOffset = byteOffset
  }
}
