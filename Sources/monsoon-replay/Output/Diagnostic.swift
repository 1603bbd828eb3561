import MonsoonReplay

/// A message for standard error, made where it is found (perhaps on another thread) and
/// printed later as `monsoon-replay: error: …` or `monsoon-replay: warning: …`.
enum Diagnostic: Sendable, Equatable {
  /// Something that failed.
  case error(String)
  /// Something the user should know that did not stop the work.
  case warning(String)
}

extension OutputStream {
  /// Prints a diagnostic on its own line, its kind coloured when the stream is. Control
  /// characters in the message are escaped (``TerminalText``), its line breaks aside: a
  /// message made from a log has them escaped already, where it is made (``LogInput``).
  func report(_ diagnostic: Diagnostic) {
    switch diagnostic {
    case .error(let message):
      line("monsoon-replay: \(style.error("error:")) \(Self.safe(message))")
    case .warning(let message):
      line("monsoon-replay: \(style.warning("warning:")) \(Self.safe(message))")
    }
  }

  /// The message with each of its lines escaped for a terminal.
  private static func safe(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
  }
}
