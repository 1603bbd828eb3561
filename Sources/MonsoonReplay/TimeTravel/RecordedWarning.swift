public import MonsoonEvents

/// A warning a lenient replay gave on its way through a log, kept with the checkpoints so that
/// a replay resumed from a later checkpoint can give it again, in the same order.
public struct RecordedWarning: Hashable, Sendable {
  /// The line the warning is about.
  public let line: Int
  /// The number of events applied before the line: which step of a replay gave the warning.
  public let appliedBefore: Int
  /// The problem as a sentence, without the line number (``LogProblem/description``).
  public let message: String

  /// Creates a warning from its parts.
  public init(line: Int, appliedBefore: Int, message: String) {
    self.line = line
    self.appliedBefore = appliedBefore
    self.message = message
  }

  /// Keeps a problem a replay reported after applying `appliedBefore` events.
  public init(_ problem: LogProblem, appliedBefore: Int) {
    self.init(line: problem.line, appliedBefore: appliedBefore, message: problem.description)
  }
}
