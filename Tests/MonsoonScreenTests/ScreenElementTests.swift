import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("Accessibility identifiers of the screens' elements")
struct ScreenElementTests {
  @Test("each element's identifier, spelled out: what UI tests written so far look for")
  func identifiers() {
    let expected: [(ScreenElement, String)] = [
      (.ring(prompt: 0), "monsoon.ring.0"),
      (.ring(prompt: 7), "monsoon.ring.7"),
      (.button(.search), "monsoon.button.search"),
      (.button(.calendar), "monsoon.button.calendar"),
      (.button(.compass), "monsoon.button.compass"),
      (.button(.menu), "monsoon.button.menu"),
      (.button(.randomize), "monsoon.button.randomize"),
      (.button(.go), "monsoon.button.go"),
      (.button(.back), "monsoon.button.back"),
      (.choiceRow(prompt: 0), "monsoon.choice.0"),
      (.choiceRow(prompt: 5), "monsoon.choice.5"),
    ]
    for (element, identifier) in expected {
      #expect(element.accessibilityIdentifier == identifier)
    }
  }

  @Test("unique on both screens together, for every menu size", arguments: TestMenus.all)
  func unique(menu: ChooserMenu) {
    let elements = ScreenElement.chooser(menu: menu) + ScreenElement.detail(menu: menu)
    let identifiers = elements.map(\.accessibilityIdentifier)
    #expect(Set(identifiers).count == identifiers.count)
    #expect(elements.count == 2 * menu.count + 7)
    #expect(identifiers.allSatisfy { $0.hasPrefix("monsoon.") && !$0.contains(" ") })
  }

  @Test("stable: a prompt is named by its index, whatever its id, so any custom menu works")
  func byIndexNotID() throws {
    let standard = ScreenElement.chooser(menu: .standard).map(\.accessibilityIdentifier)
    let renamed = try ChooserMenu(
      prompts: ChooserMenu.standard.prompts.map {
        Prompt(id: "«\($0.id)» \u{202E}.x", options: $0.options)
      })
    #expect(ScreenElement.chooser(menu: renamed).map(\.accessibilityIdentifier) == standard)
    #expect(
      standard == [
        "monsoon.button.search", "monsoon.button.calendar", "monsoon.button.compass",
        "monsoon.button.menu", "monsoon.ring.0", "monsoon.ring.1", "monsoon.ring.2",
        "monsoon.ring.3", "monsoon.ring.4", "monsoon.ring.5", "monsoon.button.randomize",
        "monsoon.button.go",
      ])
    #expect(
      ScreenElement.detail(menu: TestMenus.single).map(\.accessibilityIdentifier)
        == ["monsoon.choice.0", "monsoon.button.back"])
  }
}
