#if canImport(UIKit)
  import UIKit

  /// The view that holds a screen's content and scrolls it when the screen is too short for the
  /// layout. A finger on one of its controls shows the control pressed at once, as on a screen
  /// that does not scroll: the view does not first wait to see whether the touch is a scroll
  /// (a quick tap would then show no pressed state at all). A touch that moves on still scrolls,
  /// taking the touch back from the control, which then records nothing.
  final class ScreenScrollView: UIScrollView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      delaysContentTouches = false
      canCancelContentTouches = true
    }

    @available(*, unavailable, message: "made in code by the screens")
    required init?(coder: NSCoder) {
      return nil
    }

    /// A drag that starts on a control scrolls too (UIScrollView gives controls the touch for
    /// good unless told otherwise).
    override func touchesShouldCancel(in view: UIView) -> Bool {
      true
    }
  }
#endif
