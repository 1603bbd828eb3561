import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("Renders of generated sessions")
struct GeneratedSessionRenderTests {
  @Test("every step of random sessions on random menus draws what its state says, on every device",
    arguments: Device.catalogue)
  func everyStepOnEveryDevice(device: Device) throws {
    for seed in UInt64(1)...4 {
      let menu = MenuGenerator.menu(seed: seed &* 31)
      let log = SessionGenerator.log(seed: seed, menu: menu, events: 25).text
      let history = try SessionHistory(LogReader(MemoryByteSource(log)), mode: .strict) { _ in }
      #expect(history.steps.count == 26)
      let renderer = try ScreenRenderer(device: device, menu: menu)
      for step in history.steps {
        let svg = try SVGInspector(renderer.svg(step.state))
        let root = try #require(svg.elements.first)
        #expect(root.attributes["data-seq"] == String(step.seq))
        #expect(root.attributes["data-screen"] == step.state.screen.rawValue)
        let marked = step.state.screen == .chooser ? "control" : "choice-row"
        let selected = svg.elements(withClass: marked).compactMap {
          $0.attributes["data-selected"].flatMap(Int.init)
        }
        #expect(selected == Array(step.state.selections), "seed \(seed) seq \(step.seq)")
        if step.state.screen == .chooser {
          #expect(svg.elements(withClass: "arc").count == menu.optionCounts.reduce(0, +))
        }
      }
      let page = try ViewerPage.html(history, renderer: renderer, title: "generated \(seed)")
      #expect(page.contains(#"id="slider" min="0" max="25" step="1""#))
    }
  }
}
