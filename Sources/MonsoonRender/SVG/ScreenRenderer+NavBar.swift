import MonsoonEvents
import MonsoonScreen

extension ScreenRenderer {
  /// Draws the navigation bar; on the chooser, with its four icon buttons and a badge with
  /// the tap count of each tapped button.
  func drawNavBar(_ state: SessionState, in document: inout SVGDocument) {
    let n = SVGNumber.format
    let bar = layout.navBar
    let background = layout.navBarBackground
    document.empty(
      "rect",
      [("class", "nav-bar"), ("x", n(background.x)), ("y", n(background.y)),
        ("width", n(background.width)), ("height", n(background.height)),
        ("fill", theme.surface.hex)])
    document.empty(
      "line",
      [("x1", n(bar.x)), ("y1", n(bar.maxY)), ("x2", n(bar.maxX)), ("y2", n(bar.maxY)),
        ("stroke", theme.muted.hex)])
    guard state.screen == .chooser else {
      document.text(
        "text",
        [("x", n(bar.midX)), ("y", n(bar.midY + 6)), ("font-size", n(theme.barTitle.size)),
          ("font-weight", String(theme.barTitle.weight.cssValue)), ("fill", theme.ink.hex),
          ("text-anchor", "middle")],
        ScreenStrings.english[.detailBarTitle])
      return
    }
    for (button, navButton) in zip(layout.navButtons, NavButton.allCases) {
      document.open("g", buttonAttributes(button))
      // Invisible, but it makes the whole 44 x 44 pt target clickable in a browser.
      document.empty(
        "rect",
        [("x", n(button.frame.x)), ("y", n(button.frame.y)), ("width", n(button.frame.width)),
          ("height", n(button.frame.height)), ("fill", theme.surface.hex), ("fill-opacity", "0")])
      NavIcon.draw(navButton, at: button.frame.center, theme: theme, in: &document)
      drawBadge(state.navTaps[navButton], on: button, in: &document)
      document.close("g")
    }
  }

  /// A small count at the top right of a nav button, hidden while the count is 0: a capsule
  /// around its text (``NavBadge``). The viewer shows it as the count changes: the group's
  /// `data-frames` holds the capsule's `x`, width and centre for texts of 1, 2 and 3
  /// characters, as this renderer would draw them.
  private func drawBadge(_ count: Int, on button: ButtonLayout, in document: inout SVGDocument) {
    let n = SVGNumber.format
    let size = theme.badge.size
    let frame = NavBadge.frame(on: button, count: count, fontSize: size)
    let frames = (1...NavBadge.maximumCharacterCount).map { characters in
      let frame = NavBadge.frame(on: button, characters: characters, fontSize: size)
      return "\(n(frame.x)) \(n(frame.width)) \(n(frame.midX))"
    }
    document.open(
      "g",
      [("class", "badge"), ("data-name", button.button.rawValue),
        ("data-frames", frames.joined(separator: ";")),
        ("visibility", count > 0 ? "visible" : "hidden"), ("aria-hidden", "true")])
    document.empty(
      "rect",
      [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)),
        ("height", n(frame.height)), ("rx", n(frame.height / 2)), ("fill", theme.accent.hex)])
    document.text(
      "text",
      [("x", n(frame.midX)), ("y", n(frame.midY + 3.5)), ("font-size", n(size)),
        ("font-weight", String(theme.badge.weight.cssValue)),
        ("fill", theme.onAccent.hex), ("text-anchor", "middle")],
      NavBadge.text(count: count) ?? "0")
    document.close("g")
  }
}
