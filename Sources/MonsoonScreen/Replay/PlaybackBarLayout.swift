/// Where a log's playback puts its controls: a bar across the bottom of the screen, under the
/// chooser (which keeps the rest of the screen, and scrolls when that is too short for it).
///
/// From the top of the bar: the banner saying which log plays, the scrubber, a row of Previous
/// event, Play/Pause, Next event and the speed, and a row of Continue from here and Done. Once
/// the user took over, the bar is that last row alone, with Done only. Every
/// button is at least 44 points square, the size Apple asks of a touch target; right to left
/// the bar is mirrored, as the chooser is.
///
/// The bar follows Dynamic Type: its fonts (``bannerFontSize``, ``buttonFontSize``) grow with
/// the user's text size, and the banner, the rows and the text buttons grow with them, each
/// text button as wide as its title measures; a row too narrow for its buttons side by side
/// gives each text button a row of its own, so no title is clipped.
package struct PlaybackBarLayout: Hashable, Sendable {
  /// The bar's background, to the screen's bottom edge.
  package let bar: Rect
  /// What the chooser (and its detail screen) keeps: the screen above the bar.
  package let content: Rect
  /// The line saying which log plays.
  package let banner: Rect
  /// The scrubber.
  package let scrubber: Rect
  /// Previous event.
  package let stepBack: Rect
  /// Play or Pause.
  package let play: Rect
  /// Next event.
  package let stepForward: Rect
  /// The speed.
  package let speed: Rect
  /// Continue from here.
  package let takeOver: Rect
  /// Done: closes the playback screen.
  package let done: Rect
  /// The banner's font size: the footnote style (13 pt at the default text size).
  package let bannerFontSize: Double
  /// The font size of the text buttons (the speed, Continue from here, Done): the headline
  /// style (17 pt at the default text size).
  package let buttonFontSize: Double

  /// The space around and between the bar's parts.
  package static let margin = 12.0
  /// The side of a square button, and the height of a row of buttons.
  package static let buttonSide = 44.0
  /// The smallest width of the speed button and of Done, room for "Fastest" at the default
  /// text size.
  package static let speedWidth = 88.0
  /// The banner's height: one line of the footnote style.
  package static let bannerHeight = 20.0
  /// The scrubber's height.
  package static let scrubberHeight = 32.0

  /// The bar's height above the safe area's bottom inset, at the default text size.
  package static var height: Double {
    margin + bannerHeight + margin / 2 + scrubberHeight + margin / 2 + buttonSide + margin / 2
      + buttonSide + margin
  }

  /// The bar on a screen of `size` with `insets`, read in `direction`.
  /// - Parameters:
  ///   - size: the screen's size.
  ///   - insets: the screen's safe area insets; the bar sits above the bottom one.
  ///   - direction: the reading direction, which mirrors the buttons' order.
  ///   - showsPlaybackControls: whether the bar has its playback controls
  ///     (``PlaybackBarContent/showsPlaybackControls``); without them it is Done's row alone,
  ///     and every other part is an empty rectangle at the bar's top.
  ///   - textSize: the user's Dynamic Type size, which the fonts and the parts grow with.
  ///   - strings: the language of the text buttons' titles, which they are measured in.
  ///   - measurer: what measures those titles.
  package init(
    size: Size, insets: SafeAreaInsets, direction: ReadingDirection = .leftToRight,
    showsPlaybackControls: Bool = true, textSize: TextSize = .large,
    strings: ScreenStrings = .english, measurer: any TextMeasurer = EstimatedTextMeasurer()
  ) {
    let margin = Self.margin
    let bannerFontSize = 13 * textSize.scale
    let buttonFontSize = 17 * textSize.scale
    let bannerHeight = max(Self.bannerHeight, TextBlock.lineSpacing * bannerFontSize)
    let side = max(Self.buttonSide, TextBlock.lineSpacing * buttonFontSize + 8)
    let left = insets.left + margin
    let width = max(0, size.width - insets.left - insets.right - 2 * margin)
    // A text button's width: its title as measured, a margin around it; at least 88 pt.
    func buttonWidth(_ title: ScreenText) -> Double {
      let measured = measurer.width(
        of: strings[title], fontSize: buttonFontSize, weight: .semibold)
      return min(width, max(Self.speedWidth, measured + margin))
    }
    let speedWidth = buttonWidth(.playbackSpeedFastest)
    let doneWidth = buttonWidth(.playbackDone)
    let takeOverWidth = buttonWidth(.playbackTakeOver)
    let speedBesideSteps = 3 * side + 3 * margin + speedWidth <= width
    let doneBesideTakeOver = takeOverWidth + margin + doneWidth <= width
    // From the bar's top: banner, scrubber, the steps (and the speed), Continue and Done.
    var y = margin
    let banner = Rect(x: left, y: y, width: width, height: bannerHeight)
    y += bannerHeight + margin / 2
    let scrubberFrame = Rect(x: left, y: y, width: width, height: Self.scrubberHeight)
    y += Self.scrubberHeight + margin / 2
    let stepBack = Rect(x: left, y: y, width: side, height: side)
    let play = Rect(x: stepBack.maxX + margin, y: y, width: side, height: side)
    let stepForward = Rect(x: play.maxX + margin, y: y, width: side, height: side)
    if !speedBesideSteps { y += side + margin / 2 }
    let speed = Rect(x: left + width - speedWidth, y: y, width: speedWidth, height: side)
    y += side + margin / 2
    if !showsPlaybackControls { y = margin }
    let takeOver = Rect(
      x: left, y: y,
      width: doneBesideTakeOver ? max(0, width - doneWidth - margin) : width, height: side)
    if !doneBesideTakeOver, showsPlaybackControls { y += side + margin / 2 }
    let done = Rect(x: left + width - doneWidth, y: y, width: doneWidth, height: side)
    let barTop = max(0, size.height - insets.bottom - done.maxY - margin)
    let hidden = Rect(x: left, y: 0, width: 0, height: 0)
    let controls = [banner, scrubberFrame, stepBack, play, stepForward, speed, takeOver].map {
      showsPlaybackControls ? $0 : hidden
    }
    let parts = (controls + [done]).map { part in
      let placed = Rect(x: part.x, y: part.y + barTop, width: part.width, height: part.height)
      return direction == .rightToLeft ? placed.mirrored(in: size.width) : placed
    }
    bar = Rect(x: 0, y: barTop, width: size.width, height: size.height - barTop)
    content = Rect(x: 0, y: 0, width: size.width, height: barTop)
    self.banner = parts[0]
    scrubber = parts[1]
    self.stepBack = parts[2]
    self.play = parts[3]
    self.stepForward = parts[4]
    self.speed = parts[5]
    self.takeOver = parts[6]
    self.done = parts[7]
    self.bannerFontSize = bannerFontSize
    self.buttonFontSize = buttonFontSize
  }

  /// The buttons, in reading order.
  package var buttons: [Rect] { [stepBack, play, stepForward, speed, takeOver, done] }
}
