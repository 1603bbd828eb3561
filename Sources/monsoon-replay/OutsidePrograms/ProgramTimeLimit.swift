import MonsoonSystem
import MonsoonToolSystem

/// How long a program the tool starts may run: `MONSOON_PROGRAM_TIMEOUT` seconds, 60 when
/// it is unset or empty. Past it the program is asked to end (`SIGTERM`), killed (`SIGKILL`)
/// if it has not ended 2 seconds later (or the limit, when shorter), and the command exits 75
/// naming it.
///
/// Unless the variable is set, a program the person at the terminal works with
/// (``ChildProcess/Role/interactive``: `man`, and `html --open`'s opener while the tool's
/// standard input or output is a terminal, since it may be a browser in the terminal) has no
/// limit: that person ends it (`q`, Ctrl-C, closing the browser), and a limit would cut their
/// reading short. Set, the variable holds for every program, those too.
struct ProgramTimeLimit: Equatable {
  /// The variable that sets the limit.
  static let variable = "MONSOON_PROGRAM_TIMEOUT"
  /// The limit when the variable is not set, in seconds.
  static let defaultSeconds = 60
  /// The longest limit the variable may set, in seconds (a week).
  static let longestSeconds = 604_800

  /// The limit.
  let limit: ChildTimeLimit
  /// The limit as the user reads it: the variable's text, or the default.
  let seconds: String
  /// Whether the variable set it.
  let isSet: Bool

  /// The limit when the variable is not set.
  static let standard = ProgramTimeLimit(
    limit: ChildTimeLimit(nanoseconds: defaultSeconds * 1_000_000_000),
    seconds: "\(defaultSeconds)", isSet: false)

  /// The limit the environment sets.
  /// - Throws: ``CommandError`` with exit status 78 when the variable is set to anything but
  ///   a number of seconds greater than 0 and at most ``longestSeconds`` (decimals allowed:
  ///   `0.5`).
  static func fromEnvironment(
    _ value: (String) -> String? = ProcessEnvironment.value
  ) throws(CommandError) -> ProgramTimeLimit {
    guard let text = value(variable), !text.isEmpty else { return standard }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0,
      seconds <= Double(longestSeconds)
    else {
      throw .failed(
        .badConfiguration,
        "\(variable) is '\(text)', not a number of seconds greater than 0 and at most "
          + "\(longestSeconds) (such as 60 or 2.5)")
    }
    return ProgramTimeLimit(
      limit: ChildTimeLimit(nanoseconds: Int((seconds * 1e9).rounded(.up))), seconds: text,
      isSet: true)
  }

  /// The limit of a program of `role`: none for an interactive one, unless the variable is
  /// set.
  func limit(for role: ChildProcess.Role) -> ChildTimeLimit? {
    role == .interactive && !isSet ? nil : limit
  }

  /// Why `program` was stopped, when its outcome says it passed its time limit: it did not
  /// finish `doing` within the limit, and was ended or killed.
  func failure(
    _ program: String, doing: String, _ outcome: ChildProcess.Outcome
  ) -> CommandError? {
    guard outcome.passedTimeLimit else { return nil }
    // The grace period is the longest one, or the limit itself when shorter.
    let grace =
      limit.graceNanoseconds < limit.nanoseconds
      ? "\(ChildTimeLimit.longestGraceNanoseconds / 1_000_000_000)" : seconds
    let ended =
      outcome.killedAfterGrace
      ? "killed (SIGKILL) when it had not ended \(grace) s after SIGTERM"
      : "ended (SIGTERM)"
    return .failed(
      .programTimedOut,
      "\(program) did not finish \(doing) within the time limit of \(seconds) s, and was "
        + "\(ended); \(Self.variable)=SECONDS sets a longer limit")
  }
}
