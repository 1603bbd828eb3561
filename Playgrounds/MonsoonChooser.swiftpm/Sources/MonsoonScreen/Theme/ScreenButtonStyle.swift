/// How a button looks at rest and while held down, and what a tap on it feels like.
///
/// The four navigation buttons share one style, so they highlight and respond alike. Every
/// control of the screen, rings and buttons, shows its pressed look the moment a finger lands
/// and drops it the moment the finger lifts or slides off: no fade, no wait for a scroll to be
/// ruled out, and no effect but the style's (in the UIKit layer, the navigation icons are not
/// UIButton's image, which UIKit dims while held; the ring's layer has no implicit animation;
/// and the scroll view delays no touch).
struct ScreenButtonStyle: Hashable, Sendable {
  /// The colours of a button in one state.
  struct Appearance: Hashable, Sendable {
    /// The button's background; `nil` for none (the bar shows through).
    let fill: ThemeColor?
    /// The button's outline; `nil` for none.
    let border: ThemeColor?
    /// The title or icon.
    let content: ThemeColor
  }

  /// At rest.
  let normal: Appearance
  /// While a finger is on the button (UIKit's `isHighlighted`).
  let highlighted: Appearance
  /// The corner radius of the background and outline, in points; capped at half the
  /// button's height when drawn.
  let cornerRadius: Double
  /// How much the button shrinks while held down (1 is not at all).
  let pressedScale: Double
  /// The haptic a completed tap gives.
  let feedback: TapFeedback

  /// The style of `button` in `theme`.
  static func of(_ button: ScreenButton, in theme: Theme = .standard) -> ScreenButtonStyle {
    switch button {
    case .search, .calendar, .compass, .menu:
      ScreenButtonStyle(
        normal: Appearance(fill: nil, border: nil, content: theme.ink),
        highlighted: Appearance(
          fill: theme.pressedSurface, border: nil, content: theme.pressedAccent),
        cornerRadius: 10, pressedScale: 0.92, feedback: .selection)
    case .randomize, .back:
      ScreenButtonStyle(
        normal: Appearance(fill: theme.surface, border: theme.muted, content: theme.ink),
        highlighted: Appearance(
          fill: theme.pressedSurface, border: theme.muted, content: theme.ink),
        cornerRadius: 14, pressedScale: 0.97,
        feedback: button == .randomize ? .mediumImpact : .lightImpact)
    case .go:
      ScreenButtonStyle(
        normal: Appearance(fill: theme.accent, border: theme.accent, content: theme.onAccent),
        highlighted: Appearance(
          fill: theme.pressedAccent, border: theme.pressedAccent, content: theme.onAccent),
        cornerRadius: 14, pressedScale: 0.97, feedback: .lightImpact)
    }
  }

  /// How a ring control looks while held down: its arcs at this opacity.
  static let pressedRingOpacity = 0.6
  /// The haptic of a tap on a ring: the selection moved.
  static let ringFeedback = TapFeedback.selection
}
