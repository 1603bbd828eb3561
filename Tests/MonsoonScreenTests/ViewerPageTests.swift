import Foundation
import MonsoonEvents
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("Viewer page")
struct ViewerPageTests {
  static func page(_ log: String, device: Device = .standard) throws -> (String, SessionHistory) {
    let reader = try LogReader(MemoryByteSource(log))
    let history = try SessionHistory(reader, mode: .strict) { _ in }
    let renderer = try ScreenRenderer(device: device, menu: history.menu)
    return (ViewerPage.html(history, renderer: renderer, title: "<log> & co"), history)
  }

  /// The embedded session data, decoded as a browser's JSON.parse would.
  static func data(_ page: String) throws -> [String: Any] {
    let opening = "<script type=\"application/json\" id=\"monsoon-data\">"
    let start = try #require(page.range(of: opening))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = Data(page[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  @Test("the page is self-contained: no network, no external files")
  func selfContained() throws {
    let (page, _) = try Self.page(SampleSession.log)
    let withoutNamespace = page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    for reference in ["http:", "https:", "src=", "href=", "url(", "@import", "<link", "<img"] {
      #expect(!withoutNamespace.contains(reference), "the page refers to \(reference)")
    }
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.contains("<title>&lt;log&gt; &amp; co · Monsoon session viewer</title>"))
  }

  @Test("the slider covers every seq, and the data holds one step per seq with its screen")
  func stepsAndViews() throws {
    let (page, history) = try Self.page(SampleSession.log)
    #expect(page.contains(#"<input type="range" id="slider" min="0" max="20" step="1""#))
    let data = try Self.data(page)
    let steps = try #require(data["steps"] as? [[String: Any]])
    let views = try #require(data["views"] as? [String])
    #expect(steps.count == 21)
    #expect(views.count < steps.count)
    for (step, recorded) in zip(steps, history.steps) {
      #expect(step["seq"] as? Int == recorded.seq)
      #expect(step["sel"] as? [Int] == Array(recorded.state.selections))
      #expect(step["screen"] as? String == recorded.state.screen.rawValue)
      let view = try #require(step["view"] as? Int)
      let svg = try SVGInspector(views[view])
      #expect(svg.elements.first?.attributes["data-screen"] == recorded.state.screen.rawValue)
      let selected = svg.elements(withClass: "control").compactMap {
        $0.attributes["data-selected"].flatMap(Int.init)
      }
      #expect(recorded.state.screen == .detail || selected == Array(recorded.state.selections))
    }
    #expect(steps[6]["type"] as? String == "randomize")
    #expect(steps[1]["t"] as? Int == 1_764_410_400_000)
  }

  @Test("text from the log cannot close the data's script element")
  func scriptSafe() throws {
    let prompts = #"[{"id":"x","choices":["</script><script>alert(1)</script>","<!--"]}]"#
    let log = "{\"monsoon\":1,\"seed\":\"2a\",\"prompts\":\(prompts)}\n"
      + "{\"seq\":1,\"type\":\"tap\",\"control\":0}\n"
    let (page, _) = try Self.page(log)
    #expect(page.components(separatedBy: "<script").count == 3)
    #expect(page.components(separatedBy: "</script>").count == 3)
    #expect(!page.contains("<!--"))
    let data = try Self.data(page)
    let menu = try #require(data["prompts"] as? [[String: Any]])
    #expect(menu.first?["choices"] as? [String] == ["</script><script>alert(1)</script>", "<!--"])
  }
}
