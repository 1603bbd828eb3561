/// The colours and the kinds of text of the screens: the one source the SVG render, the HTML
/// viewer and the UIKit views take them from.
struct Theme: Hashable, Sendable {
  /// The screen background.
  let background: ThemeColor
  /// The navigation bar, the cards and the outlined buttons.
  let surface: ThemeColor
  /// Hairlines and the outlines of buttons.
  let muted: ThemeColor
  /// The arcs of choices not selected: at least 3:1 against the background, as WCAG 2.2 asks
  /// of graphics a user needs (non-text contrast), and lighter or darker than the accent of
  /// the selected arc, so that the two differ in more than hue.
  let arc: ThemeColor
  /// The selected arc, the Go button and the badges.
  let accent: ThemeColor
  /// Main text and icons.
  let ink: ThemeColor
  /// Secondary text: the selected choice under a ring, the detail screen's prompt titles.
  let secondaryInk: ThemeColor
  /// Text and icons on the accent colour.
  let onAccent: ThemeColor
  /// The accent while a button filled with it is held down.
  let pressedAccent: ThemeColor
  /// A surface while a button or icon on it is held down.
  let pressedSurface: ThemeColor

  /// A prompt's title under its ring.
  let controlTitle: TextStyle
  /// The selected choice under a ring.
  let controlChoice: TextStyle
  /// Randomize, Go and Back.
  let buttonTitle: TextStyle
  /// The detail screen's heading.
  let heading: TextStyle
  /// A prompt's title on the detail screen.
  let rowTitle: TextStyle
  /// The chosen option on the detail screen.
  let rowOption: TextStyle
  /// The tap count on a navigation button.
  let badge: TextStyle
  /// The navigation bar's title on the detail screen.
  let barTitle: TextStyle

  /// The system fonts, with generic fallbacks, for SVG and CSS: nothing is downloaded.
  let fontFamily: String

  /// The Monsoon look: warm paper, ink, and an orange accent.
  static let standard = Theme(
    background: ThemeColor(rgb: 0xf6f3ee), surface: ThemeColor(rgb: 0xffffff),
    muted: ThemeColor(rgb: 0xd9d3c9), arc: ThemeColor(rgb: 0x7b7266),
    accent: ThemeColor(rgb: 0xe8590c),
    ink: ThemeColor(rgb: 0x1f1b16), secondaryInk: ThemeColor(rgb: 0x6f665b),
    onAccent: ThemeColor(rgb: 0xffffff), pressedAccent: ThemeColor(rgb: 0xb8460a),
    pressedSurface: ThemeColor(rgb: 0xece6dc),
    controlTitle: TextStyle(size: 15, weight: .semibold),
    controlChoice: TextStyle(size: 13, weight: .regular),
    buttonTitle: TextStyle(size: 17, weight: .semibold),
    heading: TextStyle(size: 22, weight: .bold),
    rowTitle: TextStyle(size: 15, weight: .regular),
    rowOption: TextStyle(size: 17, weight: .semibold),
    badge: TextStyle(size: 10, weight: .bold),
    barTitle: TextStyle(size: 17, weight: .semibold),
    fontFamily: "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif")

  /// The Monsoon look in Dark Mode: the same warm hues on a dark ground, the accent lightened
  /// so that it keeps its contrast, and dark text on it. Same text styles as ``standard``.
  static let dark = Theme(
    background: ThemeColor(rgb: 0x1a1714), surface: ThemeColor(rgb: 0x28231e),
    muted: ThemeColor(rgb: 0x4d463d), arc: ThemeColor(rgb: 0x80766a),
    accent: ThemeColor(rgb: 0xff8a3d),
    ink: ThemeColor(rgb: 0xf4efe8), secondaryInk: ThemeColor(rgb: 0xb9aea0),
    onAccent: ThemeColor(rgb: 0x1a1714), pressedAccent: ThemeColor(rgb: 0xd96a22),
    pressedSurface: ThemeColor(rgb: 0x38312a),
    controlTitle: standard.controlTitle, controlChoice: standard.controlChoice,
    buttonTitle: standard.buttonTitle, heading: standard.heading, rowTitle: standard.rowTitle,
    rowOption: standard.rowOption, badge: standard.badge, barTitle: standard.barTitle,
    fontFamily: standard.fontFamily)
}
