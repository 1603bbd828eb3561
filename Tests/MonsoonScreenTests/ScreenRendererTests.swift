import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTestSupport
import Testing

@Suite("SVG render")
struct ScreenRendererTests {
  static let seqs = [0, 6, 10, 11]

  @Test("the chooser carries the data attributes of every control, arc and button",
    arguments: Device.catalogue)
  func chooserAttributes(device: Device) throws {
    let state = try SampleStates.state(at: 10)
    let renderer = try ScreenRenderer(device: device, menu: .standard)
    let svg = try SVGInspector(renderer.svg(state))
    let root = try #require(svg.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["data-device"] == device.name)
    #expect(root.attributes["data-seq"] == "10")
    #expect(root.attributes["data-screen"] == "chooser")

    let controls = svg.elements(withClass: "control")
    #expect(controls.map { $0.attributes["data-prompt"] } == ChooserMenu.standard.prompts.map(\.id))
    for (element, layout) in zip(controls, renderer.layout.controls) {
      let index = layout.index
      #expect(element.name == "g")
      #expect(element.attributes["data-selected"] == String(state.selections[index]))
      #expect(Double(element.attributes["data-cx"] ?? "") == rounded(layout.center.x))
      #expect(Double(element.attributes["data-cy"] ?? "") == rounded(layout.center.y))
      #expect(Double(element.attributes["data-r"] ?? "") == rounded(layout.radius))
    }
    let arcs = svg.elements(withClass: "arc")
    #expect(arcs.count == ChooserMenu.standard.optionCounts.reduce(0, +))
    for (index, prompt) in ChooserMenu.standard.prompts.enumerated() {
      let mine = arcs.filter { $0.ancestor(withClass: "control")?["data-prompt"] == prompt.id }
      #expect(mine.map { $0.attributes["data-choice"] } == prompt.options.indices.map(String.init))
      #expect(mine.allSatisfy { $0.name == "path" && $0.attributes["d"]?.hasPrefix("M") == true })
      let selected = mine.filter { $0.attributes["class"] == "arc selected" }
      #expect(selected.map { $0.attributes["data-choice"] } == [String(state.selections[index])])
    }

    let buttons = svg.elements(withClass: "button")
    #expect(
      buttons.map { $0.attributes["data-name"] }
        == ["search", "calendar", "compass", "menu", "randomize", "go"])
    let frames = renderer.layout.navButtons + [renderer.layout.randomize, renderer.layout.go]
    for (element, button) in zip(buttons, frames) {
      #expect(Double(element.attributes["data-x"] ?? "") == rounded(button.frame.x))
      #expect(Double(element.attributes["data-y"] ?? "") == rounded(button.frame.y))
      #expect(Double(element.attributes["data-w"] ?? "") == rounded(button.frame.width))
      #expect(Double(element.attributes["data-h"] ?? "") == rounded(button.frame.height))
    }
  }

  @Test("the detail screen lists each prompt with its chosen option", arguments: Device.catalogue)
  func detailScreen(device: Device) throws {
    let state = try SampleStates.state(at: 20)
    let svg = try SVGInspector(ScreenRenderer(device: device, menu: .standard).svg(state))
    #expect(svg.elements.first?.attributes["data-screen"] == "detail")
    #expect(svg.elements(withClass: "control").isEmpty)
    let rows = svg.elements(withClass: "choice-row")
    #expect(rows.map { $0.attributes["data-prompt"] } == state.choices.map(\.promptID))
    let options = svg.elements(withClass: "choice").map(\.text)
    #expect(options == state.choices.map(\.option))
    #expect(svg.elements(withClass: "button").map { $0.attributes["data-name"] } == ["back"])
  }

  @Test("every device, both screens and every menu give valid XML (xmllint)",
    OutsideTool.xmllint.trait, arguments: Device.catalogue)
  func xmllintAcceptsEveryRender(device: Device) throws {
    for menu in TestMenus.all {
      let renderer = try ScreenRenderer(device: device, menu: menu)
      for screen in Screen.allCases {
        let svg = renderer.svg(try SampleStates.lastChoices(menu, on: screen))
        let problems = try XMLLint.problems(in: svg)
        #expect(problems == nil, "\(device.name) \(screen): \(problems ?? "")")
      }
    }
  }

  @Test("menu text is escaped and survives a round trip through an XML parser")
  func escaping() throws {
    let menu = TestMenus.crowded
    let state = try SampleStates.lastChoices(menu, on: .chooser)
    let markup = try ScreenRenderer(device: Device.named("4s"), menu: menu).svg(state)
    #expect(!markup.contains("<1>") && !markup.contains("& co"))
    #expect(markup.contains("prompt &lt;1&gt; &amp; co"))
    let svg = try SVGInspector(markup)
    let prompts = svg.elements(withClass: "control").compactMap { $0.attributes["data-prompt"] }
    #expect(prompts == menu.prompts.map(\.id))
  }

  @Test("randomize moves the selected arcs as the state says", arguments: seqs)
  func selectedArcsFollowState(seq: Int) throws {
    let state = try SampleStates.state(at: seq)
    let svg = try SVGInspector(ScreenRenderer(device: .standard, menu: .standard).svg(state))
    let selected = svg.elements(withClass: "selected").compactMap { element in
      element.attributes["data-choice"].flatMap(Int.init)
    }
    if state.screen == .chooser {
      #expect(selected == Array(state.selections))
    } else {
      #expect(selected.isEmpty)
    }
  }

  private func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}

@Suite("SVG render of a state from another menu")
struct ForeignStateRenderTests {
  @Test("a state of another menu draws without trapping: missing controls on choice 0")
  func foreignState() throws {
    var state = SessionState(menu: TestMenus.crowded, seed: 3)
    try SessionReducer.reduce(&state, .select(prompt: 0, option: 7))
    let renderer = try ScreenRenderer(device: .standard, menu: TestMenus.single)
    let svg = try SVGInspector(renderer.svg(state))
    let controls = svg.elements(withClass: "control")
    #expect(controls.map { $0.attributes["data-selected"] } == ["7"])
    #expect(svg.elements(withClass: "selected").isEmpty)
    let small = try ScreenRenderer(device: .standard, menu: .standard)
    let padded = try SVGInspector(small.svg(SessionState(menu: TestMenus.single, seed: 1)))
    #expect(padded.elements(withClass: "control").count == 6)
    #expect(padded.elements(withClass: "selected").count == 6)
  }

  @Test("a badge's capsule fits its count, and it carries its shape for every length of count")
  func badgeCapsule() throws {
    var state = SessionState(seed: 1)
    for _ in 0..<100 { try SessionReducer.reduce(&state, .nav(.menu)) }
    for _ in 0..<12 { try SessionReducer.reduce(&state, .nav(.search)) }
    let renderer = try ScreenRenderer(device: .standard, menu: .standard)
    let svg = try SVGInspector(renderer.svg(state))
    let fontSize = Theme.standard.badge.size
    for (name, count, text) in [("menu", 100, "99+"), ("search", 12, "12"), ("compass", 0, "0")] {
      let button = try #require(renderer.layout.navButtons.first { $0.button.rawValue == name })
      let shapes = svg.elements.filter { $0.ancestor(withClass: "badge")?["data-name"] == name }
      let shape = try #require(shapes.first { $0.name == "rect" })
      let label = try #require(shapes.first { $0.name == "text" })
      let frame = NavBadge.frame(on: button, count: count, fontSize: fontSize)
      #expect(Double(shape.attributes["width"] ?? "") == hundredths(frame.width))
      #expect(Double(shape.attributes["x"] ?? "") == hundredths(frame.x))
      #expect(Double(shape.attributes["rx"] ?? "") == hundredths(frame.height / 2))
      #expect(label.text == text)
      let group = try #require(
        svg.elements(withClass: "badge").first { $0.attributes["data-name"] == name })
      let frames = (group.attributes["data-frames"] ?? "").split(separator: ";")
      #expect(frames.count == 3)
      let widths = frames.compactMap { $0.split(separator: " ").dropFirst().first }
        .compactMap { Double($0) }
      #expect(widths.count == 3 && widths == widths.sorted() && widths[0] == NavBadge.height)
      #expect(widths[text.count - 1] == hundredths(frame.width))
    }
  }

  /// A number as the SVG writes it: to the hundredth.
  private func hundredths(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
