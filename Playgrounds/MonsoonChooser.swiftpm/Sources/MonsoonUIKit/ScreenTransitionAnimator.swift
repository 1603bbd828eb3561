#if canImport(UIKit)
  // import MonsoonScreen
  import UIKit

  /// Plays a ``ScreenTransition`` between two view controllers, pushed or popped on a
  /// navigation controller or presented: each screen is moved by its placement's offset times
  /// the container's width and faded to its opacity, along the transition's curve. The same
  /// animator serves an interactive Back (``InteractiveBack``): a percent-driven interaction
  /// scrubs it, then finishes or cancels it.
  @MainActor
  final class ScreenTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let transition: ScreenTransition
    /// The animator of the transition under way, made once per transition (UIKit may ask for
    /// it more than once).
    private var running: (any UIViewImplicitlyAnimating)?

    init(_ transition: ScreenTransition) {
      self.transition = transition
    }

    func transitionDuration(
      using context: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      transition.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(
      using context: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
      if let running { return running }
      let animator = makeAnimator(context)
      running = animator
      return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
      running = nil
    }

    private func makeAnimator(
      _ context: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
      let curve = transition.curve
      let animator = UIViewPropertyAnimator(
        duration: transition.duration,
        controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
        controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
      guard let fromController = context.viewController(forKey: .from),
        let toController = context.viewController(forKey: .to),
        let fromView = context.view(forKey: .from) ?? fromController.view,
        let toView = context.view(forKey: .to) ?? toController.view
      else {
        animator.addCompletion { _ in context.completeTransition(false) }
        return animator
      }
      let container = context.containerView
      toView.frame = context.finalFrame(for: toController)
      if transition.incomingOnTop {
        container.addSubview(toView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
      }
      let width = container.bounds.width
      func place(_ view: UIView, at placement: ScreenPlacement) {
        view.transform = CGAffineTransform(translationX: placement.offset * width, y: 0)
        view.alpha = placement.opacity
      }
      place(toView, at: transition.incoming.from)
      place(fromView, at: transition.outgoing.from)
      animator.addAnimations { [transition] in
        place(toView, at: transition.incoming.to)
        place(fromView, at: transition.outgoing.to)
      }
      animator.addCompletion { _ in
        place(toView, at: .rest)
        place(fromView, at: .rest)
        context.completeTransition(!context.transitionWasCancelled)
      }
      return animator
    }
  }
#endif
