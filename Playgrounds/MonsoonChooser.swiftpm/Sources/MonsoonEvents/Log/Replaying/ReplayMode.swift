/// How replay treats a line that breaks a rule of the log format.
public enum ReplayMode: String, Hashable, Sendable, CaseIterable {
  /// The first problem stops replay.
  case strict
  /// A bad line is skipped with a warning; seq must only increase, gaps are allowed.
  case lenient
}
