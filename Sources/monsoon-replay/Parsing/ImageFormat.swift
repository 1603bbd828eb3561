/// What `render --format` writes.
enum ImageFormat: String, CaseIterable, Sendable {
  /// The SVG document the tool draws itself.
  case svg
  /// A PNG made from it by an outside converter (``PNGConverter``).
  case png
}
