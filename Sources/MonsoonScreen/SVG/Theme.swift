/// The colours and fonts of the rendered screens.
enum Theme {
  /// The screen background.
  static let background = "#f6f3ee"
  /// The navigation bar and card background.
  static let surface = "#ffffff"
  /// Hairlines and the inactive parts of controls.
  static let muted = "#d9d3c9"
  /// The selected arc and the Go button.
  static let accent = "#e8590c"
  /// Main text and icons.
  static let ink = "#1f1b16"
  /// Secondary text.
  static let secondaryInk = "#6f665b"
  /// Text on the accent colour.
  static let onAccent = "#ffffff"
  /// The system fonts, with generic fallbacks: nothing is downloaded.
  static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
}
