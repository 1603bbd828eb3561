package import MonsoonEvents
package import MonsoonScreen

/// Draws the screen a session state shows as a standalone SVG, laid out for one device.
///
/// The SVG is machine-checkable: the root carries `data-device`, `data-seq`, `data-screen` and
/// `data-appearance` (`light` or `dark`);
/// each control is a `<g class="control">` with `data-prompt`, `data-selected`, `data-cx`,
/// `data-cy` and `data-r`, holding one `<path class="arc" data-choice="k">` per choice (the
/// selected one `class="arc selected"`); each button is a `<g class="button">` with
/// `data-name`, `data-x`, `data-y`, `data-w` and `data-h`. ChooserMenu text is XML-escaped.
package struct ScreenRenderer: Sendable {
  /// The device the screen is drawn for.
  package let device: Device
  /// The frames everything is drawn at.
  package let layout: ScreenLayout
  /// The menu the layout was made for.
  package let menu: ChooserMenu
  /// Light or Dark Mode.
  package let style: InterfaceStyle
  /// The colours and text styles everything is drawn with: the style's theme.
  package var theme: Theme { style.theme }

  /// Lays out `menu` on `device` for a user's `textSize`, as the iOS screen does
  /// (``ScreenLayout/adaptive(size:insets:menu:textSize:strings:measurer:)``, with the
  /// estimate as its measurer), to be drawn in `style`.
  /// - Throws: ``LayoutError`` when the device is too small for the menu.
  package init(
    device: Device, menu: ChooserMenu, style: InterfaceStyle = .light,
    textSize: TextSize = .large
  ) throws(LayoutError) {
    self.device = device
    self.menu = menu
    self.style = style
    layout =
      textSize == .large
      ? try ScreenLayout(device: device, menu: menu)
      : try ScreenLayout.adaptive(
        size: device.size, insets: device.insets, menu: menu, textSize: textSize)
  }

  /// The SVG of the screen `state` is on.
  ///
  /// `state` should be a state of this renderer's menu; if it is not, nothing traps: controls
  /// beyond the state's selections are drawn on their first choice, and a selection beyond a
  /// control's choices marks no arc.
  package func svg(_ state: SessionState) -> String {
    draw(state, allChoices: false)
  }

  /// The viewer's template of a screen: the screen of the session's first state (or, for
  /// `.detail`, after Go), with every choice's label and each ring's spin highlight, for the
  /// page to show any step by keeping the labels of the step's selections.
  func viewerTemplate(_ screen: Screen) -> String {
    var state = SessionState(menu: menu, seed: 0)
    if screen == .detail { try? SessionReducer.reduce(&state, .go) }
    return draw(state, allChoices: true)
  }

  private func draw(_ state: SessionState, allChoices: Bool) -> String {
    var document = SVGDocument()
    // The layout's size: the device's, or taller when a large text size makes it scroll.
    let width = SVGNumber.format(layout.size.width)
    let height = SVGNumber.format(layout.size.height)
    document.open(
      "svg",
      [("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
        ("viewBox", "0 0 \(width) \(height)"), ("class", "screen"),
        ("data-device", device.name), ("data-seq", String(state.seq)),
        ("data-screen", state.screen.rawValue), ("data-appearance", style.rawValue),
        ("font-family", theme.fontFamily),
        ("role", "img"), ("aria-label", summary(state))])
    document.text("title", [], summary(state))
    document.empty(
      "rect", [("width", width), ("height", height), ("fill", theme.background.hex)])
    drawHomeIndicator(in: &document)
    drawNavBar(state, in: &document)
    drawStatusBar(in: &document)
    switch state.screen {
    case .chooser: drawChooser(state, allChoices: allChoices, in: &document)
    case .detail: drawDetail(state, allChoices: allChoices, in: &document)
    }
    document.close("svg")
    return document.text
  }

  /// The bar at the bottom of iPhones without a home button, inside the bottom inset.
  private func drawHomeIndicator(in document: inout SVGDocument) {
    guard device.insets.bottom >= 13 else { return }
    let n = SVGNumber.format
    let size = layout.size
    let width = (size.width * 0.34).rounded()
    document.empty(
      "rect",
      [("class", "home-indicator"), ("x", n((size.width - width) / 2)),
        ("y", n(size.height - 13)), ("width", n(width)), ("height", "5"), ("rx", "2.5"),
        ("fill", theme.ink.hex)])
  }

  /// A one-sentence description of the screen, for screen readers and the SVG's title.
  func summary(_ state: SessionState) -> String {
    let choices = state.choices.map { "\($0.promptID): \($0.option)" }.joined(separator: ", ")
    let screen = state.screen == .chooser ? "Chooser" : "Detail screen"
    return "\(screen) after event \(state.seq) — \(choices)"
  }

  /// The selected choice of control `index`, or 0 when the state has no such control.
  func selected(_ state: SessionState, _ index: Int) -> Int {
    state.selections.indices.contains(index) ? state.selections[index] : 0
  }

  /// Draws a text block, one `<text>` line per line, centred in its frame; its size is the
  /// block's, its weight the style's.
  func drawText(
    _ block: TextBlock, class name: String, color: ThemeColor, style: TextStyle,
    anchor: String = "middle", in document: inout SVGDocument
  ) {
    let x = anchor == "start" ? block.frame.x : block.frame.midX
    for (line, baseline) in zip(block.lines, block.baselines) {
      document.text(
        "text",
        [("class", name), ("x", SVGNumber.format(x)), ("y", SVGNumber.format(baseline)),
          ("font-size", SVGNumber.format(block.fontSize)),
          ("font-weight", String(style.weight.cssValue)), ("fill", color.hex),
          ("text-anchor", anchor)],
        line)
    }
  }

  /// The `data-` attributes of a button.
  func buttonAttributes(_ button: ButtonLayout) -> [(String, String)] {
    let n = SVGNumber.format
    return [
      ("class", "button"), ("data-name", button.button.rawValue),
      ("data-x", n(button.frame.x)), ("data-y", n(button.frame.y)),
      ("data-w", n(button.frame.width)), ("data-h", n(button.frame.height)),
      ("role", "button"), ("aria-label", ScreenStrings.english[button.button.title]),
    ]
  }
}
