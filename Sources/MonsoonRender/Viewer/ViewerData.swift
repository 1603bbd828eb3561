import MonsoonEvents
import MonsoonScreen

/// The session as the JSON the viewer page embeds. Each distinct thing is held once: the
/// chooser and the detail screen as two templates holding every choice's label, each distinct
/// step label in a table; a step is then one short row of numbers, so the page grows by a few
/// dozen bytes per event whatever the menu's texts.
///
/// ```
/// {"device":{...},"timing":{"leadIn":300,...},"prompts":[{"id":..,"choices":[..]}],
///  "chooser":"<svg ...>","detail":"<svg ...>","motion":{...},
///  "kinds":["start","skipped","tap",...],"navButtons":["search","calendar","compass","menu"],
///  "labels":["start: ...","tap flavor → sweet",...],
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
    let device = renderer.device
    let kinds = ["start", "skipped"] + EventKind.allCases.map(\.rawValue)
    let firstTime = history.steps.lazy.compactMap(\.time).first
    var json = JSONWriter()
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
    json.key("timing")
    writeTiming(to: &json)
    json.key("prompts")
    history.menu.writePrompts(to: &json)
    json.breakLine()
    json.key("chooser")
    json.string(renderer.viewerTemplate(.chooser))
    json.breakLine()
    json.key("detail")
    json.string(renderer.viewerTemplate(.detail))
    json.breakLine()
    json.key("motion")
    writeMotion(renderer, to: &json)
    json.breakLine()
    json.key("kinds")
    json.beginArray()
    for kind in kinds { json.string(kind) }
    json.endArray()
    json.key("navButtons")
    json.beginArray()
    for button in NavButton.allCases { json.string(button.rawValue) }
    json.endArray()
    json.key("t0")
    json.integer(firstTime)
    json.breakLine()
    var labels: [String: Int] = [:]
    var labelList: [String] = []
    var problems: [(seq: Int, problem: String)] = []
    json.key("steps")
    json.beginArray()
    for step in history.steps {
      let label: Int
      if let known = labels[step.label] {
        label = known
      } else {
        label = labelList.count
        labels[step.label] = label
        labelList.append(step.label)
      }
      if let problem = step.problem { problems.append((step.seq, problem)) }
      if step.seq > 0 { json.breakLine() }
      writeRow(
        step, time: step.time.flatMap { time in firstTime.map { time - $0 } },
        kind: kinds.firstIndex(of: step.kind) ?? 0, label: label, to: &json)
      guard json.count <= byteLimit else { return nil }
    }
    json.endArray()
    json.breakLine()
    json.key("problems")
    json.beginArray()
    for (index, problem) in problems.enumerated() {
      if index > 0 { json.breakLine() }
      json.beginArray()
      json.integer(problem.seq)
      json.string(problem.problem)
      json.endArray()
    }
    json.endArray()
    json.breakLine()
    json.key("labels")
    json.beginArray()
    for (index, label) in labelList.enumerated() {
      if index > 0 { json.breakLine() }
      json.string(label)
    }
    json.endArray()
    json.endObject()
    guard json.count <= byteLimit else { return nil }
    return scriptSafe(json.bytes)
  }

  /// Writes the numbers of ``PlaybackTiming``'s rule, in milliseconds, from which the script
  /// computes Play's pauses as ``PlaybackTiming/pause(from:to:factor:)`` does:
  /// `{"leadIn":300,"longestPause":3000,"pauseWithoutTime":1000}`.
  static func writeTiming(to json: inout JSONWriter) {
    json.beginObject()
    json.key("leadIn")
    json.integer(milliseconds(PlaybackTiming.leadIn))
    json.key("longestPause")
    json.integer(milliseconds(PlaybackTiming.longestPause))
    json.key("pauseWithoutTime")
    json.integer(milliseconds(PlaybackTiming.pauseWithoutTime))
    json.endObject()
  }

  /// `seconds` in whole milliseconds.
  static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1_000).rounded()) }

  /// One step's row: `[t, kind, label, screen, sel..., nav...]`.
  private static func writeRow(
    _ step: SessionHistory.Step, time: Int?, kind: Int, label: Int, to json: inout JSONWriter
  ) {
    let state = step.state
    json.beginArray()
    json.integer(time)
    for value in [kind, label, state.screen == .chooser ? 0 : 1] { json.integer(value) }
    for value in state.selections { json.integer(value) }
    for button in NavButton.allCases { json.integer(state.navTaps[button]) }
    json.endArray()
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
