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

@Suite("What VoiceOver reads and does beyond the controls: headings, hints, escape, the scrubber")
struct ScreenAccessibilityTests {
  @Test("each screen has a heading: the chooser's is read on its bar, the detail's above its rows")
  func headings() {
    #expect(ScreenHeading.text(of: .chooser) == .chooserHeading)
    #expect(ScreenStrings.english[ScreenHeading.text(of: .chooser)] == "Choose what to eat")
    #expect(ScreenHeading.text(of: .detail) == .detailHeading)
  }

  @Test("the escape gesture is Back on the detail screen; elsewhere, and in a playback, it goes on")
  func escape() {
    #expect(ScreenHeading.escapeAction(on: .detail, playingBack: false) == .back)
    #expect(ScreenHeading.escapeAction(on: .chooser, playingBack: false) == nil)
    // A playback's screen refuses Back: the gesture closes the playback instead.
    #expect(ScreenHeading.escapeAction(on: .detail, playingBack: true) == nil)
    #expect(ScreenHeading.escapeAction(on: .chooser, playingBack: true) == nil)
  }

  @Test("a navigation button's hint is the app's when it gives one, else only that it counts")
  func navigationHints() {
    let standard = NavigationHints()
    for button in NavButton.allCases {
      #expect(standard.hint(for: button, in: .english) == "Counts a tap.")
    }
    let sharing = NavigationHints([.menu: "Shares this session's log."])
    #expect(sharing.hint(for: .menu, in: .english) == "Shares this session's log.")
    #expect(sharing.hint(for: .search, in: .english) == "Counts a tap.")
    // No hint says the screen has nowhere to go: the app decides where its buttons go.
    #expect(!ScreenStrings.english[.navigationHint].contains("nowhere"))
    let arabic = ScreenStrings([.navigationHint: "يحسب النقرة."])
    #expect(sharing.hint(for: .compass, in: arabic) == "يحسب النقرة.")
  }

  @Test("the playback's scrubber has a label beside its value")
  func scrubberLabel() throws {
    let replayed = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample")
    let bar = PlaybackBarContent(SessionPlayback(replayed), strings: .english)
    #expect(bar.scrubberLabel == "Playback position")
    #expect(bar.scrubberValueText == "Event 0 of 20")
  }
}
