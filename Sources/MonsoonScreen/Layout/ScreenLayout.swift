public import MonsoonEvents

/// The frames of everything on the chooser and detail screens for one screen size, safe area
/// and menu: what an iOS view would place its subviews at, and what the SVG render draws.
///
/// A layout that exists keeps every rule: everything lies inside the safe area, nothing
/// overlaps, every tap target is at least 44 × 44 pt, every control is at least 88 pt across,
/// and every text fits its frame.
public struct ScreenLayout: Hashable, Sendable {
  /// The whole screen, in points.
  package let size: Size
  /// The safe-area insets.
  package let insets: SafeAreaInsets
  /// The part of the screen content may use.
  package let safeArea: Rect
  /// The navigation bar: 44 pt high, under the top inset.
  package let navBar: Rect
  /// Search, Calendar, Compass and ChooserMenu, evenly placed along the bar (along its middle
  /// ``readableWidth`` points on a wider screen). ChooserMenu's frame is where a popover it
  /// opens (the share sheet on an iPad) points from.
  package let navButtons: [ButtonLayout]
  /// One control per prompt, in menu order, in a grid.
  public let controls: [ControlLayout]
  /// The Randomize button, at the bottom left.
  package let randomize: ButtonLayout
  /// The Go button, at the bottom right.
  package let go: ButtonLayout
  /// The detail screen.
  package let detail: DetailLayout
  /// The text size the labels are laid out for.
  package let textSize: TextSize

  /// Lays out a device's screen; see `init(size:insets:menu:textSize:strings:measurer:)`.
  public init(
    device: Device, menu: ChooserMenu, textSize: TextSize = .large,
    strings: ScreenStrings = .english, measurer: any TextMeasurer = EstimatedTextMeasurer()
  ) throws(LayoutError) {
    try self.init(
      size: device.size, insets: device.insets, menu: menu, textSize: textSize, strings: strings,
      measurer: measurer)
  }

  /// Lays out the screens for a size, its safe area and a menu, with the largest controls
  /// that fit (up to 150 pt), tightening the spacing before giving up; on a screen wider than
  /// ``readableWidth``, within a centred column that wide.
  ///
  /// Text is laid out at `textSize`: its preferred sizes, and the room the labels under the
  /// rings take, grow with ``TextSize/scale``; each text is then fitted to its frame, as
  /// `measurer` measures it (the platform's own text metrics on a device, an estimate in the
  /// SVG render). At an accessibility size the controls stand in one column and text never
  /// shrinks to the largest size below (it wraps), so the screen must be tall: see
  /// ``adaptive(size:insets:menu:textSize:strings:measurer:)``. The buttons' titles and the
  /// detail screen's heading are fitted in `strings`' language.
  /// - Throws: ``LayoutError/tooSmall(size:controlCount:reason:)`` when the controls cannot be
  ///   88 pt across or the navigation bar cannot hold four 44 pt buttons.
  package init(
    size: Size, insets: SafeAreaInsets, menu: ChooserMenu, textSize: TextSize = .large,
    strings: ScreenStrings = .english, measurer: any TextMeasurer = EstimatedTextMeasurer()
  ) throws(LayoutError) {
    let safeArea = Rect(
      x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
    func tooSmall(_ reason: String) -> LayoutError {
      .tooSmall(size: size, controlCount: menu.count, reason: reason)
    }
    // On a wide screen (an iPad) everything but the bar's background keeps to a column of the
    // readable width, centred, as UIKit's readable content guide does.
    let readable = Rect(
      x: safeArea.x + max(0, (safeArea.width - Self.readableWidth) / 2), y: safeArea.y,
      width: min(safeArea.width, Self.readableWidth), height: safeArea.height)
    let navSlot = readable.width / Double(NavButton.allCases.count)
    guard navSlot >= ButtonLayout.minimumTapSide else {
      throw tooSmall("the navigation bar needs 176 pt of width for its four 44 pt buttons")
    }
    var smallest = 0.0
    for rung in LayoutMetrics.ladder {
      let metrics = rung.scaled(for: textSize)
      let buttonsY = safeArea.maxY - metrics.bottomMargin - metrics.buttonHeight
      let gridArea = Rect(
        x: readable.x + metrics.margin,
        y: safeArea.y + LayoutMetrics.navBarHeight + metrics.navGap,
        width: readable.width - 2 * metrics.margin,
        height: buttonsY - metrics.buttonGap - safeArea.y - LayoutMetrics.navBarHeight
          - metrics.navGap)
      let grid = ControlGrid.best(count: menu.count, in: gridArea, metrics: metrics)
      smallest = max(smallest, grid.diameter)
      guard grid.diameter >= ControlLayout.minimumDiameter else { continue }
      let buttonWidth = (gridArea.width - 12) / 2
      self.size = size
      self.insets = insets
      self.safeArea = safeArea
      self.textSize = textSize
      navBar = Rect(
        x: safeArea.x, y: safeArea.y, width: safeArea.width, height: LayoutMetrics.navBarHeight)
      navButtons = NavButton.allCases.enumerated().map { [navBar, readable] index, button in
        ButtonLayout(
          button: ScreenButton(button),
          frame: Rect(
            center: Point(x: readable.x + navSlot * (Double(index) + 0.5), y: navBar.midY),
            size: Size(width: ButtonLayout.minimumTapSide, height: ButtonLayout.minimumTapSide)))
      }
      controls = grid.controls(for: menu, in: gridArea, metrics: metrics, measurer: measurer)
      func button(_ button: ScreenButton, x: Double, width: Double) -> ButtonLayout {
        .titled(
          button,
          frame: Rect(x: x, y: buttonsY, width: width, height: metrics.buttonHeight),
          fontSize: metrics.buttonFontSize, minimumFontSize: metrics.minimumButtonFontSize,
          strings: strings, measurer: measurer)
      }
      randomize = button(.randomize, x: gridArea.x, width: buttonWidth)
      go = button(.go, x: gridArea.maxX - buttonWidth, width: buttonWidth)
      detail = DetailLayout(
        menu: menu, area: gridArea, textSize: textSize,
        back: button(.back, x: gridArea.x, width: gridArea.width), strings: strings,
        measurer: measurer)
      return
    }
    let across = smallest > 0 ? "at most \(Int(smallest)) pt across" : "no room at all"
    throw tooSmall("the controls would have \(across), below the 88 pt minimum")
  }

  /// The layout for a user whose Dynamic Type size is `textSize`: at that size, or, up to
  /// ``TextSize/extraExtraExtraLarge``, at the largest size below it that still makes the
  /// text larger; at an accessibility size, always at that size, scrolling.
  ///
  /// Sizes up to ``TextSize/large`` need no more room than the default, so a screen that fits
  /// at all fits at them. Above it the labels get more room and the rings less; up to
  /// ``TextSize/extraExtraExtraLarge`` the layout stops growing text at the last size where
  /// the screen still keeps every rule and every label is at least as large as at the size
  /// before (more text on fewer lines would otherwise push the grid into narrower columns and
  /// shrink the labels). At an accessibility size text is not capped, as Apple's Human
  /// Interface Guidelines ask: the controls stand in one column, as large as the width allows
  /// (up to 150 pt), text larger than at any smaller size, and the layout is as tall as that
  /// takes; ``scrolls(onScreenOfHeight:)`` says when the view scrolls through it.
  ///
  /// A screen too short for any layout (a small phone in landscape, or many prompts) gets the
  /// layout of the shortest taller screen of its width that holds one: its ``size`` is then
  /// taller than the screen, ``scrolls(onScreenOfHeight:)`` says so, and the view scrolls
  /// through it instead of failing.
  /// - Throws: ``LayoutError`` only when the screen is too narrow for any layout (less than
  ///   176 pt across for the navigation bar, or for one 88 pt control).
  /// - Complexity: at most one layout per text size, and a binary search over heights for a
  ///   screen too short.
  package static func adaptive(
    size: Size, insets: SafeAreaInsets, menu: ChooserMenu, textSize: TextSize,
    strings: ScreenStrings = .english, measurer: any TextMeasurer = EstimatedTextMeasurer()
  ) throws(LayoutError) -> ScreenLayout {
    if textSize.isAccessibilitySize {
      return try accessible(
        size: size, insets: insets, menu: menu, textSize: textSize, strings: strings,
        measurer: measurer)
    }
    let start = min(textSize, .large)
    var best: ScreenLayout
    do {
      best = try ScreenLayout(
        size: size, insets: insets, menu: menu, textSize: start, strings: strings,
        measurer: measurer)
    } catch {
      return try scrolling(
        width: size.width, above: size.height, insets, menu, start, strings, measurer, error)
    }
    for candidate in TextSize.allCases where candidate > start && candidate <= textSize {
      guard
        let larger = try? ScreenLayout(
          size: size, insets: insets, menu: menu, textSize: candidate, strings: strings,
          measurer: measurer),
        larger.textIsAtLeastAsLarge(as: best)
      else { break }
      best = larger
    }
    return best
  }

  /// The layout at an accessibility size: on the screen when it holds the column of controls
  /// at their largest, else on the shortest taller screen that does (or, for a menu too long
  /// for that, that holds the controls at all).
  private static func accessible(
    size: Size, insets: SafeAreaInsets, menu: ChooserMenu, textSize: TextSize,
    strings: ScreenStrings, measurer: any TextMeasurer
  ) throws(LayoutError) -> ScreenLayout {
    func taller(_ failure: LayoutError, largest: Bool) throws(LayoutError) -> ScreenLayout {
      try scrolling(
        width: size.width, above: size.height, insets, menu, textSize, strings, measurer,
        failure, largest: largest)
    }
    let onScreen: ScreenLayout
    do {
      onScreen = try ScreenLayout(
        size: size, insets: insets, menu: menu, textSize: textSize, strings: strings,
        measurer: measurer)
    } catch {
      if let largest = try? taller(error, largest: true) { return largest }
      return try taller(error, largest: false)
    }
    if onScreen.hasLargestControls { return onScreen }
    let unused = LayoutError.tooSmall(size: size, controlCount: menu.count, reason: "")
    return (try? taller(unused, largest: true)) ?? onScreen
  }

  /// Whether the controls are as large as they get: 150 pt, or as wide as their column.
  private var hasLargestControls: Bool {
    guard let control = controls.first else { return true }
    let largest = min(LayoutMetrics.maximumDiameter, control.title.frame.width)
    return control.diameter >= largest - 0.5
  }

  /// The layout of the shortest screen of `width`, taller than `height`, that holds one (with
  /// `largest`, one whose controls are as large as they get) to the point, searched by
  /// halving: a taller screen only gives the grid more room.
  /// - Throws: `failure`, the short screen's, when no height up to 16 times the tallest
  ///   iPhone's would do (the screen is too narrow).
  private static func scrolling(
    width: Double, above height: Double, _ insets: SafeAreaInsets, _ menu: ChooserMenu,
    _ textSize: TextSize, _ strings: ScreenStrings, _ measurer: any TextMeasurer,
    _ failure: LayoutError, largest: Bool = false
  ) throws(LayoutError) -> ScreenLayout {
    func layout(_ height: Double) -> ScreenLayout? {
      guard
        let layout = try? ScreenLayout(
          size: Size(width: width, height: height), insets: insets, menu: menu,
          textSize: textSize, strings: strings, measurer: measurer),
        !largest || layout.hasLargestControls
      else { return nil }
      return layout
    }
    var tooShort = height.rounded(.down)
    var tall = tooShort + 1
    var found = layout(tall)
    while found == nil {
      guard tall * 2 <= Self.tallestScrollingHeight else { throw failure }
      (tooShort, tall) = (tall, tall * 2)
      found = layout(tall)
    }
    guard var best = found else { throw failure }
    while tall - tooShort > 1 {
      let middle = ((tooShort + tall) / 2).rounded(.down)
      if let fits = layout(middle) { (best, tall) = (fits, middle) } else { tooShort = middle }
    }
    return best
  }

  /// The widest column the chooser and its detail screen take, in points: on a wider screen
  /// (an iPad) they stay in a column this wide, centred, as UIKit's readable content guide
  /// keeps text at its default size.
  package static let readableWidth = 672.0

  /// The tallest content a scrolling layout may have: 16 times a 16 Pro Max's height.
  static let tallestScrollingHeight = 16 * 956.0

  /// Whether this layout is taller than a screen of `height` points: a scrolling layout made
  /// by ``adaptive(size:insets:menu:textSize:strings:measurer:)`` for a screen too short for
  /// any other, or at an accessibility size.
  package func scrolls(onScreenOfHeight height: Double) -> Bool {
    size.height > height
  }

  /// Whether every label of this layout is at least as large as the same label of `other`.
  private func textIsAtLeastAsLarge(as other: ScreenLayout) -> Bool {
    func sizes(_ layout: ScreenLayout) -> [Double] {
      layout.controls.flatMap { [$0.title.fontSize] + $0.choiceLabels.map(\.fontSize) }
        + layout.detail.rows.flatMap { [$0.title.fontSize] + $0.optionLabels.map(\.fontSize) }
    }
    return zip(sizes(self), sizes(other)).allSatisfy { $0 >= $1 }
  }

  /// The navigation bar's background: the bar and the status bar above it, up to the top of
  /// the screen, and from edge to edge (on a phone on its side, past the safe area's sides,
  /// where the buttons do not go).
  package var navBarBackground: Rect {
    Rect(x: 0, y: 0, width: size.width, height: navBar.maxY)
  }
}
