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

  @Test("up to xxxLarge, larger screens allow larger text; the 4s has no room to spare")
  func largerScreensGrowFurther() throws {
    func largest(_ name: String) throws -> TextSize {
      let device = try Device.named(name)
      return try ScreenLayout.adaptive(
        size: device.size, insets: device.insets, menu: .standard,
        textSize: .extraExtraExtraLarge
      ).textSize
    }
    #expect(try largest("4s") == .large)
    #expect(try largest("8") > .large)
    #expect(try largest("16promax") > largest("8"))
  }

  /// Every text of a layout, in one order: the controls' titles and labels, Randomize, Go,
  /// the detail screen's heading, rows and Back.
  static func blocks(_ layout: ScreenLayout) -> [TextBlock] {
    layout.controls.flatMap { [$0.title] + $0.choiceLabels }
      + [layout.randomize.label, layout.go.label, layout.detail.heading, layout.detail.back.label]
      .compactMap { $0 }
      + layout.detail.rows.flatMap { [$0.title] + $0.optionLabels }
  }

  @Test(
    "every accessibility size makes every text strictly larger than xxxLarge, nothing clipped, and the screen scrolls instead",
    arguments: Device.catalogue)
  func accessibilitySizes(device: Device) throws {
    func layout(_ size: TextSize) throws -> ScreenLayout {
      try ScreenLayout.adaptive(
        size: device.size, insets: device.insets, menu: .standard, textSize: size)
    }
    let largest = try layout(.extraExtraExtraLarge)
    var previous = Self.blocks(largest).map(\.fontSize)
    for size in TextSize.allCases where size.isAccessibilitySize {
      let accessible = try layout(size)
      #expect(accessible.textSize == size)
      let blocks = Self.blocks(accessible)
      #expect(blocks.count == previous.count)
      for (block, smaller) in zip(blocks, Self.blocks(largest)) {
        #expect(block.fontSize > smaller.fontSize, "\(block.lines) at \(size)")
        #expect(block.fits && !block.lines.joined().contains("…"), "\(block)")
      }
      // Never smaller than at the accessibility size below (to the half point text shrinks by).
      for (block, before) in zip(blocks, previous) { #expect(block.fontSize > before - 0.5) }
      previous = blocks.map(\.fontSize)
      // The content is laid out whole, as tall as it takes; the view scrolls through it.
      #expect(accessible.size.width == device.size.width)
      #expect(accessible.size.height >= device.size.height)
      let frames = ScreenLayoutTests.chooserFrames(accessible)
      for (i, first) in frames.enumerated() {
        #expect(accessible.safeArea.contains(first.1), "\(first.0)")
        for second in frames[(i + 1)...] { #expect(!first.1.overlaps(second.1)) }
      }
      for frame in ScreenLayoutTests.detailFrames(accessible) {
        #expect(accessible.safeArea.contains(frame.1), "\(frame.0)")
      }
    }
    // At the largest size the phones scroll: the text is not capped to fit the screen.
    #expect(try layout(.accessibilityExtraExtraExtraLarge).scrolls(
      onScreenOfHeight: device.size.height))
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
      size: device.size, insets: device.insets, menu: .standard, textSize: .extraExtraExtraLarge)
    #expect(!layout.scrolls(onScreenOfHeight: device.size.height))
    #expect(layout.size == device.size)
    #expect(throws: LayoutError.self) {
      try ScreenLayout.adaptive(
        size: Size(width: 150, height: 900), insets: SafeAreaInsets(top: 20, bottom: 0),
        menu: .standard, textSize: .large)
    }
  }
}

/// Measures text wider than the estimate, as a device may: Latin capitals 0.8 em, full-width
/// CJK 1 em, emoji 1.3 em, anything else 0.62 em, and bolder weights 8 % wider.
struct PessimisticMeasurer: TextMeasurer {
  func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
    let ems = text.reduce(0.0) { sum, character in
      let scalar = character.unicodeScalars.first?.value ?? 0
      let em: Double =
        if character.unicodeScalars.contains(where: \.properties.isEmojiPresentation) { 1.3 }
        else if (0x3000...0x9FFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar) { 1 }
        else if character.isUppercase { 0.8 }
        else { 0.62 }
      return sum + em
    }
    return ems * fontSize * (weight == .regular ? 1 : 1.08)
  }
}

@Suite("Text is fitted as the platform measures it")
struct TextMeasuringTests {
  static let wide = try! ChooserMenu(prompts: [
    Prompt(id: "TEMPERATURE", options: ["EXTRA CRISPY TEMPURA", "WARM", "MMMM WWWW"]),
    Prompt(id: "ラーメンの種類", options: ["とんこつ醤油ラーメン", "味噌", "塩"]),
    Prompt(id: "🍣🍜🍱", options: ["🌶️🌶️🌶️ HOT", "🍙 RICE BALL", "🍛"]),
    Prompt(id: "NOTE", options: ["WIDE CAPITALS ON A SMALL SCREEN", "ok"]),
  ])

  @Test(
    "a pessimistic measurer: every text shrinks or wraps between words to fit as measured; none is cut off",
    arguments: Device.catalogue)
  func pessimistic(device: Device) throws {
    let measurer = PessimisticMeasurer()
    let layout = try ScreenLayout.adaptive(
      size: device.size, insets: device.insets, menu: Self.wide, textSize: .large,
      measurer: measurer)
    let texts =
      Self.wide.prompts.flatMap { [$0.id] + $0.options }
      + [ScreenButton.randomize, .go, .back].map { ScreenStrings.english[$0.title] }
      + [ScreenStrings.english[.detailHeading]]
    var wrapped = 0
    for block in TextSizeLayoutTests.blocks(layout) {
      let widest = block.lines.map {
        measurer.width(of: $0, fontSize: block.fontSize, weight: .regular)
      }.max() ?? 0
      #expect(widest <= block.frame.width + 1e-6, "\(block.lines) in \(block.frame)")
      #expect(block.fits && !block.lines.joined().contains("…"), "\(block.lines)")
      // Every word whole: the lines, joined, are the text, broken only between words.
      let text = block.lines.joined(separator: " ")
      #expect(texts.contains(text), "\(text)")
      if block.lines.count > 1 { wrapped += 1 }
    }
    #expect(wrapped > 0, "nothing had to wrap: the test shows nothing")
    // Fitted by the estimate instead (as before there was a measurer), some text would not
    // fit as the device measures it: clipped or truncated on the screen.
    let estimated = try ScreenLayout.adaptive(
      size: device.size, insets: device.insets, menu: Self.wide, textSize: .large)
    #expect(TextSizeLayoutTests.blocks(estimated).contains { block in
      block.lines.contains {
        measurer.width(of: $0, fontSize: block.fontSize, weight: .regular) > block.frame.width
      }
    })
  }

  @Test("the estimate is the measurer by default, and a block remembers its measured width")
  func estimateByDefault() throws {
    let frame = Rect(x: 0, y: 0, width: 70, height: 28)
    let estimated = TextFitter.fit("production", in: frame, preferredFontSize: 15)
    let measured = TextFitter.fit(
      "PRODUCTION", in: frame, preferredFontSize: 15, measurer: PessimisticMeasurer())
    #expect(estimated.textWidth == TextBlock.estimatedWidth(of: "production", fontSize: 11.5))
    #expect(measured.fontSize < estimated.fontSize || measured.lines.count > 1)
    #expect(measured.fits)
    let layout = try ScreenLayout(device: .standard, menu: .standard)
    #expect(layout == (try ScreenLayout(
      device: .standard, menu: .standard, measurer: EstimatedTextMeasurer())))
  }
}
