import MonsoonEvents

/// The tool's version, as `--version` and the manual page give it.
enum ToolVersion {
  /// The version number (semantic versioning), raised with each release.
  static let number = "0.1.0"
  /// The date of this version, for the manual page.
  static let date = "2026-11-30"

  /// What `--version` prints: the tool's version, and the log format version it reads and
  /// writes.
  static var line: String { "monsoon-replay \(number) (log format \(LogHeader.version))" }
}
