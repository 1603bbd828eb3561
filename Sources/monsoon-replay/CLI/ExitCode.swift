import MonsoonEvents
import MonsoonSystem

// The one place the tool decides its exit statuses: the statuses (``ExitCode``), which failure
// gets which (``FailureKind/exitCode``), and the error a command stops with (``CommandError``).

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

/// Why a command failed, by kind: a command names the kind of its failure, and
/// ``exitCode`` decides the status every failure of that kind exits with.
enum FailureKind: Hashable, CaseIterable {
  /// A question the log cannot answer: `--at` (or `--through`) past its end, a condition that
  /// never holds.
  case unanswerable
  /// A valid log the command cannot draw or show: a device too small for its menu, a log
  /// too long (or a page too large) for `html`'s viewer.
  case cannotShow
  /// A log is invalid (strict replay's first problem, `record`'s existing log, the built-in
  /// sample), or `record`'s standard input is not text.
  case invalidLog
  /// `shrink`'s log changed while the shrinker read it again: 65, where a log that changed
  /// while it was first read exits 74 (``changedWhileRead``).
  case changedWhileShrinking
  /// A menu file is invalid, larger than a menu may be, or makes a log header longer than a
  /// log line may be.
  case invalidMenu
  /// A `--files-from` list or a `--tar` archive is invalid (a line too long, a NUL byte, an
  /// empty path, a damaged archive, an entry no file name can have).
  case invalidList
  /// `xcuitest` cannot write the log's test: a select it cannot perform, a test too long or
  /// too large (65, where `html`'s too-long log is ``cannotShow``).
  case cannotWriteTest
  /// A file named cannot be opened or read: a log (or an entry of an archive, not a regular
  /// file or too large), a directory without `--each`, a list, an archive, a menu file.
  case missingInput
  /// A log changed (was cut or rewritten) while it was read.
  case changedWhileRead
  /// `record`'s standard input cannot be read.
  case inputFailed
  /// A program the command needs is not installed, cannot start, or failed.
  case programUnavailable
  /// The system refused a thread the command needs (`--jobs`).
  case noThread
  /// An output file (`-o`, `record`'s new log, a temporary file) cannot be created.
  case cannotCreate
  /// Writing failed: an output, `record`'s log (or its log is in use, moved or cannot be
  /// opened again).
  case writeFailed
  /// A program the command started passed its time limit (``ProgramTimeLimit``).
  case programTimedOut
  /// The tool's configuration is wrong (`MONSOON_PROGRAM_TIMEOUT`).
  case badConfiguration

  /// The status a failure of this kind exits with.
  var exitCode: ExitCode {
    switch self {
    case .unanswerable, .cannotShow: .failure
    case .invalidLog, .changedWhileShrinking, .invalidMenu, .invalidList, .cannotWriteTest:
      .invalidData
    case .missingInput: .noInput
    case .changedWhileRead, .inputFailed, .writeFailed: .ioError
    case .programUnavailable: .unavailable
    case .noThread: .osError
    case .cannotCreate: .cannotCreate
    case .programTimedOut: .temporaryFailure
    case .badConfiguration: .configuration
    }
  }

  /// The kind of a problem found in a log: ``changedWhileRead`` for a file that changed while
  /// it was read, ``missingInput`` for another read failure, ``invalidLog`` for a problem of
  /// the log's lines.
  init(_ problem: LogProblem) {
    guard case .unreadable(let error) = problem.kind else {
      self = .invalidLog
      return
    }
    self = error.kind == .changed ? .changedWhileRead : .missingInput
  }

  /// The kind of a failure to read a menu file: ``invalidMenu`` when it is larger than a menu
  /// may be, ``missingInput`` when it cannot be read (a device, a directory, an empty name).
  init(readingMenu error: FileError) {
    if case .tooLarge = error.kind {
      self = .invalidMenu
    } else {
      self = .missingInput
    }
  }
}

/// Why a command stopped, with what to print and the exit status.
enum CommandError: Error, Equatable {
  /// The command line is wrong: the message, then the usage and a pointer to `--help`
  /// (``ExitCode/usage``).
  case usage(String)
  /// The command stopped with this status: each message is printed as
  /// `monsoon-replay: error: …`. Made with `failed(_:_:)` and a ``FailureKind`` for a failure;
  /// written directly only for a status that is no failure's kind: a command's own answer
  /// (the worst status of the logs a many-log command read, as `verify`'s and `summary`'s;
  /// a difference `diff` found, or no log `bisect --each` found holding: 1), or a status a
  /// kind decided already, passed on (a many-log run's failure for one log).
  case failed(ExitCode, [String])

  /// A failure of `kind`, with a single message: it exits with the kind's status.
  static func failed(_ kind: FailureKind, _ message: String) -> CommandError {
    .failed(kind.exitCode, [message])
  }
}
