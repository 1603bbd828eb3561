/// Where one circular control and its labels sit.
public struct ControlLayout: Hashable, Sendable {
  /// The smallest diameter a control may have, in points.
  public static let minimumDiameter = 88.0

  /// The index of the control's prompt in the menu.
  public let index: Int
  /// The centre of the ring.
  public let center: Point
  /// The ring's outer radius.
  public let radius: Double
  /// The thickness of the ring.
  public let ringWidth: Double
  /// One arc per choice, first at 9 o'clock, then clockwise.
  public let arcs: [ArcSegment]
  /// The prompt's title under the ring.
  public let title: TextBlock
  /// The label under the title for each choice, in choice order; the screen shows the one of
  /// the selected choice.
  public let choiceLabels: [TextBlock]

  /// Creates a control layout.
  public init(
    index: Int, center: Point, radius: Double, ringWidth: Double, arcs: [ArcSegment],
    title: TextBlock, choiceLabels: [TextBlock]
  ) {
    self.index = index
    self.center = center
    self.radius = radius
    self.ringWidth = ringWidth
    self.arcs = arcs
    self.title = title
    self.choiceLabels = choiceLabels
  }

  /// The ring's diameter.
  public var diameter: Double { radius * 2 }

  /// The tap target: the square around the ring.
  public var frame: Rect {
    Rect(center: center, size: Size(width: diameter, height: diameter))
  }
}
