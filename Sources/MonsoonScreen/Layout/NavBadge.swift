/// The small count on a navigation button: how often it was tapped in the session.
package enum NavBadge {
  /// The badge's height, and its width around one digit: a circle.
  package static let height = 15.0
  /// The room on each side of a text too wide for the circle.
  static let padding = 3.0
  /// The badge's text, `nil` (no badge) before the first tap, `99+` past 99.
  package static func text(count: Int) -> String? {
    count > 0 ? (count > 99 ? "99+" : String(count)) : nil
  }

  /// The badge for `count` on the screen (see
  /// ``frame(inButtonOfSize:count:fontSize:direction:)``).
  package static func frame(
    on button: ButtonLayout, count: Int, fontSize: Double,
    direction: ReadingDirection = .leftToRight
  ) -> Rect {
    frame(on: button, characters: characterCount(count), fontSize: fontSize, direction: direction)
  }

  /// The badge for `count` in the button's own coordinates: a capsule 15 pt high around its
  /// text in a font of `fontSize` (a circle for one digit), its centre 8 pt below the
  /// button's top and its trailing end 0.5 pt in from the button's trailing edge, so that it
  /// grows into the button as the count gets longer: at the top right, growing leftwards, read
  /// left to right; mirrored, at the top left growing rightwards, read right to left.
  package static func frame(
    inButtonOfSize size: Size, count: Int, fontSize: Double,
    direction: ReadingDirection = .leftToRight
  ) -> Rect {
    frame(
      inButtonOfSize: size, characters: characterCount(count), fontSize: fontSize,
      direction: direction)
  }

  /// The badge around a text of `characters` characters, on the screen: what the viewer's
  /// script picks from as a count changes.
  package static func frame(
    on button: ButtonLayout, characters: Int, fontSize: Double,
    direction: ReadingDirection = .leftToRight
  ) -> Rect {
    let local = frame(
      inButtonOfSize: button.frame.size, characters: characters, fontSize: fontSize,
      direction: direction)
    return Rect(
      x: button.frame.x + local.x, y: button.frame.y + local.y, width: local.width,
      height: local.height)
  }

  private static func frame(
    inButtonOfSize size: Size, characters: Int, fontSize: Double, direction: ReadingDirection
  ) -> Rect {
    let text = TextBlock.estimatedWidth(
      of: String(repeating: "0", count: characters), fontSize: fontSize)
    let width = max(height, text + 2 * padding)
    let right = size.width - 8 + height / 2
    let frame = Rect(x: right - width, y: 8 - height / 2, width: width, height: height)
    return direction == .rightToLeft ? frame.mirrored(in: size.width) : frame
  }

  /// How many characters the badge shows for `count` (one for a hidden badge).
  private static func characterCount(_ count: Int) -> Int {
    text(count: count)?.count ?? 1
  }
}
