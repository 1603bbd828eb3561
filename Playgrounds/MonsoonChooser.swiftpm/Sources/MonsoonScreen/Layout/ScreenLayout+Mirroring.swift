extension ScreenLayout {
  /// This layout as a language reading `direction` sees it: itself for left-to-right; for
  /// right-to-left, every frame mirrored across the screen's vertical middle, so that the
  /// navigation buttons run from the right, Randomize sits at the bottom right and Go at the
  /// bottom left, and the detail screen's prompts stand at the right of their options.
  ///
  /// The mirrored layout keeps every rule the layout keeps (frames only move), and the rings
  /// are drawn as before: their options still run clockwise.
  func reading(_ direction: ReadingDirection) -> ScreenLayout {
    direction == .leftToRight ? self : ScreenLayout(mirroring: self)
  }

  /// `layout` mirrored left to right.
  private init(mirroring layout: ScreenLayout) {
    let width = layout.size.width
    size = layout.size
    insets = SafeAreaInsets(
      top: layout.insets.top, left: layout.insets.right, bottom: layout.insets.bottom,
      right: layout.insets.left)
    safeArea = layout.safeArea.mirrored(in: width)
    navBar = layout.navBar.mirrored(in: width)
    navButtons = layout.navButtons.map { $0.mirrored(in: width) }
    controls = layout.controls.map { control in
      control.moved(dx: width - 2 * control.center.x, dy: 0)
    }
    randomize = layout.randomize.mirrored(in: width)
    go = layout.go.mirrored(in: width)
    detail = layout.detail.mirrored(in: width)
    textSize = layout.textSize
  }
}

extension Rect {
  /// This rectangle mirrored across the vertical middle of a screen `width` points wide.
  func mirrored(in width: Double) -> Rect {
    Rect(x: width - maxX, y: y, width: self.width, height: height)
  }
}

extension TextBlock {
  /// This block, its frame mirrored across the middle of a screen `width` points wide.
  func mirrored(in width: Double) -> TextBlock {
    TextBlock(
      frame: frame.mirrored(in: width), fontSize: fontSize, lines: lines, textWidth: textWidth)
  }
}

extension ButtonLayout {
  /// This button, mirrored across the middle of a screen `width` points wide.
  func mirrored(in width: Double) -> ButtonLayout {
    ButtonLayout(
      button: button, frame: frame.mirrored(in: width), label: label?.mirrored(in: width))
  }
}

extension DetailLayout {
  /// This detail screen, mirrored across the middle of a screen `width` points wide.
  func mirrored(in width: Double) -> DetailLayout {
    DetailLayout(
      heading: heading.mirrored(in: width),
      rows: rows.map { row in
        Row(
          index: row.index, frame: row.frame.mirrored(in: width),
          title: row.title.mirrored(in: width),
          optionLabels: row.optionLabels.map { $0.mirrored(in: width) })
      },
      back: back.mirrored(in: width))
  }
}
