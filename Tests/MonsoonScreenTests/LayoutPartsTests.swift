import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("Devices, arcs and text fitting")
struct LayoutPartsTests {
  @Test("every device of the issue is in the catalogue with its size and insets")
  func catalogue() throws {
    #expect(Device.catalogue.count == 43)
    let x = try Device.named("x")
    #expect(x.size == Size(width: 375, height: 812))
    #expect(x.insets == SafeAreaInsets(top: 44, bottom: 34))
    let largest = try Device.named("16PROMAX")
    #expect(largest.size == Size(width: 440, height: 956) && largest.insets.top == 62)
    #expect(try Device.named("4s").insets == SafeAreaInsets(top: 20, bottom: 0))
  }

  @Test("a size given by hand gets insets 20/0", arguments: ["360x640", "1024x1366", "320.5x480"])
  func handGiven(text: String) throws {
    let device = try Device.named(text)
    #expect(device.name == text)
    #expect(device.insets == Device.handGivenInsets)
    #expect(device.size.width > 300 && device.size.height > 470)
    _ = try ScreenLayout(device: device, menu: .standard)
  }

  @Test("bad device names say what is accepted",
    arguments: [
      ("ipad", false), ("x375", false), ("axb", false), ("10x", true), ("0x500", true),
      ("375x-1", true), ("20000x900", true), ("1x2x3", false), ("nanx5", false),
      ("5xinf", true),
    ])
  func badNames(text: String, looksLikeSize: Bool) {
    #expect(throws: DeviceError.self) { try Device.named(text) }
    do {
      _ = try Device.named(text)
    } catch {
      #expect(error == (looksLikeSize ? .invalidSize(text) : .unknown(text)))
      #expect(error.description.contains("'\(text)'"))
      #expect(error.description.contains("360x640"))
    }
  }

  @Test("a hand-given size too small to fit is a clear error, not a broken layout",
    arguments: [("200x300", "88 pt minimum"), ("170x2000", "176 pt"), ("320x100", "no room"),
      ("500x330", "88 pt minimum")])
  func tooSmall(text: String, reason: String) throws {
    let device = try Device.named(text)
    #expect(throws: LayoutError.self) { try ScreenLayout(device: device, menu: .standard) }
    do {
      _ = try ScreenLayout(device: device, menu: .standard)
    } catch {
      #expect(error.description.contains(reason), "\(error.description)")
      #expect(error.description.hasPrefix("a \(text) pt screen is too small for 6 controls"))
    }
  }

  @Test("n arcs: the first starts at 9 o'clock, the rest follow clockwise, equal gaps",
    arguments: 2...8)
  func arcs(count: Int) {
    let arcs = ArcSegment.ring(count: count)
    #expect(arcs.count == count)
    #expect(abs(arcs[0].startAngle - (Double.pi + ArcSegment.gapAngle / 2)) < 1e-12)
    for (previous, next) in zip(arcs, arcs.dropFirst()) {
      #expect(abs(next.startAngle - previous.endAngle - ArcSegment.gapAngle) < 1e-12)
      #expect(next.choice == previous.choice + 1)
    }
    let last = arcs[count - 1]
    #expect(abs(last.endAngle + ArcSegment.gapAngle / 2 - 3 * Double.pi) < 1e-12)
    for arc in arcs { #expect(arc.endAngle > arc.startAngle) }
  }

  @Test("text shrinks before it wraps, and wraps before it is cut")
  func fitting() {
    let frame = Rect(x: 0, y: 0, width: 70, height: 28)
    let roomy = TextFitter.fit("flavor", in: frame, preferredFontSize: 15)
    #expect(roomy.fontSize == 15 && roomy.lines == ["flavor"])
    let shrunk = TextFitter.fit("production", in: frame, preferredFontSize: 15)
    #expect(shrunk.fontSize == 11.5)
    #expect(shrunk.lines == ["production"] && shrunk.fits)
    let wrapped = TextFitter.fit("one of a kind", in: frame, preferredFontSize: 15)
    #expect(wrapped.fontSize == 11 && wrapped.lines == ["one of a", "kind"] && wrapped.fits)
    let cut = TextFitter.fit(String(repeating: "abc ", count: 20), in: frame,
      preferredFontSize: 15)
    #expect(cut.lines.count == 2 && cut.lines[1].hasSuffix("…") && cut.fits)
  }
}
