import MonsoonEvents

/// A grid of controls: how many columns and rows, and how large each control is.
struct ControlGrid: Hashable, Sendable {
  /// The number of columns.
  let columns: Int
  /// The number of rows.
  let rows: Int
  /// The width of a column, which the labels under a control may use.
  let columnWidth: Double
  /// The controls' diameter; may be below the minimum, which the caller checks.
  let diameter: Double

  /// The grid with the largest controls for `count` controls in `area`, in at most
  /// `metrics.maximumColumns` columns; on a tie, the one with fewer columns.
  static func best(count: Int, in area: Rect, metrics: LayoutMetrics) -> ControlGrid {
    var best = ControlGrid(columns: 1, rows: count, columnWidth: 0, diameter: 0)
    for columns in 1...max(min(count, metrics.maximumColumns), 1) {
      let rows = (count + columns - 1) / columns
      let columnWidth = (area.width - Double(columns - 1) * metrics.columnGap) / Double(columns)
      let rowHeight = (area.height - Double(rows - 1) * metrics.rowGap) / Double(rows)
      let diameter = min(
        columnWidth, rowHeight - metrics.cellHeight(diameter: 0), LayoutMetrics.maximumDiameter)
      if diameter > best.diameter {
        best = ControlGrid(
          columns: columns, rows: rows, columnWidth: columnWidth, diameter: diameter)
      }
    }
    return best
  }

  /// Places the menu's controls row by row, the rows spread evenly over the area's height and
  /// a last, shorter row centred; their labels measured by `measurer`.
  func controls(
    for menu: ChooserMenu, in area: Rect, metrics: LayoutMetrics, measurer: any TextMeasurer
  ) -> [ControlLayout] {
    let theme = Theme.standard
    let cellHeight = metrics.cellHeight(diameter: diameter)
    let rowSpace = (area.height - Double(rows) * cellHeight) / Double(rows + 1)
    let arcs = menu.optionCounts.map(ArcSegment.ring(count:))
    return menu.prompts.enumerated().map { index, prompt in
      let row = index / columns
      let column = index % columns
      let inRow = min(columns, menu.count - row * columns)
      let offset = Double(columns - inRow) * (columnWidth + metrics.columnGap) / 2
      let cellX = area.x + offset + Double(column) * (columnWidth + metrics.columnGap)
      let cellY = area.y + rowSpace + Double(row) * (cellHeight + rowSpace)
      let titleFrame = Rect(
        x: cellX, y: cellY + diameter + metrics.ringLabelGap, width: columnWidth,
        height: metrics.labelHeight)
      let choiceFrame = Rect(
        x: cellX, y: titleFrame.maxY, width: columnWidth, height: metrics.labelHeight)
      return ControlLayout(
        index: index,
        center: Point(x: cellX + columnWidth / 2, y: cellY + diameter / 2),
        radius: diameter / 2, ringWidth: (diameter * ControlLayout.ringWidthRatio).rounded(),
        arcs: arcs[index],
        title: TextFitter.fit(
          prompt.id, in: titleFrame, preferredFontSize: metrics.titleFontSize,
          weight: theme.controlTitle.weight, minimumFontSize: metrics.minimumTitleFontSize,
          measurer: measurer),
        choiceLabels: prompt.options.map {
          TextFitter.fit(
            $0, in: choiceFrame, preferredFontSize: metrics.choiceFontSize,
            weight: theme.controlChoice.weight, minimumFontSize: metrics.minimumChoiceFontSize,
            measurer: measurer)
        })
    }
  }
}
