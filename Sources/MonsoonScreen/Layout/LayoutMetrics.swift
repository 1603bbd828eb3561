/// The spacing a layout uses: roomy on large screens, tighter when the controls would
/// otherwise shrink below their minimum diameter.
struct LayoutMetrics: Hashable, Sendable {
  /// Space at the left and right of the controls and bottom buttons.
  var margin: Double
  /// Space between the navigation bar and the controls.
  var navGap: Double
  /// Height of Randomize, Go and Back.
  var buttonHeight: Double
  /// Space between the bottom buttons and the bottom of the safe area.
  var bottomMargin: Double
  /// Space between the controls and the bottom buttons.
  var buttonGap: Double
  /// Smallest space between two columns of controls.
  var columnGap: Double
  /// Smallest space between two rows of controls.
  var rowGap: Double
  /// Space between a ring and its title.
  var ringLabelGap: Double
  /// Height reserved for a title and for a choice label.
  var labelHeight: Double
  /// Preferred font size of a title.
  var titleFontSize: Double
  /// Preferred font size of a choice label.
  var choiceFontSize: Double
  /// The smallest size a title shrinks to before it wraps.
  var minimumTitleFontSize = TextBlock.minimumFontSize
  /// The smallest size a choice label shrinks to before it wraps.
  var minimumChoiceFontSize = TextBlock.minimumFontSize
  /// The smallest size Randomize, Go and Back's titles shrink to before they wrap.
  var minimumButtonFontSize = TextBlock.minimumFontSize
  /// Preferred font size of Randomize, Go and Back.
  var buttonFontSize = Theme.standard.buttonTitle.size
  /// At most this many columns of controls.
  var maximumColumns = Int.max

  /// The largest diameter a control grows to, in points.
  static let maximumDiameter = 150.0
  /// The height of the navigation bar.
  static let navBarHeight = 44.0

  /// These spacings for text at `textSize`: the labels' fonts and the room they take grow (or
  /// shrink) with its ``TextSize/scale``.
  ///
  /// At an accessibility size, as Apple's Human Interface Guidelines ask, text is never
  /// shrunk back to the largest size below (``TextSize/extraExtraExtraLarge``) or smaller: it
  /// wraps instead. The controls then stand in one column, each label with room for two
  /// lines at its preferred size, and Randomize, Go and Back are tall enough for their title
  /// on one line: the screen scrolls rather than cap the text.
  func scaled(for textSize: TextSize) -> LayoutMetrics {
    let scale = textSize.scale
    var metrics = self
    metrics.labelHeight *= scale
    metrics.titleFontSize *= scale
    metrics.choiceFontSize *= scale
    metrics.buttonFontSize *= scale
    guard textSize.isAccessibilitySize else { return metrics }
    let floor = TextSize.extraExtraExtraLarge.scale
    let lines = 2 * TextBlock.lineSpacing
    metrics.labelHeight = max(
      metrics.labelHeight, lines * max(metrics.titleFontSize, metrics.choiceFontSize))
    metrics.minimumTitleFontSize = titleFontSize * floor + TextFitter.fontStep
    metrics.minimumChoiceFontSize = choiceFontSize * floor + TextFitter.fontStep
    metrics.minimumButtonFontSize = buttonFontSize * floor + TextFitter.fontStep
    metrics.buttonHeight = max(
      buttonHeight, TextBlock.lineSpacing * metrics.buttonFontSize + 2 * margin)
    metrics.maximumColumns = 1
    return metrics
  }

  /// The height a control takes with its two labels.
  func cellHeight(diameter: Double) -> Double {
    diameter + ringLabelGap + 2 * labelHeight
  }

  /// The spacings to try, roomiest first; the first uses the theme's text sizes.
  static let ladder: [LayoutMetrics] = [
    LayoutMetrics(
      margin: 16, navGap: 8, buttonHeight: 50, bottomMargin: 16, buttonGap: 12, columnGap: 12,
      rowGap: 12, ringLabelGap: 6, labelHeight: 27.5,
      titleFontSize: Theme.standard.controlTitle.size,
      choiceFontSize: Theme.standard.controlChoice.size),
    LayoutMetrics(
      margin: 12, navGap: 4, buttonHeight: 44, bottomMargin: 8, buttonGap: 8, columnGap: 8,
      rowGap: 6, ringLabelGap: 3, labelHeight: 16.25, titleFontSize: 13, choiceFontSize: 13),
    LayoutMetrics(
      margin: 8, navGap: 2, buttonHeight: 44, bottomMargin: 6, buttonGap: 4, columnGap: 4,
      rowGap: 2, ringLabelGap: 1, labelHeight: 13.75, titleFontSize: 11, choiceFontSize: 11),
  ]
}
