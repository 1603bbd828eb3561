import MonsoonEvents
import MonsoonReplay

/// Small hand-made logs for the engine's tests.
enum LogFixtures {
  /// A reader over a log's text, as the tool opens one (the writer's template first).
  static func reader(_ text: String) throws -> LogReader {
    try LogReader(fast: MemoryByteSource(text))
  }

  /// The timeline's JSON lines of a log's text, each appended by `TimelineJSONWriter` as
  /// `timeline --format json` writes it (`file`: the name its lines carry, if any).
  static func timelineJSONLines(
    _ text: String, mode: ReplayMode = .strict, skipping skips: SkipList = .none,
    file: String? = nil
  ) throws -> [String] {
    var cursor = ReplayCursor(reader: try reader(text), mode: mode, skipping: skips)
    let writer = TimelineJSONWriter(initial: cursor.state, file: file)
    var lines: [String] = []
    while let step = try cursor.next() {
      guard step.record != nil else { continue }
      var bytes: [UInt8] = []
      writer.append(step, after: cursor.state, to: &bytes)
      lines.append(String(decoding: bytes, as: UTF8.self))
    }
    return lines
  }

  /// A step of a cursor with the states before and after it.
  struct ObservedStep {
    let step: ReplayStep
    let before: SessionState
    let state: SessionState
  }

  /// Every step a cursor yields over a log's text, with the states around it.
  static func steps(
    _ text: String, mode: ReplayMode = .strict, skipping skips: SkipList = .none
  ) throws -> [ObservedStep] {
    var cursor = ReplayCursor(reader: try reader(text), mode: mode, skipping: skips)
    var steps: [ObservedStep] = []
    var before = cursor.state
    while let step = try cursor.next() {
      steps.append(ObservedStep(step: step, before: before, state: cursor.state))
      before = cursor.state
    }
    return steps
  }

  /// The whole log of a text, read strictly.
  static func log(_ text: String) throws -> SessionLog {
    try SessionLog.read(reader(text), mode: .strict) { _ in }
  }

  /// Four events: tap flavor, go, back, nav menu.
  static let short = """
    {"monsoon":1,"seed":"2a"}
    {"seq":1,"t":1000,"type":"tap","control":1}
    {"seq":2,"t":1500,"type":"go"}
    {"seq":3,"t":4000,"type":"back"}
    {"seq":4,"t":4250,"type":"nav","button":"menu"}

    """
}
