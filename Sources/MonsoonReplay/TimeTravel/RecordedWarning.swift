package import MonsoonEvents

/// A warning a lenient replay gave on its way through a log, kept with the checkpoints so that
/// a replay resumed from a later checkpoint can give it again, in the same order.
package struct RecordedWarning: Hashable, Sendable {
  /// The line the warning is about.
  package let line: Int
  /// The number of events applied before the line: which step of a replay gave the warning.
  package let appliedBefore: Int
  /// The problem as a sentence, without the line number (`LogProblem.description`).
  package let message: String

  /// Creates a warning from its parts.
  package init(line: Int, appliedBefore: Int, message: String) {
    self.line = line
    self.appliedBefore = appliedBefore
    self.message = message
  }

  /// Keeps a problem a replay reported after applying `appliedBefore` events.
  package init(_ problem: LogProblem, appliedBefore: Int) {
    self.init(line: problem.line, appliedBefore: appliedBefore, message: problem.description)
  }
}
