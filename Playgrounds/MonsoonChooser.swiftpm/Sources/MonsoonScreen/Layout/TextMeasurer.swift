/// Measures text as the platform draws it: what the layout fits every title and label by.
///
/// The iOS screen measures with UIKit's own metrics (`MonsoonUIKit`'s `UIKitTextMeasurer`:
/// the system font at the size and weight asked, heavier with Bold Text); the SVG render and
/// the HTML viewer, which draw in whatever font the browser has, keep ``EstimatedTextMeasurer``.
public protocol TextMeasurer: Sendable {
  /// The width of `text` drawn on one line in the system font of `fontSize` points and
  /// `weight`, in points; never negative.
  func width(of text: String, fontSize: Double, weight: FontWeight) -> Double
}

/// The estimate the SVG render and the HTML viewer fit text by: every character
/// `TextBlock.characterWidth` em wide, whatever its weight.
public struct EstimatedTextMeasurer: TextMeasurer {
  /// The estimate.
  public init() {}

  /// `TextBlock.estimatedWidth(of:fontSize:)`: `weight` is not looked at.
  public func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
    TextBlock.estimatedWidth(of: text, fontSize: fontSize)
  }
}
