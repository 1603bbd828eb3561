package import MonsoonEvents

/// The replay of a log frozen just after one of its lines: enough to go on from there.
package struct Checkpoint: Hashable, Sendable {
  /// The replayer after the line (its state, last seq and last time).
  package let replayer: LogReplayer
  /// The number of the line.
  package let lineNumber: Int
  /// The byte offset just past the line.
  package let byteOffset: Int

  /// Creates a checkpoint: a replayer as it stood just after a line of the log.
  package init(replayer: LogReplayer, lineNumber: Int, byteOffset: Int) {
    self.replayer = replayer
    self.lineNumber = lineNumber
    self.byteOffset = byteOffset
  }
}
