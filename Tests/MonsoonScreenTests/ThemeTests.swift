import Foundation
import MonsoonEvents
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("Theme and the tap state of every button")
struct ThemeTests {
  /// The WCAG contrast ratio of two colours, 1 to 21.
  static func contrast(_ a: ThemeColor, _ b: ThemeColor) -> Double {
    func luminance(_ color: ThemeColor) -> Double {
      func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(color.redComponent) + 0.7152 * linear(color.greenComponent)
        + 0.0722 * linear(color.blueComponent)
    }
    let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)
  }

  @Test("colours are written as CSS and SVG write them, and read back as UIKit takes them")
  func colourForms() {
    #expect(ThemeColor(rgb: 0xe8590c).hex == "#e8590c")
    #expect(ThemeColor(red: 1, green: 2, blue: 255).hex == "#0102ff")
    let accent = Theme.standard.accent
    #expect(accent.redComponent == 232.0 / 255 && accent.blueComponent == 12.0 / 255)
  }

  @Test("the render draws with the theme: accent on the selected arc, ink on titles")
  func renderUsesTheTheme() throws {
    let renderer = try ScreenRenderer(device: .standard, menu: .standard)
    let state = SessionState(seed: 1)
    let svg = try SVGInspector(renderer.svg(state))
    let theme = Theme.standard
    #expect(svg.elements(withClass: "arc selected").allSatisfy {
      $0.attributes["fill"] == theme.accent.hex
    })
    #expect(svg.elements(withClass: "title").allSatisfy {
      $0.attributes["fill"] == theme.ink.hex
        && $0.attributes["font-weight"] == String(theme.controlTitle.weight.cssValue)
    })
  }

  @Test("the four navigation buttons share one pressed state and one tap feedback")
  func navButtonsAlike() {
    let styles = NavButton.allCases.map { ButtonStyle.of(ScreenButton($0)) }
    #expect(Set(styles).count == 1)
    #expect(styles[0].feedback == .selection)
  }

  @Test("every button looks different while held down, and stays readable",
    arguments: ScreenButton.allCases)
  func pressedStates(button: ScreenButton) {
    let theme = Theme.standard
    let style = ButtonStyle.of(button)
    #expect(style.highlighted != style.normal)
    #expect(style.pressedScale > 0.85 && style.pressedScale <= 1)
    for look in [style.normal, style.highlighted] {
      let behind = look.fill ?? theme.surface
      // Titles are large text (17 pt semibold) and icons are graphics: WCAG asks 3:1 of both.
      #expect(Self.contrast(look.content, behind) >= 3, "\(button): \(look)")
    }
  }

  @Test("body text on the background reads at 4.5:1 or more (WCAG AA)")
  func textContrast() {
    let theme = Theme.standard
    for (text, ground) in [
      (theme.ink, theme.background), (theme.secondaryInk, theme.background),
      (theme.ink, theme.surface), (theme.secondaryInk, theme.surface),
    ] {
      #expect(Self.contrast(text, ground) >= 4.5, "\(text.hex) on \(ground.hex)")
    }
  }
}
