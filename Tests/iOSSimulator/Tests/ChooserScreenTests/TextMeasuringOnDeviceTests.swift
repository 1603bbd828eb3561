#if canImport(UIKit)
  import MonsoonEvents
  import MonsoonScreen
  import MonsoonUIKit
  import Testing
  import UIKit

  /// What only UIKit's own text metrics show: run by the Apple workflow on a simulator.
  @MainActor
  @Suite("Text measured with UIKit's metrics, on a simulator")
  struct TextMeasuringOnDeviceTests {
    static let regular = UITraitCollection(legibilityWeight: .regular)
    static let bold = UITraitCollection(legibilityWeight: .bold)

    @Test("UIKit's measurer agrees with a UILabel's own size, and Bold Text measures wider")
    func agreesWithLabel() {
      for text in ["WWWW MMMM", "とんこつ醤油ラーメン", "🍣🍜🍱 🌶️", "Randomize"] {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.text = text
        let natural = label.sizeThatFits(
          CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)
        ).width
        let measured = UIKitTextMeasurer(Self.regular).width(
          of: text, fontSize: 17, weight: .semibold)
        #expect(abs(measured - Double(natural)) <= 1, "\(text)")
        #expect(
          UIKitTextMeasurer(Self.bold).width(of: text, fontSize: 17, weight: .regular)
            >= UIKitTextMeasurer(Self.regular).width(of: text, fontSize: 17, weight: .regular))
      }
    }

    @Test(
      "with Bold Text at accessibility5, every text of the chooser fits as UIKit measures it",
      arguments: ["4s", "se", "15", "16promax"])
    func layoutFits(name: String) throws {
      let device = try Device.named(name)
      let layout = try ScreenLayout.adaptive(
        size: device.size, insets: device.insets, menu: .standard,
        textSize: .accessibilityExtraExtraExtraLarge,
        measurer: UIKitTextMeasurer(Self.bold))
      let blocks =
        layout.controls.flatMap { [$0.title] + $0.choiceLabels }
        + [layout.randomize.label, layout.go.label, layout.detail.heading].compactMap { $0 }
        + layout.detail.rows.flatMap { [$0.title] + $0.optionLabels }
      for block in blocks {
        #expect(block.fits && !block.lines.joined().contains("…"), "\(block.lines)")
      }
    }
  }

  /// The delegate's view of a tap on a navigation button: which button, from which view.
  @MainActor
  final class TapSourceDelegate: ChooserViewControllerDelegate {
    var taps: [(NavButton, UIView)] = []

    func chooserViewController(
      _ controller: ChooserViewController, didTap button: NavButton, from source: UIView
    ) {
      taps.append((button, source))
    }
  }

  @MainActor
  @Suite("The iPad: the chooser's column and the popover's source, on a simulator")
  struct WideScreenOnDeviceTests {
    @Test("Menu hands its own button to the delegate, for a popover to point from")
    func menuIsThePopoverSource() throws {
      let screen = ChooserOnScreen(size: CGSize(width: 1024, height: 1366))
      let delegate = TapSourceDelegate()
      screen.chooser.delegate = delegate
      let menu = try #require(screen.button("Menu", in: screen.chooser))
      screen.tap(menu)
      #expect(delegate.taps.count == 1)
      #expect(delegate.taps.first?.0 == .menu && delegate.taps.first?.1 === menu)
      // Randomize keeps to the 672 pt column (490 pt wide before, half the iPad).
      let randomize = try #require(screen.button("Randomize", in: screen.chooser))
      #expect(randomize.frame.width < 336)
    }
  }
#endif
