// import MonsoonEvents

/// Where the detail screen's heading, rows and Back button sit.
public struct DetailLayout: Hashable, Sendable {
  /// One prompt's row: its title at the left, the chosen option at the right.
  public struct Row: Hashable, Sendable {
    /// The index of the prompt in the menu.
    public let index: Int
    /// The whole row.
    public let frame: Rect
    /// The prompt's title.
    public let title: TextBlock
    /// The option text for each choice, in choice order; the screen shows the chosen one.
    public let optionLabels: [TextBlock]
  }

  /// The heading above the rows.
  public let heading: TextBlock
  /// One row per prompt, in menu order.
  public let rows: [Row]
  /// The Back button, where Randomize and Go are on the chooser.
  public let back: ButtonLayout

  /// A detail screen with these parts, as they are.
  init(heading: TextBlock, rows: [Row], back: ButtonLayout) {
    self.heading = heading
    self.rows = rows
    self.back = back
  }

  /// The card behind the rows: their frames, 4 pt wider on each side.
  public var card: Rect? {
    guard let first = rows.first, let last = rows.last else { return nil }
    return Rect(
      x: first.frame.x - 4, y: first.frame.y, width: first.frame.width + 8,
      height: last.frame.maxY - first.frame.y)
  }

  /// Lays out the detail screen in `area` above the Back button `back`, with text `textScale`
  /// times the theme's sizes before fitting, its heading in `strings`' language.
  init(
    menu: ChooserMenu, area: Rect, textScale: Double, back: ButtonLayout, strings: ScreenStrings
  ) {
    let theme = Theme.standard
    let headingHeight = min(36, area.height / Double(menu.count + 1))
    heading = TextFitter.fit(
      strings[.detailHeading],
      in: Rect(x: area.x, y: area.y, width: area.width, height: headingHeight),
      preferredFontSize: theme.heading.size * textScale)
    let rowHeight = min(48, (area.height - headingHeight) / Double(menu.count))
    let titleWidth = (area.width * 0.4).rounded(.down)
    rows = menu.prompts.enumerated().map { index, prompt in
      let frame = Rect(
        x: area.x, y: area.y + headingHeight + Double(index) * rowHeight, width: area.width,
        height: rowHeight)
      let textHeight = rowHeight - 4
      let titleFrame = Rect(
        x: frame.x, y: frame.midY - textHeight / 2, width: titleWidth - 4, height: textHeight)
      let optionFrame = Rect(
        x: frame.x + titleWidth, y: titleFrame.y, width: frame.width - titleWidth,
        height: textHeight)
      return Row(
        index: index, frame: frame,
        title: TextFitter.fit(
          prompt.id, in: titleFrame, preferredFontSize: theme.rowTitle.size * textScale),
        optionLabels: prompt.options.map {
          TextFitter.fit($0, in: optionFrame, preferredFontSize: theme.rowOption.size * textScale)
        })
    }
    self.back = back
  }
}
