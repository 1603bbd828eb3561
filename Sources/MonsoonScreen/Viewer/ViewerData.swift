import MonsoonEvents

/// The session as the JSON the viewer page embeds. Each distinct thing is held once: the
/// chooser and the detail screen as two templates holding every choice's label, each distinct
/// step label in a table; a step is then one short row of numbers, so the page grows by a few
/// dozen bytes per event whatever the menu's texts.
///
/// ```
/// {"device":{...},"maxDelay":2000,"prompts":[{"id":..,"choices":[..]}],
///  "chooser":"<svg ...>","detail":"<svg ...>","motion":{...},
///  "kinds":["start","skipped","tap",...],"labels":["start: ...","tap flavor → sweet",...],
///  "t0":1764410400000,"problems":[[seq,"why"],...],
///  "steps":[[t - t0 or null, kind, label, screen (0 chooser, 1 detail), sel..., nav...],...]}
/// ```
enum ViewerData {
  /// The JSON text, safe to place inside a `<script type="application/json">` element.
  /// - Parameter byteLimit: the most bytes the text may take.
  /// - Returns: `nil` as soon as the text would exceed `byteLimit`.
  /// - Complexity: two renders, then O(steps).
  static func json(
    _ history: SessionHistory, _ renderer: ScreenRenderer, byteLimit: Int
  ) -> [UInt8]? {
    var output: [UInt8] = []
    let prompts = history.menu.prompts.map { prompt in
      "{\"id\":\(JSONText.quoted(prompt.id)),\"choices\":["
        + prompt.choices.map(JSONText.quoted).joined(separator: ",") + "]}"
    }
    let device = renderer.device
    let kinds = ["start", "skipped"] + EventKind.allCases.map(\.rawValue)
    let firstTime = history.steps.lazy.compactMap(\.time).first
    JSONText.appendRaw(
      contentsOf: "{\"device\":{\"name\":\(JSONText.quoted(device.name)),"
        + "\"width\":\(SVGNumber.format(device.size.width)),"
        + "\"height\":\(SVGNumber.format(device.size.height))},"
        + "\"maxDelay\":\(maximumDelay),"
        + "\"prompts\":[\(prompts.joined(separator: ","))],\n"
        + "\"chooser\":\(JSONText.quoted(renderer.viewerTemplate(.chooser))),\n"
        + "\"detail\":\(JSONText.quoted(renderer.viewerTemplate(.detail))),\n"
        + "\"motion\":\(motionJSON(renderer)),\n"
        + "\"kinds\":[\(kinds.map(JSONText.quoted).joined(separator: ","))],"
        + "\"t0\":\(firstTime.map(String.init) ?? "null"),\n",
      to: &output)
    var labels: [String: Int] = [:]
    var labelList: [String] = []
    var problems: [String] = []
    JSONText.appendRaw("\"steps\":[", to: &output)
    for step in history.steps {
      let label: Int
      if let known = labels[step.label] {
        label = known
      } else {
        label = labelList.count
        labels[step.label] = label
        labelList.append(step.label)
      }
      if let problem = step.problem {
        problems.append("[\(step.seq),\(JSONText.quoted(problem))]")
      }
      if step.seq > 0 { JSONText.appendRaw(",\n", to: &output) }
      appendRow(
        step, time: step.time.flatMap { time in firstTime.map { time - $0 } },
        kind: kinds.firstIndex(of: step.kind) ?? 0, label: label, to: &output)
      guard output.count <= byteLimit else { return nil }
    }
    JSONText.appendRaw(
      contentsOf: "],\n\"problems\":[\(problems.joined(separator: ",\n"))],\n"
        + "\"labels\":[\(labelList.map(JSONText.quoted).joined(separator: ",\n"))]}",
      to: &output)
    guard output.count <= byteLimit else { return nil }
    return scriptSafe(output)
  }

  /// The longest pause Play waits between two events, in milliseconds.
  static let maximumDelay = 2_000

  /// One step's row: `[t, kind, label, screen, sel..., nav...]`.
  private static func appendRow(
    _ step: SessionHistory.Step, time: Int?, kind: Int, label: Int, to output: inout [UInt8]
  ) {
    let state = step.state
    output.append(UInt8(ascii: "["))
    if let time { JSONText.appendInteger(time, to: &output) } else {
      JSONText.appendRaw("null", to: &output)
    }
    for value in [kind, label, state.screen == .chooser ? 0 : 1] {
      output.append(UInt8(ascii: ","))
      JSONText.appendInteger(value, to: &output)
    }
    for value in state.selections {
      output.append(UInt8(ascii: ","))
      JSONText.appendInteger(value, to: &output)
    }
    for button in NavButton.allCases {
      output.append(UInt8(ascii: ","))
      JSONText.appendInteger(state.navTaps[button], to: &output)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// `json` with every `<` written as `\u003c`, so that no text from the log can close the
  /// script element or open a comment; JSON.parse reads it back unchanged.
  static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
    let escape = Array("\\u003c".utf8)
    var safe: [UInt8] = []
    safe.reserveCapacity(json.count + 1024)
    for byte in json {
      if byte == UInt8(ascii: "<") { safe.append(contentsOf: escape) } else { safe.append(byte) }
    }
    return safe
  }
}
