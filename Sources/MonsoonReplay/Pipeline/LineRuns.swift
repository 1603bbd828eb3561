/// How a run of lines written straight into a sink's memory is handed to it: in pieces whose
/// room (each line's longest, plus its newline) is at most ``maximumRoom``, so that a menu of
/// long texts, whose lines each need tens of kilobytes of room, does not ask a sink for
/// megabytes at once.
package enum LineRuns {
  /// The most room one piece asks a sink for, unless one line needs more.
  package static let maximumRoom = 1 << 18

  /// How many lines of `lineRoom` bytes of room each one piece holds: at least one.
  @inlinable
  package static func linesPerPiece(lineRoom: Int) -> Int {
    max(1, maximumRoom / lineRoom)
  }
}
