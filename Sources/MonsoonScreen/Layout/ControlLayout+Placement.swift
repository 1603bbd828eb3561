package import MonsoonEvents

extension ControlLayout {
  /// The whole control: its ring and the two labels under it. A ring control view takes
  /// this frame and draws everything else relative to its corner.
  package var cellFrame: Rect {
    let parts = [frame, title.frame] + choiceLabels.map(\.frame)
    let minX = parts.map(\.x).min() ?? frame.x
    let minY = parts.map(\.y).min() ?? frame.y
    let maxX = parts.map(\.maxX).max() ?? frame.maxX
    let maxY = parts.map(\.maxY).max() ?? frame.maxY
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The same control with everything moved by `dx`, `dy`: a screen layout's control in the
  /// coordinates of its own view (`moved(dx: -cellFrame.x, dy: -cellFrame.y)`).
  package func moved(dx: Double, dy: Double) -> ControlLayout {
    func move(_ block: TextBlock) -> TextBlock {
      let frame = block.frame
      return TextBlock(
        frame: Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height),
        fontSize: block.fontSize, lines: block.lines, textWidth: block.textWidth)
    }
    return ControlLayout(
      index: index, center: Point(x: center.x + dx, y: center.y + dy), radius: radius,
      ringWidth: ringWidth, arcs: arcs, title: move(title), choiceLabels: choiceLabels.map(move))
  }

  /// A control on its own, filling `size` (a control placed in Interface Builder or by hand):
  /// the largest ring that leaves room for the two labels under it, centred, with the
  /// screen's spacing and text styles at `textSize`, its labels measured by `measurer`. The
  /// ring may be smaller than ``minimumDiameter`` when `size` is; it is never negative.
  package static func standalone(
    prompt: Prompt, index: Int = 0, in size: Size, textSize: TextSize = .large,
    measurer: any TextMeasurer = EstimatedTextMeasurer()
  ) -> ControlLayout {
    let metrics = LayoutMetrics.ladder[0].scaled(for: textSize)
    let theme = Theme.standard
    let labels = metrics.ringLabelGap + 2 * metrics.labelHeight
    let diameter = max(0, min(size.width, size.height - labels))
    let top = max(0, (size.height - diameter - labels) / 2)
    let titleFrame = Rect(
      x: 0, y: top + diameter + metrics.ringLabelGap, width: size.width,
      height: metrics.labelHeight)
    let choiceFrame = Rect(
      x: 0, y: titleFrame.maxY, width: size.width, height: metrics.labelHeight)
    return ControlLayout(
      index: index, center: Point(x: size.width / 2, y: top + diameter / 2),
      radius: diameter / 2, ringWidth: (diameter * ringWidthRatio).rounded(),
      arcs: ArcSegment.ring(count: prompt.options.count),
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

  /// The size a ring on its own asks for (UIKit's `intrinsicContentSize`): the largest ring
  /// the chooser draws, 150 pt across, with its two labels under it at `textSize`.
  package static func preferredSize(textSize: TextSize = .large) -> Size {
    let metrics = LayoutMetrics.ladder[0].scaled(for: textSize)
    let labels = metrics.ringLabelGap + 2 * metrics.labelHeight
    return Size(
      width: LayoutMetrics.maximumDiameter, height: LayoutMetrics.maximumDiameter + labels)
  }

  /// The ring's thickness as a fraction of its diameter.
  static let ringWidthRatio = 0.14

  /// The highlight's rotation that puts it on `choice`'s arc: the highlight is the arc of
  /// choice 0 turned about the centre (see ``RingSpin``).
  package func highlightRotation(for choice: Int) -> Double {
    guard arcs.indices.contains(choice), let first = arcs.first else { return 0 }
    return arcs[choice].startAngle - first.startAngle
  }
}
