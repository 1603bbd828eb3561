/// A piece of text fitted into a frame: the font size chosen and the lines to draw, each
/// centred horizontally in the frame.
package struct TextBlock: Hashable, Sendable {
  /// The smallest font size text is shrunk to before it wraps, in points.
  package static let minimumFontSize = 11.0
  /// Line height as a multiple of the font size.
  package static let lineSpacing = 1.25
  /// Estimated width of one character as a multiple of the font size.
  package static let characterWidth = 0.6

  /// The box the text must stay inside.
  package let frame: Rect
  /// The font size chosen, in points.
  package let fontSize: Double
  /// The lines, top to bottom; never empty.
  package let lines: [String]
  /// The width of the widest line, as the measurer the block was fitted with measured it.
  package let textWidth: Double

  /// Creates a block as it is, its lines' width estimated (``estimatedWidth(of:fontSize:)``);
  /// ``TextFitter`` makes blocks that fit.
  package init(frame: Rect, fontSize: Double, lines: [String]) {
    self.init(
      frame: frame, fontSize: fontSize, lines: lines,
      textWidth: lines.map { Self.estimatedWidth(of: $0, fontSize: fontSize) }.max() ?? 0)
  }

  /// Creates a block as it is, with the width of its widest line as measured.
  package init(frame: Rect, fontSize: Double, lines: [String], textWidth: Double) {
    self.frame = frame
    self.fontSize = fontSize
    self.lines = lines
    self.textWidth = textWidth
  }

  /// The height of one line at this block's font size.
  package var lineHeight: Double { fontSize * Self.lineSpacing }

  /// The height the lines take.
  package var textHeight: Double { Double(lines.count) * lineHeight }

  /// Whether the text, as measured, fits its frame.
  package var fits: Bool {
    textWidth <= frame.width + Rect.tolerance && textHeight <= frame.height + Rect.tolerance
  }

  /// The width of `text` estimated as ``characterWidth`` × `fontSize` per character.
  package static func estimatedWidth(of text: String, fontSize: Double) -> Double {
    Double(text.count) * characterWidth * fontSize
  }
}
