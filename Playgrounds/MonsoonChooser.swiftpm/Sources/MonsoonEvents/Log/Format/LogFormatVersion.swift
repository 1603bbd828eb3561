/// A version of the log format: the rules a session was recorded under (docs/log-format.md).
///
/// A log's header names its version, and a log replays under the rules of its own version, so
/// that every log ever written keeps its meaning. The versions differ only in what Randomize
/// draws (section 5); this package reads both and writes ``current``.
public enum LogFormatVersion: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// Version 1: Randomize moves to any combination but the current one, so a prompt may keep
  /// its option (a two-option prompt does about half the time).
  case version1 = 1
  /// Version 2: Randomize gives every prompt a new option, every such combination equally
  /// likely.
  case version2 = 2

  /// The version this package writes into new logs.
  public static let current = LogFormatVersion.version2

  public static func < (lhs: LogFormatVersion, rhs: LogFormatVersion) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
