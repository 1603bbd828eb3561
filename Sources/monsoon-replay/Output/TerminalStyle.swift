import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonToolSystem

/// How one output stream marks text: with ANSI colours on a terminal, not at all elsewhere.
///
/// Colour marks what the eye looks for first: the selected choice of each prompt, and the
/// words `error:` and `warning:`. Machine-readable output (JSON, logs, SVG, HTML) is never
/// coloured.
struct TerminalStyle: Sendable, Equatable {
  /// Whether the stream gets escape sequences.
  let isColored: Bool

  /// No colour.
  static let plain = TerminalStyle(isColored: false)
  /// Colour.
  static let colored = TerminalStyle(isColored: true)

  /// The style of the stream at `descriptor` for `choice`.
  /// - Parameter environment: reads an environment variable (`NO_COLOR`, `TERM`).
  static func forStream(
    _ descriptor: Int32, choice: ColorChoice,
    environment: (String) -> String? = ProcessEnvironment.value
  ) -> TerminalStyle {
    switch choice {
    case .always: return .colored
    case .never: return .plain
    case .auto:
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return .plain }
      if environment("TERM") == "dumb" { return .plain }
      return FileDescriptor(rawValue: descriptor).isTerminal ? .colored : .plain
    }
  }

  /// A prompt's selected choice (bold green).
  func selected(_ text: String) -> String { paint(text, "1;32") }
  /// The word `error:` (bold red).
  func error(_ text: String) -> String { paint(text, "1;31") }
  /// The word `warning:` (bold yellow).
  func warning(_ text: String) -> String { paint(text, "1;33") }

  private func paint(_ text: String, _ code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension SessionState {
  /// The state as a table (``table``), its selected choices coloured when `style` is.
  func table(style: TerminalStyle) -> String {
    table { style.selected("[\($0)]") }
  }

  /// The state as ``table(style:)`` draws it, its heading naming the event it is after
  /// (`seq 7 (randomize) · screen: chooser`).
  func table(style: TerminalStyle, event: String) -> String {
    table(event: event) { style.selected("[\($0)]") }
  }
}
