/// Fits text into a frame, measured by a ``TextMeasurer``: the preferred font size if the text
/// fits on one line, else a smaller size down to a minimum (``TextBlock/minimumFontSize``
/// unless the caller asks for a larger one), else lines wrapped at that size, broken between
/// words (inside a word only when the word alone is wider than a line), and, only when even
/// the wrapped lines do not fit the frame's height, the last line cut with "…". The result
/// never overflows the frame as the measurer measures it.
enum TextFitter {
  /// How much the font shrinks per attempt, in points.
  static let fontStep = 0.5

  /// The text fitted into `frame`.
  /// - Parameters:
  ///   - text: the text to show.
  ///   - frame: the box it must stay inside; at least one line of one character high and wide.
  ///   - preferredFontSize: the size used when the text fits at it.
  ///   - weight: the weight the text is drawn in, for the measurer.
  ///   - minimumFontSize: the smallest size the text shrinks to before it wraps; at least
  ///     ``TextBlock/minimumFontSize``.
  ///   - measurer: what measures a line's width.
  /// - Complexity: a few measurements per font size tried, and per line a number of
  ///   measurements logarithmic in the line's length: bounded by the frame, not the text.
  static func fit(
    _ text: String, in frame: Rect, preferredFontSize: Double, weight: FontWeight = .regular,
    minimumFontSize: Double = TextBlock.minimumFontSize,
    measurer: any TextMeasurer = EstimatedTextMeasurer()
  ) -> TextBlock {
    let floor = max(minimumFontSize, TextBlock.minimumFontSize)
    var fontSize = max(preferredFontSize, floor)
    while fontSize >= floor {
      let width = measurer.width(of: text, fontSize: fontSize, weight: weight)
      let block = TextBlock(frame: frame, fontSize: fontSize, lines: [text], textWidth: width)
      if block.fits { return block }
      fontSize -= fontStep
    }
    fontSize = floor
    let size = fontSize
    func width(_ line: some StringProtocol) -> Double {
      measurer.width(of: String(line), fontSize: size, weight: weight)
    }
    func fits(_ line: some StringProtocol) -> Bool { width(line) <= frame.width + Rect.tolerance }
    let lineHeight = fontSize * TextBlock.lineSpacing
    let maximumLines = max(1, Int((frame.height + Rect.tolerance) / lineHeight))
    var lines = wrap(text, upTo: maximumLines + 1, fits: fits)
    if lines.count > maximumLines {
      let rest = lines[(maximumLines - 1)...].joined(separator: " ")
      let kept = longestPrefix(of: rest[...], atLeastOne: false) { fits($0 + "…") }
      lines = Array(lines.prefix(maximumLines - 1)) + [String(kept) + "…"]
    }
    return TextBlock(
      frame: frame, fontSize: fontSize, lines: lines,
      textWidth: lines.map { width($0) }.max() ?? 0)
  }

  /// Splits `text` into lines that each `fits`, breaking between words where it can and
  /// inside a word only when the word alone does not fit (then at least one character a
  /// line); stops after `limit` lines.
  static func wrap(
    _ text: String, upTo limit: Int, fits: (String) -> Bool
  ) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if lines.count >= limit { break }
      if !current.isEmpty, fits(current + " " + word) {
        current += " " + word
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var word = word
      while true {
        let head = longestPrefix(of: word, atLeastOne: true) { fits(String($0)) }
        if head.endIndex == word.endIndex || lines.count >= limit { break }
        lines.append(String(head))
        word = word[head.endIndex...]
      }
      current = String(word)
    }
    if (!current.isEmpty || lines.isEmpty) && lines.count < limit { lines.append(current) }
    return lines
  }

  /// The longest prefix of `text` that `fits` (a fitting prefix's own prefixes fit too), or its
  /// first character when none does and `atLeastOne`. Searched by doubling, then halving, so
  /// that a long text costs measurements in proportion to the logarithm of what fits.
  static func longestPrefix(
    of text: Substring, atLeastOne: Bool, fits: (Substring) -> Bool
  ) -> Substring {
    func prefix(_ count: Int) -> Substring { text.prefix(count) }
    var good = 0
    var bad = 1
    while true {
      let candidate = prefix(bad)
      if candidate.count < bad {
        // The whole text is shorter than `bad`.
        if fits(candidate) { return candidate }
        break
      }
      if !fits(candidate) { break }
      good = bad
      if candidate.endIndex == text.endIndex { return candidate }
      bad *= 2
    }
    while bad - good > 1 {
      let middle = (good + bad) / 2
      if fits(prefix(middle)) { good = middle } else { bad = middle }
    }
    return prefix(max(good, atLeastOne ? 1 : 0))
  }
}
