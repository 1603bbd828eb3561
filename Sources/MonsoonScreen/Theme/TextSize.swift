/// The user's preferred reading size (Dynamic Type), one case per content size category, in
/// order from smallest to largest.
public enum TextSize: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// `UIContentSizeCategory.extraSmall`.
  case extraSmall
  /// `.small`.
  case small
  /// `.medium`.
  case medium
  /// `.large`: the default, at which every `TextStyle` has its own size.
  case large
  /// `.extraLarge`.
  case extraLarge
  /// `.extraExtraLarge`.
  case extraExtraLarge
  /// `.extraExtraExtraLarge`: the largest size outside the accessibility sizes.
  case extraExtraExtraLarge
  /// `.accessibilityMedium`.
  case accessibilityMedium
  /// `.accessibilityLarge`.
  case accessibilityLarge
  /// `.accessibilityExtraLarge`.
  case accessibilityExtraLarge
  /// `.accessibilityExtraExtraLarge`.
  case accessibilityExtraExtraLarge
  /// `.accessibilityExtraExtraExtraLarge`.
  case accessibilityExtraExtraExtraLarge

  /// How much text grows at this size compared with ``large``: the ratio of the body text
  /// sizes Apple's Human Interface Guidelines give (14 to 53 pt against 17 pt).
  package var scale: Double {
    let bodySize: Double =
      switch self {
      case .extraSmall: 14
      case .small: 15
      case .medium: 16
      case .large: 17
      case .extraLarge: 19
      case .extraExtraLarge: 21
      case .extraExtraExtraLarge: 23
      case .accessibilityMedium: 28
      case .accessibilityLarge: 33
      case .accessibilityExtraLarge: 40
      case .accessibilityExtraExtraLarge: 47
      case .accessibilityExtraExtraExtraLarge: 53
      }
    return bodySize / 17
  }

  /// Whether this is one of the five accessibility sizes (``accessibilityMedium`` and up), at
  /// which text never shrinks to a size below them: the screen scrolls instead.
  package var isAccessibilitySize: Bool { self >= .accessibilityMedium }

  /// The short name of the size, as SwiftUI's `DynamicTypeSize` spells it: `xSmall`, `small`,
  /// `medium`, `large`, `xLarge`, `xxLarge`, `xxxLarge`, `accessibility1` to `accessibility5`
  /// (what `monsoon-replay render --text-size` takes).
  package var name: String {
    switch self {
    case .extraSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "accessibility1"
    case .accessibilityLarge: "accessibility2"
    case .accessibilityExtraLarge: "accessibility3"
    case .accessibilityExtraExtraLarge: "accessibility4"
    case .accessibilityExtraExtraExtraLarge: "accessibility5"
    }
  }

  /// Orders sizes from smallest to largest.
  public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
