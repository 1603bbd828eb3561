/// Fits text into a frame: the preferred font size if the text fits on one line, else a
/// smaller size down to ``TextBlock/minimumFontSize``, else wrapped lines at that size, and,
/// only when even the wrapped lines do not fit the frame's height, the last line cut with "…".
/// The result never overflows the frame.
public enum TextFitter {
  /// How much the font shrinks per attempt, in points.
  static let fontStep = 0.5

  /// The text fitted into `frame`.
  /// - Parameters:
  ///   - text: the text to show.
  ///   - frame: the box it must stay inside; at least one line of one character high and wide.
  ///   - preferredFontSize: the size used when the text fits at it.
  public static func fit(_ text: String, in frame: Rect, preferredFontSize: Double) -> TextBlock {
    var fontSize = max(preferredFontSize, TextBlock.minimumFontSize)
    while fontSize >= TextBlock.minimumFontSize {
      let block = TextBlock(frame: frame, fontSize: fontSize, lines: [text])
      if block.fits { return block }
      fontSize -= fontStep
    }
    fontSize = TextBlock.minimumFontSize
    let characterWidth = TextBlock.characterWidth * fontSize
    let perLine = max(1, Int((frame.width + Rect.tolerance) / characterWidth))
    let lineHeight = fontSize * TextBlock.lineSpacing
    let maximumLines = max(1, Int((frame.height + Rect.tolerance) / lineHeight))
    var lines = wrap(text, charactersPerLine: perLine)
    if lines.count > maximumLines {
      let rest = lines[(maximumLines - 1)...].joined(separator: " ")
      lines = Array(lines.prefix(maximumLines - 1)) + [String(rest.prefix(perLine - 1)) + "…"]
    }
    return TextBlock(frame: frame, fontSize: fontSize, lines: lines)
  }

  /// Splits `text` into lines of at most `limit` characters, breaking between words where it
  /// can and inside a word only when the word alone is longer than a line.
  static func wrap(_ text: String, charactersPerLine limit: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = word
      if !current.isEmpty, current.count + 1 + word.count <= limit {
        current += " " + word
        continue
      }
      if !current.isEmpty { lines.append(current) }
      while word.count > limit {
        lines.append(String(word.prefix(limit)))
        word = word.dropFirst(limit)
      }
      current = String(word)
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
