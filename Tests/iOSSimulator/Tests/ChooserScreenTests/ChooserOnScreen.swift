#if canImport(UIKit)
  import MonsoonEvents
  import MonsoonScreen
  import MonsoonUIKit
  import UIKit

  /// A chooser recording in memory, shown in a window of its own as an app shows it, used the
  /// way a person uses it: each control gets the actions UIKit sends it for a tap, or for a
  /// VoiceOver swipe.
  @MainActor
  final class ChooserOnScreen {
    /// The screen under test.
    let chooser: ChooserViewController
    private let window: UIWindow

    /// A chooser with the standard menu and `seed` (or `chooser`, made by the test), in a
    /// window of `size` (an iPhone 16's 393x852 pt unless said otherwise), at the root of a
    /// navigation controller or on its own; laid out right to left, as for Arabic, when
    /// `rightToLeft` (whatever the test's language). `session`, when given, replaces the one
    /// recording in memory with `seed`.
    init(
      seed: UInt64 = 0x5eed, session: ChooserSession? = nil, chooser made: ChooserViewController? = nil,
      size: CGSize = CGSize(width: 393, height: 852),
      inNavigationController: Bool = false, rightToLeft: Bool = false
    ) {
      chooser =
        made ?? session.map { ChooserViewController(session: $0) }
        ?? ChooserViewController(seed: seed)
      if rightToLeft { chooser.view.semanticContentAttribute = .forceRightToLeft }
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      window.rootViewController =
        inNavigationController ? UINavigationController(rootViewController: chooser) : chooser
      window.makeKeyAndVisible()
      chooser.view.layoutIfNeeded()
    }

    /// A log played back in a window of `size`: the playback's own chooser, in its own
    /// navigation controller.
    init(playback: ChooserPlaybackViewController, size: CGSize = CGSize(width: 393, height: 852)) {
      chooser = playback.chooser
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      window.rootViewController = playback
      window.makeKeyAndVisible()
      playback.view.layoutIfNeeded()
    }

    /// `chooser`, already on the app's own `navigation` controller, in a window of `size`.
    init(
      chooser: ChooserViewController, hostedBy navigation: UINavigationController,
      size: CGSize = CGSize(width: 393, height: 852)
    ) {
      self.chooser = chooser
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      chooser.view.layoutIfNeeded()
    }

    /// Takes the screen out of its window, as an app does when the screen goes away.
    func close() {
      window.rootViewController = nil
      window.isHidden = true
    }

    /// The rings, in prompt order.
    var rings: [ChoiceRingControl] {
      Self.views(in: chooser.view).compactMap { $0 as? ChoiceRingControl }
        .sorted { $0.tag < $1.tag }
    }

    /// The view that holds the chooser's content and scrolls when the screen is too short.
    var contentScrollView: UIScrollView? {
      Self.views(in: chooser.view).compactMap { $0 as? UIScrollView }.first
    }

    /// The detail screen, while it is shown: pushed, or presented.
    var detail: ChoicesViewController? {
      chooser.navigationController?.topViewController as? ChoicesViewController
        ?? chooser.presentedViewController as? ChoicesViewController
    }

    /// The button VoiceOver reads as `label` in `controller`'s view.
    func button(_ label: String, in controller: UIViewController) -> UIButton? {
      Self.views(in: controller.view).compactMap { $0 as? UIButton }
        .first { $0.accessibilityLabel == label }
    }

    /// Taps `control`: a touch that ends inside it.
    func tap(_ control: UIControl) {
      control.sendActions(for: .touchUpInside)
    }

    /// The texts of the labels `controller` shows now, after a layout.
    func shownTexts(in controller: UIViewController) -> [String] {
      controller.view.layoutIfNeeded()
      return Self.views(in: controller.view).compactMap { ($0 as? UILabel)?.text }
    }

    /// The layers under `layer` (itself included) that run an animation now.
    static func animatedLayers(under layer: CALayer) -> [CALayer] {
      let own = layer.animationKeys()?.isEmpty == false ? [layer] : []
      return own + (layer.sublayers ?? []).flatMap { animatedLayers(under: $0) }
    }

    /// `view` and every view below it, depth first.
    private static func views(in view: UIView) -> [UIView] {
      [view] + view.subviews.flatMap { views(in: $0) }
    }

    /// The event lines of the session's log, its header left out.
    func loggedEvents() throws -> [String] {
      guard case .bytes(let bytes) = try chooser.session.exportedLog() else { return [] }
      let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      return lines.dropFirst().map(String.init)
    }

    /// Returns when the transition in progress (Go's or Back's), if any, has ended.
    func transitionEnds() async {
      let host: UIViewController = chooser.navigationController ?? chooser
      guard let coordinator = host.transitionCoordinator else { return }
      await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
        let queued = coordinator.animate(alongsideTransition: nil) { _ in ended.resume() }
        if !queued { ended.resume() }
      }
    }
  }
#endif
