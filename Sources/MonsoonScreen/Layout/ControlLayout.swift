/// Where one circular control and its labels sit.
public struct ControlLayout: Hashable, Sendable {
  /// The smallest diameter a control may have, in points.
  package static let minimumDiameter = 88.0

  /// The index of the control's prompt in the menu.
  package let index: Int
  /// The centre of the ring.
  package let center: Point
  /// The ring's outer radius.
  package let radius: Double
  /// The thickness of the ring.
  package let ringWidth: Double
  /// One arc per choice, first at 9 o'clock, then clockwise.
  package let arcs: [ArcSegment]
  /// The prompt's title under the ring.
  package let title: TextBlock
  /// The label under the title for each choice, in choice order; the screen shows the one of
  /// the selected choice.
  package let choiceLabels: [TextBlock]

  /// Creates a control layout.
  package init(
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
  package var diameter: Double { radius * 2 }

  /// The tap target: the square around the ring.
  package var frame: Rect {
    Rect(center: center, size: Size(width: diameter, height: diameter))
  }
}
