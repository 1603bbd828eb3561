#if canImport(UIKit)
  import MonsoonScreen
  import UIKit

  /// Plays a tap's haptic with the system's feedback generators.
  @MainActor
  enum TapFeedbackPlayer {
    static func play(_ feedback: TapFeedback) {
      switch feedback {
      case .selection: UISelectionFeedbackGenerator().selectionChanged()
      case .lightImpact: UIImpactFeedbackGenerator(style: .light).impactOccurred()
      case .mediumImpact: UIImpactFeedbackGenerator(style: .medium).impactOccurred()
      }
    }
  }
#endif
