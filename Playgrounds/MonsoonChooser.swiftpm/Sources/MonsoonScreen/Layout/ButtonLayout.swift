/// Where a button sits: its tap target, and for Randomize, Go and Back the title fitted in it.
struct ButtonLayout: Hashable, Sendable {
  /// The smallest tap target side Apple allows, in points.
  static let minimumTapSide = 44.0

  /// Which button.
  let button: ScreenButton
  /// The tap target; at least ``minimumTapSide`` on each side.
  let frame: Rect
  /// The title drawn in the button, fitted to its frame; `nil` for the navigation bar's icon
  /// buttons.
  let label: TextBlock?

  /// Creates a button layout.
  init(button: ScreenButton, frame: Rect, label: TextBlock? = nil) {
    self.button = button
    self.frame = frame
    self.label = label
  }

  /// A text button: its title in `strings` fitted into `frame` at `fontSize` or smaller, down
  /// to `minimumFontSize`, measured by `measurer`.
  static func titled(
    _ button: ScreenButton, frame: Rect, fontSize: Double, minimumFontSize: Double,
    strings: ScreenStrings, measurer: any TextMeasurer
  ) -> ButtonLayout {
    ButtonLayout(
      button: button, frame: frame,
      label: TextFitter.fit(
        strings[button.title], in: frame, preferredFontSize: fontSize,
        weight: Theme.standard.buttonTitle.weight, minimumFontSize: minimumFontSize,
        measurer: measurer))
  }
}
