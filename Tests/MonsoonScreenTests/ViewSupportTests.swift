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
    #expect(OptionList.options(from: list) == choices)
    #expect(OptionList.options(from: OptionList.list(of: choices)) == choices)
  }

  @Test("a selected index is kept among the choices")
  func clamped() {
    #expect(OptionList.clamped(5, count: 3) == 2)
    #expect(OptionList.clamped(-1, count: 3) == 0)
    #expect(OptionList.clamped(1, count: 3) == 1)
    #expect(OptionList.clamped(4, count: 0) == 0)
    #expect((try? ChooserMenu(prompts: [OptionList.sample])) != nil)
  }

  @Test("a ring cycles both ways, wrapping around")
  func cycle() {
    #expect(RingAccessibility.Cycle.next.option(after: 2, count: 3) == 0)
    #expect(RingAccessibility.Cycle.previous.option(after: 0, count: 3) == 2)
    #expect(RingAccessibility.Cycle.next.option(after: 0, count: 3) == 1)
    #expect(RingAccessibility.Cycle.previous.option(after: 7, count: 3) == 0)
    #expect(RingAccessibility.Cycle.next.option(after: 1, count: 0) == 0)
  }

  @Test("a badge appears with the first tap and stops growing at 99+")
  func badge() throws {
    #expect(NavBadge.text(count: 0) == nil)
    #expect(NavBadge.text(count: 7) == "7" && NavBadge.text(count: 100) == "99+")
  }

  @Test(
    "a badge is a circle around one digit and a capsule around more, growing leftwards",
    arguments: Device.catalogue)
  func badgeShape(device: Device) throws {
    let fontSize = Theme.standard.badge.size
    let layout = try ScreenLayout(device: device, menu: .standard)
    for button in layout.navButtons {
      let frames = [1, 42, 100].map { NavBadge.frame(on: button, count: $0, fontSize: fontSize) }
      #expect(frames[0].width == NavBadge.height && frames[0].height == NavBadge.height)
      #expect(frames[1].width > frames[0].width && frames[2].width > frames[1].width)
      for (frame, text) in zip(frames, ["1", "42", "99+"]) {
        #expect(button.frame.contains(frame))
        #expect(frame.maxX == frames[0].maxX && frame.y == frames[0].y)
        #expect(frame.height == NavBadge.height)
        #expect(TextBlock.estimatedWidth(of: text, fontSize: fontSize) <= frame.width - 4)
      }
    }
  }

  @Test(
    "right to left, a badge is mirrored: at the top left of its button, growing rightwards",
    arguments: Device.catalogue)
  func badgeMirrored(device: Device) throws {
    let fontSize = Theme.standard.badge.size
    let layout = try ScreenLayout(device: device, menu: .standard).reading(.rightToLeft)
    for button in layout.navButtons {
      for count in [1, 42, 100] {
        let ltr = NavBadge.frame(on: button, count: count, fontSize: fontSize)
        let rtl = NavBadge.frame(
          on: button, count: count, fontSize: fontSize, direction: .rightToLeft)
        #expect(button.frame.contains(rtl) && rtl.y == ltr.y && rtl.width == ltr.width)
        // The leading end of the badge, 0.5 pt in from the button's leading (left) edge.
        #expect(abs((rtl.x - button.frame.x) - (button.frame.maxX - ltr.maxX)) < 1e-9)
        #expect(rtl.midX < button.frame.midX)
      }
    }
  }

  @Test("navigation buttons have a system symbol; text buttons have none")
  func symbols() {
    for button in ScreenButton.allCases {
      let isNav = NavButton.allCases.map(ScreenButton.init).contains(button)
      #expect((button.systemSymbol != nil) == isNav)
    }
  }

  @Test("every SF Symbol's name, in one list; one newer than iOS 13 has a drawn fallback")
  func symbolNames() {
    #expect(SystemSymbol.allCases.map(\.name) == [
      "magnifyingglass", "calendar", "safari", "line.3.horizontal", "play.fill", "pause.fill",
      "backward.end.fill", "forward.end.fill",
    ])
    #expect(SystemSymbol.menu.introducedIn == 15)
    for symbol in SystemSymbol.allCases {
      #expect((symbol.introducedIn > 13) == !symbol.fallbackStrokes.isEmpty, "\(symbol)")
      for stroke in symbol.fallbackStrokes {
        for point in [stroke.from, stroke.to] {
          #expect((0...22).contains(point.x) && (0...22).contains(point.y))
        }
      }
    }
  }
}

extension SystemSymbol {
  /// The first iOS version whose SF Symbols have it: the fallback strokes are for the others.
  var introducedIn: Int {
    switch self {
    case .menu: 15
    case .search, .calendar, .compass, .play, .pause, .stepBack, .stepForward: 13
    }
  }
}
