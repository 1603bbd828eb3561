#if canImport(UIKit)
  // import MonsoonScreen
  import UIKit

  /// Plays a tap's haptic with the system's feedback generators, made once and prepared when
  /// a finger comes down, so that the haptic comes with the change and not a moment after.
  @MainActor
  final class TapFeedbackPlayer {
    private let selection = UISelectionFeedbackGenerator()
    private let light = UIImpactFeedbackGenerator(style: .light)
    private let medium = UIImpactFeedbackGenerator(style: .medium)

    /// Wakes the Taptic Engine: call it when a touch begins on a control that may give feedback.
    func prepare() {
      selection.prepare()
      light.prepare()
      medium.prepare()
    }

    /// Plays `feedback`: only for an event the session applied (``ChooserUpdate/feedback``).
    func play(_ feedback: TapFeedback) {
      switch feedback {
      case .selection: selection.selectionChanged()
      case .lightImpact: light.impactOccurred()
      case .mediumImpact: medium.impactOccurred()
      }
    }
  }
#endif
