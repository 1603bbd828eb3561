import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("What the UIKit views take as it is: choice lists, badges, symbols")
struct ViewSupportTests {
  @Test("Interface Builder's comma-separated choices", arguments: [
    ("savory, sweet,,umami ", ["savory", "sweet", "umami"]),
    ("  one of a kind ,mass market", ["one of a kind", "mass market"]),
    ("", []), (" , ", []),
  ])
  func choiceList(list: String, choices: [String]) {
    #expect(ChoiceList.choices(from: list) == choices)
    #expect(ChoiceList.choices(from: ChoiceList.list(of: choices)) == choices)
  }

  @Test("a selected index is kept among the choices")
  func clamped() {
    #expect(ChoiceList.clamped(5, count: 3) == 2)
    #expect(ChoiceList.clamped(-1, count: 3) == 0)
    #expect(ChoiceList.clamped(1, count: 3) == 1)
    #expect(ChoiceList.clamped(4, count: 0) == 0)
    #expect((try? ChooserMenu(prompts: [ChoiceList.sample])) != nil)
  }

  @Test("a ring cycles both ways, wrapping around")
  func cycle() {
    #expect(RingAccessibility.Cycle.next.choice(after: 2, count: 3) == 0)
    #expect(RingAccessibility.Cycle.previous.choice(after: 0, count: 3) == 2)
    #expect(RingAccessibility.Cycle.next.choice(after: 0, count: 3) == 1)
    #expect(RingAccessibility.Cycle.previous.choice(after: 7, count: 3) == 0)
    #expect(RingAccessibility.Cycle.next.choice(after: 1, count: 0) == 0)
  }

  @Test("a badge appears with the first tap and stops growing at 99+")
  func badge() throws {
    #expect(NavBadge.text(count: 0) == nil)
    #expect(NavBadge.text(count: 7) == "7" && NavBadge.text(count: 100) == "99+")
    let layout = try ScreenLayout(device: .standard, menu: .standard)
    for button in layout.navButtons {
      #expect(button.frame.contains(NavBadge.frame(on: button)))
    }
  }

  @Test("navigation buttons have a system symbol; text buttons have none")
  func symbols() {
    for button in ScreenButton.allCases {
      let isNav = NavButton.allCases.map(ScreenButton.init).contains(button)
      #expect((button.systemImageName != nil) == isNav)
    }
  }
}
