import MonsoonReplay

/// A message for standard error, made where it is found (perhaps on another thread) and
/// printed later as `monsoon-replay: error: …`, `monsoon-replay: warning: …` or as it is.
enum Diagnostic: Sendable, Equatable {
  /// Something that failed.
  case error(String)
  /// Something the user should know that did not stop the work.
  case warning(String)
  /// A line said as it is, with no kind: a lenient replay's tally (``LenientTally``).
  case note(String)
}

extension OutputStream {
  /// Prints a diagnostic on its own line, its kind coloured when the stream is. Control
  /// characters in the message are escaped by the stream (``OutputStream/line(_:)``), its line
  /// breaks aside: a message made from a log has them escaped already, where it is made
  /// (``LogInput``).
  func report(_ diagnostic: Diagnostic) {
    switch diagnostic {
    case .error(let message):
      line("monsoon-replay: \(style.error("error:")) \(message)")
    case .warning(let message):
      line("monsoon-replay: \(style.warning("warning:")) \(message)")
    case .note(let message):
      line(message)
    }
  }
}
