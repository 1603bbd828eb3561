import MonsoonEvents

/// The session as the JSON the viewer page embeds: the device, the menu, one SVG per distinct
/// screen (chooser or detail, and the selections), and every step pointing at its SVG.
enum ViewerData {
  /// The JSON text, safe to place inside a `<script type="application/json">` element.
  /// - Complexity: one render per distinct screen, O(steps) otherwise.
  static func json(_ history: SessionHistory, _ renderer: ScreenRenderer) -> String {
    var views: [String] = []
    var viewIndex: [ViewKey: Int] = [:]
    var steps: [String] = []
    for step in history.steps {
      let key = ViewKey(screen: step.state.screen, selections: step.state.selections)
      let view: Int
      if let known = viewIndex[key] {
        view = known
      } else {
        view = views.count
        viewIndex[key] = view
        views.append(JSONText.quoted(renderer.svg(step.state)))
      }
      steps.append(stepObject(step, view: view))
    }
    let prompts = history.menu.prompts.map { prompt in
      "{\"id\":\(JSONText.quoted(prompt.id)),\"choices\":["
        + prompt.choices.map(JSONText.quoted).joined(separator: ",") + "]}"
    }
    let device = renderer.device
    let json = "{\"device\":{\"name\":\(JSONText.quoted(device.name)),"
      + "\"width\":\(SVGNumber.format(device.size.width)),"
      + "\"height\":\(SVGNumber.format(device.size.height))},"
      + "\"maxDelay\":\(maximumDelay),"
      + "\"prompts\":[\(prompts.joined(separator: ","))],"
      + "\"views\":[\(views.joined(separator: ",\n"))],"
      + "\"steps\":[\n\(steps.joined(separator: ",\n"))]}"
    return scriptSafe(json)
  }

  /// The longest pause Play waits between two events, in milliseconds.
  static let maximumDelay = 2_000

  private struct ViewKey: Hashable {
    let screen: Screen
    let selections: Selections
  }

  private static func stepObject(_ step: SessionHistory.Step, view: Int) -> String {
    let state = step.state
    var object = "{\"seq\":\(step.seq),\"t\":\(step.time.map(String.init) ?? "null")"
    object += ",\"type\":\(JSONText.quoted(step.kind)),\"label\":\(JSONText.quoted(step.label))"
    if let problem = step.problem { object += ",\"problem\":\(JSONText.quoted(problem))" }
    object += ",\"view\":\(view),\"screen\":\"\(state.screen.rawValue)\""
    object += ",\"sel\":\(state.selections),\"nav\":["
      + NavButton.allCases.map { String(state.navTaps[$0]) }.joined(separator: ",") + "]}"
    return object
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
