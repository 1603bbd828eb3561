/// How heavy a font is drawn.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
  /// Body text.
  case regular
  /// Titles and button labels.
  case semibold
  /// Headings and badges.
  case bold

  /// This weight when the user turned on Bold Text (UIKit's `legibilityWeight` is `.bold`):
  /// one step heavier, as the system's own text gets; bold stays bold.
  package var withBoldText: FontWeight {
    switch self {
    case .regular: .semibold
    case .semibold, .bold: .bold
    }
  }
}

/// One kind of text on the screens: the size it is laid out at by default (the layout may
/// scale it with Dynamic Type and shrink it to fit) and its weight.
package struct TextStyle: Hashable, Sendable {
  /// The preferred size in points at the default text size (``TextSize/large``).
  package let size: Double
  /// The weight.
  package let weight: FontWeight

  /// Creates a text style.
  package init(size: Double, weight: FontWeight) {
    self.size = size
    self.weight = weight
  }
}
