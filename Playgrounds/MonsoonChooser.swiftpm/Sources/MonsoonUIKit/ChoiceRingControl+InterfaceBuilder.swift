#if canImport(UIKit)
  // import MonsoonScreen
  import UIKit

  // The ring on a storyboard's canvas: a sample prompt until one is set in the Attributes
  // inspector.
  extension ChoiceRingControl {
    // UIKit declares this method without main-actor isolation (NSObject's UINibLoading
    // category), so Swift 6 makes the override nonisolated; Interface Builder calls it on the
    // main thread.
    public override nonisolated func prepareForInterfaceBuilder() {
      MainActor.assumeIsolated {
        super.prepareForInterfaceBuilder()
        if promptTitle.isEmpty { promptTitle = OptionList.sample.id }
        if options.isEmpty { options = OptionList.sample.options }
      }
    }
  }
#endif
