import MonsoonEvents

/// Where the detail screen's heading, rows and Back button sit.
package struct DetailLayout: Hashable, Sendable {
  /// One prompt's row: its title at the left, the chosen option at the right.
  package struct Row: Hashable, Sendable {
    /// The index of the prompt in the menu.
    package let index: Int
    /// The whole row.
    package let frame: Rect
    /// The prompt's title.
    package let title: TextBlock
    /// The option text for each choice, in choice order; the screen shows the chosen one.
    package let optionLabels: [TextBlock]
  }

  /// The heading above the rows.
  package let heading: TextBlock
  /// One row per prompt, in menu order.
  package let rows: [Row]
  /// The Back button, where Randomize and Go are on the chooser.
  package let back: ButtonLayout

  /// A detail screen with these parts, as they are.
  init(heading: TextBlock, rows: [Row], back: ButtonLayout) {
    self.heading = heading
    self.rows = rows
    self.back = back
  }

  /// The card behind the rows: their frames, 4 pt wider on each side.
  package var card: Rect? {
    guard let first = rows.first, let last = rows.last else { return nil }
    return Rect(
      x: first.frame.x - 4, y: first.frame.y, width: first.frame.width + 8,
      height: last.frame.maxY - first.frame.y)
  }

  /// Lays out the detail screen in `area` above the Back button `back`, with text at
  /// `textSize`, measured by `measurer`, its heading in `strings`' language.
  ///
  /// Each row holds its prompt's title at the left and the option at the right; at an
  /// accessibility size the option stands under the title, each the row's whole width, and
  /// neither shrinks to the largest size below the accessibility sizes or smaller (rows and
  /// heading grow instead, as tall as their text: the screen scrolls).
  init(
    menu: ChooserMenu, area: Rect, textSize: TextSize, back: ButtonLayout,
    strings: ScreenStrings, measurer: any TextMeasurer
  ) {
    let theme = Theme.standard
    let scale = textSize.scale
    let stacked = textSize.isAccessibilitySize
    func fit(_ text: String, _ frame: Rect, _ style: TextStyle) -> TextBlock {
      let floor =
        stacked
        ? style.size * TextSize.extraExtraExtraLarge.scale + TextFitter.fontStep
        : TextBlock.minimumFontSize
      return TextFitter.fit(
        text, in: frame, preferredFontSize: style.size * scale, weight: style.weight,
        minimumFontSize: floor, measurer: measurer)
    }
    let line = TextBlock.lineSpacing
    let headingHeight =
      stacked
      ? line * theme.heading.size * scale + 8
      : min(36, area.height / Double(menu.count + 1))
    heading = fit(
      strings[.detailHeading],
      Rect(x: area.x, y: area.y, width: area.width, height: headingHeight), theme.heading)
    let stackedRow = line * (theme.rowTitle.size + theme.rowOption.size) * scale + 8
    let rowHeight = min(
      stacked ? stackedRow : 48, (area.height - headingHeight) / Double(menu.count))
    let titleWidth = stacked ? area.width + 4 : (area.width * 0.4).rounded(.down)
    rows = menu.prompts.enumerated().map { index, prompt in
      let frame = Rect(
        x: area.x, y: area.y + headingHeight + Double(index) * rowHeight, width: area.width,
        height: rowHeight)
      let textHeight = rowHeight - 4
      let titleHeight =
        stacked ? textHeight * theme.rowTitle.size / (theme.rowTitle.size + theme.rowOption.size)
        : textHeight
      let titleFrame = Rect(
        x: frame.x, y: frame.midY - textHeight / 2, width: titleWidth - 4, height: titleHeight)
      let optionFrame =
        stacked
        ? Rect(
          x: frame.x, y: titleFrame.maxY, width: frame.width, height: textHeight - titleHeight)
        : Rect(
          x: frame.x + titleWidth, y: titleFrame.y, width: frame.width - titleWidth,
          height: textHeight)
      return Row(
        index: index, frame: frame, title: fit(prompt.id, titleFrame, theme.rowTitle),
        optionLabels: prompt.options.map { fit($0, optionFrame, theme.rowOption) })
    }
    self.back = back
  }
}
