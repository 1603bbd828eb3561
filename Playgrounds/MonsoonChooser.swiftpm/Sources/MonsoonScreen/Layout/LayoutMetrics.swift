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

  /// The largest diameter a control grows to, in points.
  static let maximumDiameter = 150.0
  /// The height of the navigation bar.
  static let navBarHeight = 44.0

  /// These spacings for text `scale` times its default size: the labels' fonts and the room
  /// they take grow (or shrink) with it.
  func scaled(by scale: Double) -> LayoutMetrics {
    var metrics = self
    metrics.labelHeight *= scale
    metrics.titleFontSize *= scale
    metrics.choiceFontSize *= scale
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
