import MonsoonScreen

// What the layout tests check of frames: overlaps and the chooser's tap targets.

extension Rect {
  /// Whether the two rectangles share an area (touching edges do not count).
  func overlaps(_ other: Rect) -> Bool {
    min(maxX, other.maxX) - max(x, other.x) > Self.tolerance
      && min(maxY, other.maxY) - max(y, other.y) > Self.tolerance
  }
}

extension ScreenLayout {
  /// Every tap target of the chooser: the controls, the navigation buttons, Randomize and Go.
  var chooserTapTargets: [Rect] {
    controls.map(\.frame) + navButtons.map(\.frame) + [randomize.frame, go.frame]
  }
}

extension PlaybackBarLayout {
  /// The bar's height above the safe area's bottom inset once the user took over (Done
  /// alone), at the default text size.
  static var doneOnlyHeight: Double { margin + buttonSide + margin }
}
