/// The tool's exit statuses, following sysexits(3).
enum ExitCode: Int32 {
  /// Success.
  case success = 0
  /// A query that cannot be answered (such as `--at` past the end), or a difference found.
  case failure = 1
  /// The command line is wrong.
  case usage = 64
  /// The log is invalid.
  case invalidData = 65
  /// The input file is missing or unreadable.
  case noInput = 66
  /// An output file (such as a checkpoint index) cannot be created.
  case cannotCreate = 73
  /// Writing output failed.
  case ioError = 74
  /// The tool is configured not to do what was asked (such as indexing turned off).
  case configuration = 78
}
