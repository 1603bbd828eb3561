/// The haptic a tap gives: UIKit plays it with `UISelectionFeedbackGenerator` or
/// `UIImpactFeedbackGenerator`.
package enum TapFeedback: String, Hashable, Sendable {
  /// A light tick: the selection moved (a ring, a navigation button).
  case selection
  /// A light knock: a screen changes (Go, Back).
  case lightImpact
  /// A firmer knock: everything changes at once (Randomize).
  case mediumImpact
}
