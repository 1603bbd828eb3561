import Foundation
import MonsoonEvents
import MonsoonRender
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
    let selectedArcs = svg.elements(withClass: "arc").filter { $0.classes.contains("selected") }
    #expect(selectedArcs.count == 6)
    #expect(selectedArcs.allSatisfy { $0.attributes["fill"] == theme.accent.hex })
    #expect(svg.elements(withClass: "title").allSatisfy {
      $0.attributes["fill"] == theme.ink.hex
        && $0.attributes["font-weight"] == String(theme.controlTitle.weight.cssValue)
    })
  }

  @Test("the four navigation buttons share one pressed state and one tap feedback")
  func navButtonsAlike() {
    let styles = NavButton.allCases.map { ScreenButtonStyle.of(ScreenButton($0)) }
    #expect(Set(styles).count == 1)
    #expect(styles[0].feedback == .selection)
  }

  @Test("every button looks different while held down, and stays readable, light and dark",
    arguments: ScreenButton.allCases, InterfaceStyle.allCases)
  func pressedStates(button: ScreenButton, interfaceStyle: InterfaceStyle) {
    let theme = interfaceStyle.theme
    let style = ScreenButtonStyle.of(button, in: theme)
    #expect(style.highlighted != style.normal)
    #expect(style.pressedScale > 0.85 && style.pressedScale <= 1)
    for look in [style.normal, style.highlighted] {
      let behind = look.fill ?? theme.surface
      // Titles are large text (17 pt semibold) and icons are graphics: WCAG asks 3:1 of both.
      #expect(Self.contrast(look.content, behind) >= 3, "\(button): \(look)")
    }
  }

  @Test("body text on the background reads at 4.5:1 or more (WCAG AA), light and dark",
    arguments: InterfaceStyle.allCases)
  func textContrast(interfaceStyle: InterfaceStyle) {
    let theme = interfaceStyle.theme
    for (text, ground) in [
      (theme.ink, theme.background), (theme.secondaryInk, theme.background),
      (theme.ink, theme.surface), (theme.secondaryInk, theme.surface),
    ] {
      #expect(Self.contrast(text, ground) >= 4.5, "\(text.hex) on \(ground.hex)")
    }
    // The selected arc stands out from the background and from the arcs not selected
    // (graphics: WCAG's 3:1).
    #expect(Self.contrast(theme.accent, theme.background) >= 3)
  }

  @Test(
    "arcs not selected read at 3:1 or more (WCAG 2.2 non-text contrast); the selected arc differs from them in lightness, light and dark",
    arguments: InterfaceStyle.allCases)
  func arcContrast(interfaceStyle: InterfaceStyle) {
    let theme = interfaceStyle.theme
    #expect(Self.contrast(theme.arc, theme.background) >= 3, "\(theme.arc.hex)")
    #expect(Self.contrast(theme.accent, theme.background) >= 3)
    #expect(Self.contrast(theme.accent, theme.arc) >= 1.3, "\(theme.accent.hex), \(theme.arc.hex)")
  }

  @Test("Bold Text makes every weight one step heavier, and never lighter")
  func boldText() {
    #expect(FontWeight.allCases.map(\.withBoldText) == [.semibold, .bold, .bold])
    #expect(FontWeight.allCases.allSatisfy { $0.withBoldText.cssValue >= $0.cssValue })
  }

  @Test("Dark Mode is dark: a dark ground, light ink, the status bar's content light")
  func darkIsDark() {
    let (light, dark) = (InterfaceStyle.light.theme, InterfaceStyle.dark.theme)
    #expect(light == .standard && dark == .dark)
    #expect(Self.contrast(dark.background, ThemeColor(rgb: 0x000000)) < 1.5)
    #expect(Self.contrast(dark.ink, ThemeColor(rgb: 0xffffff)) < 1.5)
    #expect(InterfaceStyle.light.statusBarContent == .dark)
    #expect(InterfaceStyle.dark.statusBarContent == .light)
    // Only the colours change: the same text styles, so the same layout.
    #expect(dark.controlTitle == light.controlTitle && dark.rowOption == light.rowOption)
    #expect(dark.badge == light.badge && dark.fontFamily == light.fontFamily)
  }

  @Test("the render in Dark Mode draws with the dark theme", arguments: InterfaceStyle.allCases)
  func renderInEachStyle(interfaceStyle: InterfaceStyle) throws {
    let renderer = try ScreenRenderer(device: .standard, menu: .standard, style: interfaceStyle)
    let theme = interfaceStyle.theme
    let svg = try SVGInspector(renderer.svg(SessionState(seed: 1)))
    #expect(svg.elements.first?.attributes["data-appearance"] == interfaceStyle.rawValue)
    let selectedArcs = svg.elements(withClass: "arc").filter { $0.classes.contains("selected") }
    #expect(selectedArcs.count == 6)
    #expect(selectedArcs.allSatisfy { $0.attributes["fill"] == theme.accent.hex })
    #expect(svg.elements.first { $0.name == "rect" }?.attributes["fill"] == theme.background.hex)
    #expect(svg.elements(withClass: "title").allSatisfy { $0.attributes["fill"] == theme.ink.hex })
  }
}
