import MonsoonEvents

/// The session as the JSON the viewer page embeds: the device, the menu, one SVG per distinct
/// screen (chooser or detail, and the selections), and every step pointing at its SVG.
enum ViewerData {
  /// The JSON text, safe to place inside a `<script type="application/json">` element.
  /// - Complexity: one render per distinct screen, O(steps) otherwise.
  static func json(_ history: SessionHistory, _ renderer: ScreenRenderer) -> String {
    var views: [String] = []
    var viewIndex: [ViewKey: Int] = [:]
    var steps: [(step: SessionHistory.Step, view: Int)] = []
    for step in history.steps {
      let key = ViewKey(screen: step.state.screen, selections: step.state.selections)
      let view: Int
      if let known = viewIndex[key] {
        view = known
      } else {
        view = views.count
        viewIndex[key] = view
        views.append(renderer.svg(step.state))
      }
      steps.append((step, view))
    }
    let device = renderer.device
    let json = JSONWriter.text { json in
      json.beginObject()
      json.key("device")
      json.beginObject()
      json.key("name")
      json.string(device.name)
      json.key("width")
      json.number(formatted: SVGNumber.format(device.size.width))
      json.key("height")
      json.number(formatted: SVGNumber.format(device.size.height))
      json.endObject()
      json.key("maxDelay")
      json.integer(maximumDelay)
      json.key("prompts")
      json.beginArray()
      for prompt in history.menu.prompts {
        json.beginObject()
        json.key("id")
        json.string(prompt.id)
        json.key("choices")
        json.beginArray()
        for choice in prompt.choices { json.string(choice) }
        json.endArray()
        json.endObject()
      }
      json.endArray()
      json.key("views")
      json.beginArray()
      for (index, view) in views.enumerated() {
        if index > 0 { json.breakLine() }
        json.string(view)
      }
      json.endArray()
      json.key("steps")
      json.beginArray()
      for (step, view) in steps {
        json.breakLine()
        writeStep(step, view: view, to: &json)
      }
      json.endArray()
      json.endObject()
    }
    return scriptSafe(json)
  }

  /// The longest pause Play waits between two events, in milliseconds.
  static let maximumDelay = 2_000

  private struct ViewKey: Hashable {
    let screen: Screen
    let selections: Selections
  }

  private static func writeStep(_ step: SessionHistory.Step, view: Int, to json: inout JSONWriter)
  {
    let state = step.state
    json.beginObject()
    json.key("seq")
    json.integer(step.seq)
    json.key("t")
    json.integer(step.time)
    json.key("type")
    json.string(step.kind)
    json.key("label")
    json.string(step.label)
    if let problem = step.problem {
      json.key("problem")
      json.string(problem)
    }
    json.key("view")
    json.integer(view)
    json.key("screen")
    json.plainString(state.screen.rawValue)
    json.key("sel")
    json.integers(state.selections)
    json.key("nav")
    json.integers(NavButton.allCases.map { state.navTaps[$0] })
    json.endObject()
  }

  /// `json` with every `<` written as `\u003c`, so that no text from the log can close the
  /// script element or open a comment; JSON.parse reads it back unchanged.
  static func scriptSafe(_ json: String) -> String {
    let escape = Array("\\u003c".utf8)
    var safe: [UInt8] = []
    safe.reserveCapacity(json.utf8.count + 1024)
    for byte in json.utf8 {
      if byte == UInt8(ascii: "<") { safe.append(contentsOf: escape) } else { safe.append(byte) }
    }
    return String(decoding: safe, as: UTF8.self)
  }
}
