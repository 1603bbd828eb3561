#if canImport(UIKit)
  public import MonsoonEvents
  public import UIKit

  /// What a ``ChooserViewController`` tells the app: changed choices, taps on the navigation
  /// bar (the app decides where they lead), and actions it could not record.
  @MainActor
  public protocol ChooserViewControllerDelegate: AnyObject {
    /// The user's choices changed (a ring, Randomize): `choices` are the new ones.
    func chooserViewController(
      _ controller: ChooserViewController, didChangeChoices choices: [Choice])

    /// A navigation bar button was tapped; the tap is already in the log.
    func chooserViewController(_ controller: ChooserViewController, didTap button: NavButton)

    /// A navigation bar button was tapped; the tap is already in the log. `source` is the
    /// button's view: what a popover the tap opens points from (on an iPad, a share sheet's
    /// `popoverPresentationController.sourceView`, as
    /// ``ChooserViewController/makeLogShareSheet(from:)`` sets it). The chooser calls this
    /// one; by default it calls ``chooserViewController(_:didTap:)``.
    func chooserViewController(
      _ controller: ChooserViewController, didTap button: NavButton, from source: UIView)

    /// An action could not be recorded (the log could not be written, or its file could not
    /// be opened); the screen shows the last recorded state.
    func chooserViewController(_ controller: ChooserViewController, didFail error: any Error)
  }

  extension ChooserViewControllerDelegate {
    /// Does nothing.
    public func chooserViewController(
      _ controller: ChooserViewController, didChangeChoices choices: [Choice]
    ) {}

    /// Does nothing.
    public func chooserViewController(
      _ controller: ChooserViewController, didTap button: NavButton
    ) {}

    /// Calls ``chooserViewController(_:didTap:)``, for a delegate that needs no source.
    public func chooserViewController(
      _ controller: ChooserViewController, didTap button: NavButton, from source: UIView
    ) {
      chooserViewController(controller, didTap: button)
    }

    /// Does nothing.
    public func chooserViewController(
      _ controller: ChooserViewController, didFail error: any Error
    ) {}
  }
#endif
