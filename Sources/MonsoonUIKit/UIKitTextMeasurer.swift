#if canImport(UIKit)
  public import MonsoonScreen
  public import UIKit

  /// Measures text with UIKit's own metrics, as a `UILabel` draws it on this device: the
  /// system font at the size and weight asked, one step heavier when the user turned on Bold
  /// Text (the font ``TextStyle``'s `systemFont(fitting:_:)` gives the labels).
  ///
  /// The chooser, its detail screen and its rings lay out with it, so that no title is
  /// clipped or truncated where the SVG render's estimate would have let it be.
  public struct UIKitTextMeasurer: TextMeasurer {
    /// Whether Bold Text is on: every weight is measured one step heavier.
    public let boldText: Bool

    /// The measurer for views with `traits`: Bold Text when their `legibilityWeight` is bold.
    public init(_ traits: UITraitCollection) {
      boldText = traits.legibilityWeight == .bold
    }

    /// The width `NSString.size(withAttributes:)` gives `text` in the system font, rounded up
    /// to the point as `UILabel` sizes itself.
    public func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
      let font = UIFont.systemFont(
        ofSize: CGFloat(fontSize), weight: UIFont.Weight(boldText ? weight.withBoldText : weight))
      let size = (text as NSString).size(withAttributes: [.font: font])
      return Double(size.width.rounded(.up))
    }
  }
#endif
