import MonsoonEvents

/// The tool's version, as `--version` and the manual page give it.
enum ToolVersion {
  /// The version number (semantic versioning), raised with each release.
  static let number = "0.3.0"
  /// The date of this version, for the manual page.
  static let date = "2026-12-05"

  /// What `--version` prints: the tool's version, the log format version it writes, and the
  /// versions it reads.
  static var line: String {
    let read = LogFormatVersion.allCases.map { String($0.rawValue) }.joined(separator: " and ")
    return "monsoon-replay \(number) (log format \(LogFormatVersion.current.rawValue), reads \(read))"
  }
}
