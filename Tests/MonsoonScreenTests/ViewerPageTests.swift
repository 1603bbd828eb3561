import Foundation
import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("Viewer page")
struct ViewerPageTests {
  static func page(_ log: String, device: Device = .standard) throws -> (String, SessionHistory) {
    let reader = try LogReader(MemoryByteSource(log))
    let history = try SessionHistory(reader, mode: .strict) { _ in }
    let renderer = try ScreenRenderer(device: device, menu: history.menu)
    return (try ViewerPage.html(history, renderer: renderer, title: "<log> & co"), history)
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

  @Test("the slider covers every seq; the data holds one row per step and each screen once")
  func stepsAndScreens() throws {
    let (page, history) = try Self.page(SampleSession.log)
    #expect(page.contains(#"<input type="range" id="slider" min="0" max="20" step="1""#))
    let data = try Self.data(page)
    let rows = try #require(data["steps"] as? [[Any]])
    let kinds = try #require(data["kinds"] as? [String])
    let labels = try #require(data["labels"] as? [String])
    let firstTime = try #require(data["t0"] as? Int)
    #expect(rows.count == 21)
    #expect(Set(labels).count == labels.count, "a label is held twice")
    for (row, step) in zip(rows, history.steps) {
      let numbers = row.map { $0 as? Int }
      #expect(numbers[0].map { $0 + firstTime } == step.time)
      #expect(kinds[try #require(numbers[1])] == step.kind)
      #expect(labels[try #require(numbers[2])] == step.label)
      #expect(numbers[3] == (step.state.screen == .chooser ? 0 : 1))
      #expect(Array(numbers[4..<10]).compactMap { $0 } == Array(step.state.selections))
      #expect(
        Array(numbers[10..<14]).compactMap { $0 }
          == NavButton.allCases.map { step.state.navTaps[$0] })
    }
    let chooser = try SVGInspector(try #require(data["chooser"] as? String))
    #expect(chooser.elements(withClass: "choice-label").count == 19, "every choice's label")
    #expect(chooser.elements(withClass: "highlight").count == 6)
    let detail = try SVGInspector(try #require(data["detail"] as? String))
    #expect(detail.elements.first?.attributes["data-screen"] == "detail")
    #expect(detail.elements(withClass: "choice-label").count == 19)
  }

  @Test("a Randomize's row is labelled from the rows around it; the data holds the word once")
  func randomizeLabelInScript() throws {
    let (page, _) = try Self.page(SampleSession.log)
    let labels = try #require(Self.data(page)["labels"] as? [String])
    #expect(labels.contains("randomize"))
    #expect(!labels.contains { $0.hasPrefix("randomize:") })
    #expect(page.contains("if (unchanged(seq, row)) return label + ' (no change)';"))
    #expect(page.contains("label: labelOf(seq, row, true),"))
    #expect(page.contains("shortLabel: labelOf(seq, row, false),"))
  }

  @Test("the choices marked are those the shown step's own event changed")
  func highlightIsTheEventsChange() throws {
    let (page, _) = try Self.page(SampleSession.log)
    #expect(page.contains("showChoices(entry, seq > 0 ? step(seq - 1) : null);"))
  }

  @Test("the phone is sized by width and height; the controls are pinned at phone width")
  func phoneWidths() throws {
    let (page, history) = try Self.page(SampleSession.log, device: Device.named("16promax"))
    #expect(page.contains(#"class="screen-frame" style="--w: 440; --h: 956""#))
    #expect(page.contains("aspect-ratio: var(--w) / var(--h);"))
    #expect(page.contains("@media (max-width: 699px)"))
    #expect(page.contains("position: fixed; left: 0; right: 0; bottom: 0;"))
    #expect(page.contains(#"grid-template-areas: "stage panel" "stage timeline";"#))
    #expect(page.contains("<div class=\"controls\">"))
    #expect(history.steps[0].label == "start: first options")
  }

  @Test("the page animates and sounds from the Swift specs")
  func motionFromSpecs() throws {
    let (page, _) = try Self.page(SampleSession.log)
    let motion = try #require(try Self.data(page)["motion"] as? [String: Any])
    for (key, spec) in [("spin", RandomizeMotion.standard), ("reducedSpin", .reduced)] {
      let json = try #require(motion[key] as? [String: Any])
      #expect(json["duration"] as? Double == spec.duration)
      #expect(json["ringDelay"] as? Double == spec.ringDelay)
      #expect(json["laps"] as? Int == spec.laps && json["curve"] as? String == spec.curve.cssValue)
      let tables = try #require(json["hopTimes"] as? [[Double]])
      for count in 2...8 {
        let menu = try ChooserMenu(
          prompts: [Prompt(id: "p", options: (0..<count).map { "c\($0)" })])
        for end in 0..<count {
          let spin = spec.spins(
            from: Selections(zerosCount: 1), to: try #require(Selections([end])), menu: menu)[0]
          guard !spin.fades else { continue }
          let times = tables[spin.keyframes.count - 1]
          #expect(zip(times, spin.keyframes).allSatisfy { abs($0 - $1.time) < 1e-6 })
        }
      }
    }
    for (key, spec) in [
      ("go", ScreenTransition.go), ("back", .back), ("reducedGo", .reducedGo),
      ("reducedBack", .reducedBack),
    ] {
      let json = try #require(motion[key] as? [String: Any])
      #expect(json["duration"] as? Double == spec.duration)
      #expect(json["curve"] as? String == spec.curve.cssValue)
      #expect(json["incomingOnTop"] as? Bool == spec.incomingOnTop)
      let incoming = try #require(json["incoming"] as? [String: [Double]])
      #expect(incoming["from"] == [spec.incoming.from.offset, spec.incoming.from.opacity])
      #expect(incoming["to"] == [spec.incoming.to.offset, spec.incoming.to.opacity])
    }
    for (key, wav) in [
      ("sound", RandomizeSound.standardWAV), ("reducedSound", RandomizeSound.reducedWAV),
    ] {
      let uri = try #require(motion[key] as? String)
      #expect(uri.hasPrefix("data:audio/wav;base64,"))
      let bytes = Data(base64Encoded: String(uri.dropFirst("data:audio/wav;base64,".count)))
      #expect(bytes.map(Array.init) == wav)
    }
    #expect(motion["accent"] as? String == Theme.standard.accent.hex)
  }

  @Test("a menu of long texts costs the page once, not once per step")
  func sizeGrowsPerStepNotPerText() throws {
    let long = String(repeating: "a rather long description of the option ", count: 6)
    let menu = try ChooserMenu(
      prompts: (0..<8).map { prompt in
        Prompt(id: "prompt \(prompt) \(long)", options: (0..<8).map { "\($0) \(long)" })
      })
    func size(_ events: Int) throws -> Int {
      let log = SessionGenerator.log(seed: 3, menu: menu, events: events).text
      return try Self.page(log, device: Device.named("16promax")).0.utf8.count
    }
    let small = try size(100)
    let large = try size(1_100)
    #expect((large - small) / 1_000 < 120, "each event adds \((large - small) / 1_000) bytes")
    #expect(large < 1_000_000)
  }

  @Test("a page over its byte limit is refused, saying what the limit is")
  func byteLimit() throws {
    let log = SessionGenerator.log(seed: 3, menu: .standard, events: 2_000).text
    let history = try SessionHistory(LogReader(MemoryByteSource(log)), mode: .strict) { _ in }
    let renderer = try ScreenRenderer(device: .standard, menu: .standard)
    let page = try ViewerPage.html(history, renderer: renderer, title: "t")
    #expect(ViewerPage.maximumByteCount == 64 << 20)
    #expect(throws: ViewerPageError.tooLarge(limit: page.utf8.count - 1)) {
      try ViewerPage.html(history, renderer: renderer, title: "t", byteLimit: page.utf8.count - 1)
    }
    #expect(throws: ViewerPageError.tooLarge(limit: 100_000)) {
      try ViewerPage.html(history, renderer: renderer, title: "t", byteLimit: 100_000)
    }
    _ = try ViewerPage.html(history, renderer: renderer, title: "t", byteLimit: page.utf8.count)
    #expect(ViewerPageError.tooLarge(limit: 64 << 20).description.contains("64 MiB"))
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
