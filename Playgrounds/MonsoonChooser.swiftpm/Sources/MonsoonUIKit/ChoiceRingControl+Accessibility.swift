#if canImport(UIKit)
  // import MonsoonScreen
  import UIKit

  // The ring as VoiceOver meets it: one adjustable element that reads the prompt and the
  // choice, and moves to the next or previous option on a swipe up or down.
  extension ChoiceRingControl {
    func setUpAccessibility() {
      isAccessibilityElement = true
      accessibilityTraits.insert(.adjustable)
    }

    /// Gives VoiceOver the prompt and the choice shown now.
    func showAccessibilityChange() {
      accessibilityLabel = promptTitle
      accessibilityValue = options.indices.contains(selectedIndex) ? options[selectedIndex] : nil
    }

    // UIKit declares these two without main-actor isolation in SDKs before Xcode 16's and with
    // it since; a nonisolated override is right under both. VoiceOver calls them on the main
    // thread.

    public override nonisolated func accessibilityIncrement() {
      MainActor.assumeIsolated { moveSelection(to: .next) }
    }

    public override nonisolated func accessibilityDecrement() {
      MainActor.assumeIsolated { moveSelection(to: .previous) }
    }
  }
#endif
