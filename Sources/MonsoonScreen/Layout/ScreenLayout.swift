public import MonsoonEvents

/// The frames of everything on the chooser and detail screens for one screen size, safe area
/// and menu: what an iOS view would place its subviews at, and what the SVG render draws.
///
/// A layout that exists keeps every rule: everything lies inside the safe area, nothing
/// overlaps, every tap target is at least 44 × 44 pt, every control is at least 88 pt across,
/// and every text fits its frame.
public struct ScreenLayout: Hashable, Sendable {
  /// The whole screen, in points.
  public let size: Size
  /// The safe-area insets.
  public let insets: SafeAreaInsets
  /// The part of the screen content may use.
  public let safeArea: Rect
  /// The navigation bar: 44 pt high, under the top inset.
  public let navBar: Rect
  /// Search, Calendar, Compass and ChooserMenu, evenly placed along the bar.
  public let navButtons: [ButtonLayout]
  /// One control per prompt, in menu order, in a grid.
  public let controls: [ControlLayout]
  /// The Randomize button, at the bottom left.
  public let randomize: ButtonLayout
  /// The Go button, at the bottom right.
  public let go: ButtonLayout
  /// The detail screen.
  public let detail: DetailLayout

  /// Lays out a device's screen; see ``init(size:insets:menu:)``.
  public init(device: Device, menu: ChooserMenu) throws(LayoutError) {
    try self.init(size: device.size, insets: device.insets, menu: menu)
  }

  /// Lays out the screens for a size, its safe area and a menu, with the largest controls
  /// that fit (up to 150 pt), tightening the spacing before giving up.
  /// - Throws: ``LayoutError/tooSmall(size:controlCount:reason:)`` when the controls cannot be
  ///   88 pt across or the navigation bar cannot hold four 44 pt buttons.
  public init(size: Size, insets: SafeAreaInsets, menu: ChooserMenu) throws(LayoutError) {
    let safeArea = Rect(
      x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
    func tooSmall(_ reason: String) -> LayoutError {
      .tooSmall(size: size, controlCount: menu.count, reason: reason)
    }
    let navSlot = safeArea.width / Double(NavButton.allCases.count)
    guard navSlot >= ButtonLayout.minimumTapSide else {
      throw tooSmall("the navigation bar needs 176 pt of width for its four 44 pt buttons")
    }
    var smallest = 0.0
    for metrics in LayoutMetrics.ladder {
      let buttonsY = safeArea.maxY - metrics.bottomMargin - metrics.buttonHeight
      let gridArea = Rect(
        x: safeArea.x + metrics.margin,
        y: safeArea.y + LayoutMetrics.navBarHeight + metrics.navGap,
        width: safeArea.width - 2 * metrics.margin,
        height: buttonsY - metrics.buttonGap - safeArea.y - LayoutMetrics.navBarHeight
          - metrics.navGap)
      let grid = ControlGrid.best(count: menu.count, in: gridArea, metrics: metrics)
      smallest = max(smallest, grid.diameter)
      guard grid.diameter >= ControlLayout.minimumDiameter else { continue }
      let buttonWidth = (gridArea.width - 12) / 2
      self.size = size
      self.insets = insets
      self.safeArea = safeArea
      navBar = Rect(
        x: safeArea.x, y: safeArea.y, width: safeArea.width, height: LayoutMetrics.navBarHeight)
      navButtons = NavButton.allCases.enumerated().map { [navBar] index, button in
        ButtonLayout(
          button: ScreenButton(button),
          frame: Rect(
            center: Point(x: navBar.x + navSlot * (Double(index) + 0.5), y: navBar.midY),
            size: Size(width: ButtonLayout.minimumTapSide, height: ButtonLayout.minimumTapSide)))
      }
      controls = grid.controls(for: menu, in: gridArea, metrics: metrics)
      randomize = ButtonLayout(
        button: .randomize,
        frame: Rect(
          x: gridArea.x, y: buttonsY, width: buttonWidth, height: metrics.buttonHeight))
      go = ButtonLayout(
        button: .go,
        frame: Rect(
          x: gridArea.maxX - buttonWidth, y: buttonsY, width: buttonWidth,
          height: metrics.buttonHeight))
      detail = DetailLayout(
        menu: menu, area: gridArea,
        back: ButtonLayout(
          button: .back,
          frame: Rect(
            x: gridArea.x, y: buttonsY, width: gridArea.width, height: metrics.buttonHeight)))
      return
    }
    let across = smallest > 0 ? "at most \(Int(smallest)) pt across" : "no room at all"
    throw tooSmall("the controls would have \(across), below the 88 pt minimum")
  }

  /// Every tap target of the chooser: the controls, the navigation buttons, Randomize and Go.
  public var chooserTapTargets: [Rect] {
    controls.map(\.frame) + navButtons.map(\.frame) + [randomize.frame, go.frame]
  }
}
