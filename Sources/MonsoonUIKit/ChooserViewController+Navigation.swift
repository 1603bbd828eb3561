#if canImport(UIKit)
  import MonsoonEvents
  import MonsoonScreen
  public import UIKit

  // How the chooser brings in the detail screen and takes it away. In a navigation controller
  // whose delegate it may be (the app set none, and `becomesNavigationDelegate`), Go pushes the detail screen with the screen's
  // own transition and Back pops it, also when dragged from the detail screen's leading edge.
  // Anywhere else (presented by an app with no navigation controller, or one whose navigation
  // delegate is the app's), Go presents the detail screen over the chooser with the same
  // transition and Back dismisses it. Either way every move is recorded: a pop the chooser did
  // not start (the drag) is recorded as Back once it is done, and a cancelled drag records
  // nothing.
  extension ChooserViewController: UINavigationControllerDelegate,
    UIViewControllerTransitioningDelegate
  {
    /// Which way the user's language reads on this screen.
    var readingDirection: ReadingDirection {
      ReadingDirection(view.effectiveUserInterfaceLayoutDirection)
    }

    /// Whether the detail screen is pushed or presented now.
    var isShowingDetail: Bool {
      presentedViewController is ChoicesViewController
        || navigationController?.viewControllers.contains { $0 is ChoicesViewController } == true
    }

    /// The navigation controller to push the detail screen on, with this chooser as its
    /// delegate (taken when the app set none, noted in ``hostChanges``); `nil` when the detail
    /// screen is to be presented instead.
    private var pushingNavigation: UINavigationController? {
      guard let navigation = navigationController else { return nil }
      let delegate: HostChanges.NavigationDelegate =
        navigation.delegate == nil ? .none : navigation.delegate === self ? .chooser : .app
      guard hostChanges.pushesDetail(delegate: delegate, mayTakeDelegate: becomesNavigationDelegate)
      else { return nil }
      navigation.delegate = self
      hostNavigation = navigation
      return navigation
    }

    /// Turns the navigation controller's pop gesture off while the pushed detail screen is on
    /// top: the chooser's own drag replaces UIKit's, which would pop without recording Back.
    /// Its state before is noted, to put back (``restoreHost(_:)``).
    private func turnOffPopGesture() {
      guard let gesture = hostNavigation?.interactivePopGestureRecognizer else { return }
      hostChanges.turnedOffPopGesture(wasEnabled: gesture.isEnabled)
      gesture.isEnabled = false
    }

    /// Brings in the detail screen listing `state`'s choices, along `transition`.
    func showDetail(_ state: SessionState, _ transition: ScreenTransition, animated: Bool) {
      let detail = ChoicesViewController(state: state)
      detail.onBack = { [weak self] in self?.perform(.back) }
      detail.onEscape = { [weak self] in
        guard let self,
          let action = ScreenHeading.escapeAction(
            on: .detail, playingBack: playbackState != nil)
        else { return false }
        perform(action)
        return true
      }
      detail.onAppearance = { [weak self, weak detail] appears in
        guard let self, let detail else { return }
        // Shown again after a tab switch: the gesture goes off again; hidden: it comes back.
        if appears {
          if detail.navigationController === hostNavigation { turnOffPopGesture() }
        } else {
          restoreHost(after: detail)
        }
      }
      pendingTransition = transition
      if let navigation = pushingNavigation {
        turnOffPopGesture()
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgeDragged))
        edge.edges = readingDirection == .leftToRight ? .left : .right
        detail.view.addGestureRecognizer(edge)
        navigation.pushViewController(detail, animated: animated)
      } else {
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: animated)
      }
    }

    /// Takes the detail screen away along `transition`; Back was recorded.
    func showChooser(_ transition: ScreenTransition) {
      pendingTransition = transition
      if let navigation = navigationController, navigation.topViewController !== self,
        navigation.viewControllers.contains(self)
      {
        navigation.popToViewController(self, animated: true)
      } else {
        presentedViewController?.dismiss(animated: true)
      }
    }

    /// Back following a finger dragged from the detail screen's leading edge; refused while a
    /// log plays back.
    @objc private func edgeDragged(_ drag: UIScreenEdgePanGestureRecognizer) {
      guard playbackState == nil else {
        if drag.state == .began { onRefusedAction?() }
        return
      }
      guard let navigation = navigationController, let view = drag.view else { return }
      let direction = readingDirection
      let progress = InteractiveBack.progress(
        translation: Double(drag.translation(in: view).x), width: Double(view.bounds.width),
        direction: direction)
      switch drag.state {
      case .began:
        interactiveBack = UIPercentDrivenInteractiveTransition()
        pendingTransition = .preferred(
          toDetail: false, reduceMotion: UIAccessibility.isReduceMotionEnabled,
          direction: direction)
        navigation.popViewController(animated: true)
      case .changed:
        interactiveBack?.update(CGFloat(progress))
      case .ended:
        let velocity = Double(drag.velocity(in: view).x)
        if InteractiveBack.finishes(progress: progress, velocity: velocity, direction: direction) {
          interactiveBack?.finish()
        } else {
          interactiveBack?.cancel()
        }
        interactiveBack = nil
      case .cancelled, .failed:
        interactiveBack?.cancel()
        interactiveBack = nil
      default:
        break
      }
    }

    // MARK: UINavigationControllerDelegate

    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let pushesDetail = operation == .push && fromVC === self && toVC is ChoicesViewController
      let popsDetail = operation == .pop && fromVC is ChoicesViewController && toVC === self
      return pushesDetail || popsDetail ? ScreenTransitionAnimator(pendingTransition) : nil
    }

    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      interactiveBack
    }

    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      guard viewController === self else {
        // A pop to root past the chooser, shown under the detail screen.
        if !navigationController.viewControllers.contains(self) { restoreHost(.poppedToRoot) }
        return
      }
      restoreHost(.detailPopped)
      // A playback takes the detail screen away itself; nothing is recorded.
      guard playbackState == nil else { return }
      // The drag popped the detail screen without recording Back: record it now. Should the
      // session refuse it, the detail screen comes back, as the log has it.
      if session.state.screen == .detail {
        perform(.back)
        showRecordedScreen()
      }
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      ScreenTransitionAnimator(pendingTransition)
    }

    public func animationController(
      forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      ScreenTransitionAnimator(pendingTransition)
    }
  }
#endif
