#if canImport(UIKit)
  import MonsoonEvents
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

    /// A chooser with the standard menu and `seed`, on an iPhone 16's 393x852 pt window.
    init(seed: UInt64 = 0x5eed) {
      chooser = ChooserViewController(seed: seed)
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = chooser
      window.makeKeyAndVisible()
      chooser.view.layoutIfNeeded()
    }

    /// The rings, in prompt order.
    var rings: [ChoiceRingControl] {
      chooser.view.subviews.compactMap { $0 as? ChoiceRingControl }.sorted { $0.tag < $1.tag }
    }

    /// The detail screen, while it is shown.
    var detail: ChoicesViewController? {
      chooser.presentedViewController as? ChoicesViewController
    }

    /// The button VoiceOver reads as `label` in `controller`'s view.
    func button(_ label: String, in controller: UIViewController) -> UIButton? {
      controller.view.subviews.compactMap { $0 as? UIButton }
        .first { $0.accessibilityLabel == label }
    }

    /// Taps `control`: a touch that ends inside it.
    func tap(_ control: UIControl) {
      control.sendActions(for: .touchUpInside)
    }

    /// The texts of the labels `controller` shows now, after a layout.
    func shownTexts(in controller: UIViewController) -> [String] {
      controller.view.layoutIfNeeded()
      return controller.view.subviews.compactMap { ($0 as? UILabel)?.text }
    }

    /// The event lines of the session's log, its header left out.
    func loggedEvents() throws -> [String] {
      guard case .bytes(let bytes) = try chooser.session.exportedLog() else { return [] }
      let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      return lines.dropFirst().map(String.init)
    }

    /// Returns when the transition in progress (Go's or Back's), if any, has ended.
    func transitionEnds() async {
      guard let coordinator = chooser.transitionCoordinator else { return }
      await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
        let queued = coordinator.animate(alongsideTransition: nil) { _ in ended.resume() }
        if !queued { ended.resume() }
      }
    }
  }
#endif
