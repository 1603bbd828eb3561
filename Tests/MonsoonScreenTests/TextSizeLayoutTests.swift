import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("Dynamic Type: the layout's text sizes and their limits")
struct TextSizeLayoutTests {
  @Test("the default text size lays out exactly as before", arguments: Device.catalogue)
  func defaultUnchanged(device: Device) throws {
    let plain = try ScreenLayout(device: device, menu: .standard)
    let large = try ScreenLayout(device: device, menu: .standard, textSize: .large)
    #expect(plain == large && plain.textSize == .large)
    #expect(plain.controls[0].title.fontSize <= Theme.standard.controlTitle.size)
  }

  @Test("every device lays out the standard menu at every text size, keeping every rule",
    arguments: Device.catalogue)
  func everySize(device: Device) throws {
    var previousTitle = 0.0
    for size in TextSize.allCases {
      let layout = try ScreenLayout.adaptive(
        size: device.size, insets: device.insets, menu: .standard, textSize: size)
      #expect(layout.textSize <= size)
      #expect(size > .large ? layout.textSize >= .large : layout.textSize == size)
      for control in layout.controls {
        #expect(control.diameter >= ControlLayout.minimumDiameter)
        #expect(control.title.fits && control.choiceLabels.allSatisfy(\.fits))
      }
      let frames = ScreenLayoutTests.chooserFrames(layout)
      for (i, first) in frames.enumerated() {
        #expect(layout.safeArea.contains(first.1))
        for second in frames[(i + 1)...] { #expect(!first.1.overlaps(second.1)) }
      }
      let title = layout.controls[0].title.fontSize
      #expect(title >= previousTitle, "text shrank from \(previousTitle) at \(size)")
      previousTitle = title
    }
  }

  @Test("larger screens allow larger text; the 4s has no room to spare")
  func largerScreensGrowFurther() throws {
    func largest(_ name: String) throws -> TextSize {
      let device = try Device.named(name)
      return try ScreenLayout.adaptive(
        size: device.size, insets: device.insets, menu: .standard,
        textSize: .accessibilityExtraExtraExtraLarge
      ).textSize
    }
    #expect(try largest("4s") == .large)
    #expect(try largest("8") > .large)
    #expect(try largest("16promax") > largest("8"))
  }

  @Test("a ring on its own asks for room for the largest ring and its labels, at every text size",
    arguments: TextSize.allCases)
  func preferredSize(textSize: TextSize) {
    let size = ControlLayout.preferredSize(textSize: textSize)
    let alone = ControlLayout.standalone(
      prompt: ChooserMenu.standard.prompts[1], in: size, textSize: textSize)
    // To the rounding of adding the labels' height and taking it away again.
    #expect(abs(alone.diameter - 150) < 1e-9 && size.width == 150)
    #expect(alone.title.frame.maxY <= size.height + 1e-9)
    #expect(alone.choiceLabels[0].frame.maxY <= size.height + 1e-9)
    #expect(size.height >= ControlLayout.preferredSize(textSize: .extraSmall).height)
  }

  @Test("a control alone fills its bounds: ring centred, labels under it, inside the bounds")
  func standaloneControl() {
    let prompt = Prompt(id: "flavor", options: ["savory", "sweet", "umami"])
    for size in [Size(width: 120, height: 180), Size(width: 300, height: 160)] {
      let control = ControlLayout.standalone(prompt: prompt, in: size)
      let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
      #expect(bounds.contains(control.cellFrame))
      #expect(control.title.frame.y >= control.frame.maxY)
      #expect(abs(control.center.x - size.width / 2) < 1e-9)
      #expect(control.arcs.count == 3)
    }
    let squeezed = ControlLayout.standalone(prompt: prompt, in: Size(width: 10, height: 10))
    #expect(squeezed.radius == 0)
  }

  @Test("a screen's control moved into its own view's coordinates keeps its shape")
  func movedControl() throws {
    let layout = try ScreenLayout(device: .standard, menu: .standard)
    for control in layout.controls {
      let cell = control.cellFrame
      let local = control.moved(dx: -cell.x, dy: -cell.y)
      let moved = local.cellFrame
      #expect(abs(moved.x) < 1e-9 && abs(moved.y) < 1e-9)
      #expect(abs(moved.width - cell.width) < 1e-9 && abs(moved.height - cell.height) < 1e-9)
      #expect(local.radius == control.radius && local.arcs == control.arcs)
      #expect(local.title.lines == control.title.lines)
    }
  }
}

@Suite("A screen too short for the layout scrolls through a taller one")
struct ScrollingLayoutTests {
  @Test("a 4s on its side, or a screen shorter still, scrolls instead of failing",
    arguments: [
      (Size(width: 480, height: 320), 6),
      (Size(width: 400, height: 260), 6),
      (Size(width: 320, height: 300), 8),
    ])
  func scrolls(screen: Size, promptCount: Int) throws {
    let menu =
      promptCount == ChooserMenu.standard.count
      ? ChooserMenu.standard
      : try ChooserMenu(
        prompts: (1...promptCount).map {
          Prompt(id: "prompt \($0)", options: ["one", "two", "three"])
        })
    let insets = SafeAreaInsets(top: 20, bottom: 0)
    #expect(throws: LayoutError.self) {
      try ScreenLayout(size: screen, insets: insets, menu: menu)
    }
    let layout = try ScreenLayout.adaptive(
      size: screen, insets: insets, menu: menu, textSize: .large)
    #expect(layout.scrolls(onScreenOfHeight: screen.height))
    #expect(layout.size.width == screen.width && layout.size.height > screen.height)
    // The shortest such screen, to the point: one point less holds no layout.
    #expect(throws: LayoutError.self) {
      try ScreenLayout(
        size: Size(width: screen.width, height: layout.size.height - 1), insets: insets,
        menu: menu)
    }
    // And it keeps every rule of a layout.
    for control in layout.controls {
      #expect(control.diameter >= ControlLayout.minimumDiameter)
    }
    let frames = ScreenLayoutTests.chooserFrames(layout)
    for (i, first) in frames.enumerated() {
      #expect(layout.safeArea.contains(first.1))
      for second in frames[(i + 1)...] { #expect(!first.1.overlaps(second.1)) }
    }
  }

  @Test("a screen that fits does not scroll; one too narrow for the bar still fails")
  func fitsOrFails() throws {
    let device = try Device.named("15")
    let layout = try ScreenLayout.adaptive(
      size: device.size, insets: device.insets, menu: .standard, textSize: .accessibilityLarge)
    #expect(!layout.scrolls(onScreenOfHeight: device.size.height))
    #expect(layout.size == device.size)
    #expect(throws: LayoutError.self) {
      try ScreenLayout.adaptive(
        size: Size(width: 150, height: 900), insets: SafeAreaInsets(top: 20, bottom: 0),
        menu: .standard, textSize: .large)
    }
  }
}
