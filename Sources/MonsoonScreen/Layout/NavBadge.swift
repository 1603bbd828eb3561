/// The small count on a navigation button: how often it was tapped in the session.
public enum NavBadge {
  /// The badge's text, `nil` (no badge) before the first tap, `99+` past 99.
  public static func text(count: Int) -> String? {
    count > 0 ? (count > 99 ? "99+" : String(count)) : nil
  }

  /// The badge's circle on the screen: 15 pt across, its centre 8 pt in from the button's
  /// top right corner.
  public static func frame(on button: ButtonLayout) -> Rect {
    let local = frame(inButtonOfSize: button.frame.size)
    return Rect(
      x: button.frame.x + local.x, y: button.frame.y + local.y, width: local.width,
      height: local.height)
  }

  /// The badge's circle in the button's own coordinates.
  public static func frame(inButtonOfSize size: Size) -> Rect {
    Rect(center: Point(x: size.width - 8, y: 8), size: Size(width: 15, height: 15))
  }
}
