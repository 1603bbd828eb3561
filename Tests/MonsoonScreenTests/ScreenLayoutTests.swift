import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("Screen layout on every device")
struct ScreenLayoutTests {
  static let cases: [(Device, ChooserMenu)] = Device.catalogue.flatMap { device in
    TestMenus.all.map { (device, $0) }
  }

  @Test("everything lies inside the safe area", arguments: cases)
  func insideSafeArea(device: Device, menu: ChooserMenu) throws {
    let layout = try ScreenLayout(device: device, menu: menu)
    #expect(layout.safeArea.y == device.insets.top)
    #expect(layout.safeArea.maxY == device.size.height - device.insets.bottom)
    #expect(layout.navBar.y == device.insets.top && layout.navBar.height == 44)
    for (name, frame) in Self.chooserFrames(layout) + Self.detailFrames(layout) {
      #expect(layout.safeArea.contains(frame), "\(name) \(frame) outside \(layout.safeArea)")
    }
    for button in layout.navButtons {
      #expect(layout.navBar.contains(button.frame), "\(button.button) outside the bar")
    }
  }

  @Test("nothing overlaps, on the chooser or on the detail screen", arguments: cases)
  func noOverlaps(device: Device, menu: ChooserMenu) throws {
    let layout = try ScreenLayout(device: device, menu: menu)
    for frames in [Self.chooserFrames(layout), Self.detailFrames(layout)] {
      for (i, first) in frames.enumerated() {
        for second in frames[(i + 1)...] {
          #expect(
            !first.1.overlaps(second.1),
            "\(first.0) \(first.1) overlaps \(second.0) \(second.1)")
        }
      }
    }
  }

  @Test("tap targets are at least 44 x 44 and controls at least 88 across", arguments: cases)
  func minimumSizes(device: Device, menu: ChooserMenu) throws {
    let layout = try ScreenLayout(device: device, menu: menu)
    #expect(layout.controls.count == menu.count)
    #expect(layout.chooserTapTargets.count == menu.count + 6)
    for target in layout.chooserTapTargets + [layout.detail.back.frame] {
      #expect(target.width >= 44 && target.height >= 44, "\(target) is smaller than 44 x 44")
    }
    for control in layout.controls {
      #expect(control.diameter >= 88, "control \(control.index) is \(control.diameter) across")
      #expect(control.ringWidth > 0 && control.ringWidth < control.radius)
    }
  }

  @Test("every title and label fits its frame, at 11 pt or more", arguments: cases)
  func labelsFit(device: Device, menu: ChooserMenu) throws {
    let layout = try ScreenLayout(device: device, menu: menu)
    var blocks = layout.controls.flatMap { [$0.title] + $0.choiceLabels }
    blocks += [layout.detail.heading]
    blocks += layout.detail.rows.flatMap { [$0.title] + $0.optionLabels }
    #expect(blocks.count > 2 * menu.count)
    for block in blocks {
      #expect(block.fits, "\(block.lines) at \(block.fontSize) pt overflows \(block.frame)")
      #expect(block.fontSize >= TextBlock.minimumFontSize)
      #expect(!block.lines.isEmpty)
    }
  }

  @Test("the bar's background reaches both edges and the top, also on a phone on its side")
  func barBackgroundEdgeToEdge() throws {
    let landscape = try ScreenLayout(
      size: Size(width: 852, height: 393),
      insets: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59), menu: .standard)
    #expect(landscape.navBarBackground == Rect(x: 0, y: 0, width: 852, height: 44))
    #expect(landscape.navButtons.allSatisfy { $0.frame.x >= 59 && $0.frame.maxX <= 852 - 59 })
    let portrait = try ScreenLayout(device: Device.named("15"), menu: .standard)
    #expect(portrait.navBarBackground.x == 0 && portrait.navBarBackground.width == 393)
    #expect(portrait.navBarBackground.maxY == portrait.navBar.maxY)
  }

  @Test("nav buttons are evenly spaced in bar order", arguments: Device.catalogue)
  func navButtonsEvenlyPlaced(device: Device) throws {
    let layout = try ScreenLayout(device: device, menu: .standard)
    #expect(layout.navButtons.map(\.button) == [.search, .calendar, .compass, .menu])
    let centres = layout.navButtons.map(\.frame.midX)
    let steps = zip(centres.dropFirst(), centres).map { $0 - $1 }
    let first = try #require(steps.first)
    for step in steps { #expect(abs(step - first) < 1e-9) }
    #expect(abs(centres[0] - layout.navBar.x - first / 2) < 1e-9)
  }

  @Test("Randomize and Go sit side by side at the bottom, above the inset",
    arguments: Device.catalogue)
  func bottomButtons(device: Device) throws {
    let layout = try ScreenLayout(device: device, menu: .standard)
    #expect(layout.randomize.frame.maxX < layout.go.frame.x)
    #expect(layout.randomize.frame.y == layout.go.frame.y)
    let lowestControl = try #require(layout.controls.map(\.choiceLabels[0].frame.maxY).max())
    #expect(lowestControl <= layout.go.frame.y)
    #expect(layout.go.frame.maxY <= device.size.height - device.insets.bottom)
  }

  @Test("the standard menu gets two columns and larger controls on larger phones")
  func largerWhereThereIsRoom() throws {
    let small = try ScreenLayout(device: Device.named("4s"), menu: .standard)
    let large = try ScreenLayout(device: Device.named("16promax"), menu: .standard)
    #expect(large.controls[0].diameter > small.controls[0].diameter + 30)
    #expect(Set(large.controls.map(\.center.x)).count == 2)
    #expect(Set(large.controls.map(\.center.y)).count == 3)
  }

  @Test(
    "on a wide screen (an iPad) everything keeps to a centred column 672 pt wide, the Menu button a popover points from included; a phone's column is its whole width",
    arguments: ["1024x1366", "1366x1024", "768x1024", "15", "16promax"])
  func readableWidth(name: String) throws {
    let device = try Device.named(name)
    let layout = try ScreenLayout(device: device, menu: .standard)
    let width = min(device.size.width, ScreenLayout.readableWidth)
    let column = Rect(
      x: (device.size.width - width) / 2, y: 0, width: width, height: device.size.height)
    let frames = Self.chooserFrames(layout).filter { $0.0 != "nav bar" }
      + Self.detailFrames(layout).filter { $0.0 != "nav bar" }
      + layout.navButtons.map { ("\($0.button)", $0.frame) }
    for (part, frame) in frames {
      #expect(column.contains(frame), "\(part) \(frame) outside \(column)")
    }
    // Randomize and Go share the column (490 pt each at 1024 wide before).
    #expect(layout.randomize.frame.width < width / 2 && layout.go.frame.width < width / 2)
    let menu = try #require(layout.navButtons.last)
    #expect(menu.button == ScreenButton(NavButton.menu) && column.contains(menu.frame))
    // The bar's background still spans the screen.
    #expect(layout.navBarBackground.width == device.size.width)
  }

  static func chooserFrames(_ layout: ScreenLayout) -> [(String, Rect)] {
    var frames: [(String, Rect)] = layout.controls.flatMap { control in
      [("control \(control.index)", control.frame),
        ("title \(control.index)", control.title.frame),
        ("label \(control.index)", control.choiceLabels[0].frame)]
    }
    frames.append(("nav bar", layout.navBar))
    frames.append(("randomize", layout.randomize.frame))
    frames.append(("go", layout.go.frame))
    return frames
  }

  static func detailFrames(_ layout: ScreenLayout) -> [(String, Rect)] {
    var frames: [(String, Rect)] = [
      ("nav bar", layout.navBar), ("heading", layout.detail.heading.frame),
    ]
    frames += layout.detail.rows.map { ("row \($0.index)", $0.frame) }
    frames.append(("back", layout.detail.back.frame))
    return frames
  }
}
