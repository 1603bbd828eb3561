import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import Testing

/// The status bar a render shows, as Apple's own screenshots do: 9:41, full signal, a full
/// battery, inside the top inset of every iPhone.
@Suite("The status bar of a render")
struct StatusBarTests {
  @Test("9:41, four signal bars and a full battery, within the top inset", arguments: Device.catalogue)
  func statusBar(device: Device) throws {
    let renderer = try ScreenRenderer(device: device, menu: .standard)
    for state in [SessionState(menu: .standard, seed: 1), SessionState.afterGo] {
      let svg = try SVGInspector(renderer.svg(state))
      let time = try #require(svg.elements(withClass: "status-time").first)
      #expect(time.text == "9:41")
      #expect(time.ancestor(withClass: "status-bar")?["aria-hidden"] == "true")
      #expect(svg.elements(withClass: "status-signal").count == 4)
      let battery = try #require(svg.elements(withClass: "status-battery").first)
      let level = try #require(svg.elements(withClass: "status-battery-level").first)
      let outline = try #require(Double(battery.attributes["width"] ?? ""))
      #expect(Double(level.attributes["width"] ?? "") == outline - 4, "a full battery")
      for element in svg.elements(withClass: "status-signal") + [battery] {
        let y = try #require(Double(element.attributes["y"] ?? ""))
        let height = try #require(Double(element.attributes["height"] ?? ""))
        #expect(y >= 0 && y + height <= device.insets.top, "\(device.name)")
        let x = try #require(Double(element.attributes["x"] ?? ""))
        #expect(x >= 0 && x + 3 <= device.size.width, "\(device.name)")
      }
      #expect(try #require(Double(time.attributes["y"] ?? "")) <= device.insets.top)
    }
  }
}

extension SessionState {
  /// A new session's state after Go: the detail screen.
  fileprivate static var afterGo: SessionState {
    var state = SessionState(menu: .standard, seed: 1)
    try? SessionReducer.reduce(&state, .go)
    return state
  }
}
