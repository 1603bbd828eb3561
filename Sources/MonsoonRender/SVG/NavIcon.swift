import MonsoonEvents
import MonsoonScreen

/// The navigation bar's icons, drawn with lines and shapes (no image assets), 22 pt across.
enum NavIcon {
  /// Draws the icon of `button` centred on `center`.
  static func draw(
    _ button: NavButton, at center: Point, theme: Theme, in document: inout SVGDocument
  ) {
    let x = center.x
    let y = center.y
    let n = SVGNumber.format
    document.open(
      "g",
      [("class", "icon"), ("fill", "none"), ("stroke", theme.ink.hex), ("stroke-width", "2"),
        ("stroke-linecap", "round"), ("stroke-linejoin", "round"), ("aria-hidden", "true")])
    switch button {
    case .search:
      document.empty("circle", [("cx", n(x - 2)), ("cy", n(y - 2)), ("r", "7")])
      document.empty(
        "line", [("x1", n(x + 3.2)), ("y1", n(y + 3.2)), ("x2", n(x + 9)), ("y2", n(y + 9))])
    case .calendar:
      document.empty(
        "rect",
        [("x", n(x - 9)), ("y", n(y - 7)), ("width", "18"), ("height", "16"), ("rx", "2.5")])
      document.empty(
        "line", [("x1", n(x - 9)), ("y1", n(y - 2)), ("x2", n(x + 9)), ("y2", n(y - 2))])
      for dx in [-4.5, 4.5] {
        document.empty(
          "line", [("x1", n(x + dx)), ("y1", n(y - 10)), ("x2", n(x + dx)), ("y2", n(y - 5))])
      }
      for (dx, dy) in [(-4.5, 2.5), (0.0, 2.5), (4.5, 2.5), (-4.5, 6.0), (0.0, 6.0)] {
        document.empty(
          "circle",
          [("cx", n(x + dx)), ("cy", n(y + dy)), ("r", "0.6"), ("fill", theme.ink.hex)])
      }
    case .compass:
      document.empty("circle", [("cx", n(x)), ("cy", n(y)), ("r", "9.5")])
      let needle = [(5.5, -5.5), (1.8, 1.8), (-5.5, 5.5), (-1.8, -1.8)]
        .map { "\(n(x + $0.0)),\(n(y + $0.1))" }.joined(separator: " ")
      document.empty(
        "polygon", [("points", needle), ("fill", theme.accent.hex), ("stroke-width", "1.5")])
    case .menu:
      for dy in [-6.0, 0.0, 6.0] {
        document.empty(
          "line", [("x1", n(x - 9)), ("y1", n(y + dy)), ("x2", n(x + 9)), ("y2", n(y + dy))])
      }
    }
    document.close("g")
  }
}
