/// The tool's exit statuses, following sysexits(3).
enum ExitCode: Int32, CaseIterable {
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
  /// A program the command needs is not installed or failed (`html --open`'s opener,
  /// `render --format png`'s converter).
  case unavailable = 69
  /// The system refused what the tool needs to run, such as a thread for `--jobs`.
  case osError = 71
  /// An output file cannot be created.
  case cannotCreate = 73
  /// Writing output failed.
  case ioError = 74
  /// A program the command started did not finish within its time limit
  /// (``ProgramTimeLimit``), and was ended: a longer limit may let it finish.
  case temporaryFailure = 75
  /// The tool is configured not to do what was asked (such as a time limit that is not a
  /// number).
  case configuration = 78

  /// What the status means, for the manual page.
  var meaning: String {
    switch self {
    case .success: "Success."
    case .failure:
      "A question the log cannot answer (such as --at past the end, or a condition that never "
        + "holds), or a difference found."
    case .usage: "The command line is wrong."
    case .invalidData: "A log (or a --files-from list) is invalid."
    case .noInput: "A log or a file named is missing or unreadable."
    case .unavailable:
      "A program the command needs is not installed or failed: html --open's opener "
        + "(xdg-open, open or $BROWSER), render --format png's converter (rsvg-convert or "
        + "Chromium)."
    case .osError:
      "The system refused a thread the command needs (--jobs more than it gives, under a limit "
        + "on processes or memory); the logs not yet reported were not read."
    case .cannotCreate:
      "An output file cannot be created: an -o file or record's new log (no such directory, "
        + "no permission)."
    case .ioError:
      "Writing output failed (a full disk, a closed device), or record's existing log cannot "
        + "be opened or written."
    case .temporaryFailure:
      "A program the command started (render --format png's converter, html --open's "
        + "opener, help --man's man) did not finish within its time limit "
        + "(MONSOON_PROGRAM_TIMEOUT), and was ended; a longer limit may let it finish."
    case .configuration:
      "The tool is configured wrongly: MONSOON_PROGRAM_TIMEOUT is not a number of seconds."
    }
  }
}
