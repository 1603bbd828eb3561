/// Why a command stopped, with what to print and the exit status.
enum CommandError: Error, Equatable {
  /// The command line is wrong: the message, then the usage and a pointer to `--help`.
  case usage(String)
  /// The command failed: each message is printed as `monsoon-replay: error: …`.
  case failed(ExitCode, [String])

  /// A failure with a single message.
  static func failed(_ code: ExitCode, _ message: String) -> CommandError {
    .failed(code, [message])
  }
}
