import MonsoonEvents
import MonsoonReplay

/// States and events as model-check reports show them.
enum StoreStateText {
  /// The fields that differ, as `name: expected -> actual`.
  static func difference(_ expected: SessionState, _ actual: SessionState) -> String {
    let changes = expected.changes(to: actual)
    guard !changes.isEmpty else { return "(no field differs)" }
    return changes.map {
      "\($0.name): expected \($0.before?.description ?? "-"), got \($0.after?.description ?? "-")"
    }.joined(separator: ", ")
  }

  /// Events in words, numbered by seq.
  static func events(_ events: [Event]) -> String {
    guard !events.isEmpty else { return "none" }
    return events.enumerated().map { "\($0.offset + 1) \($0.element.words(menu: .standard))" }
      .joined(separator: ", ")
  }

  /// A state in one line: seq, screen and selections.
  static func summary(_ state: SessionState) -> String {
    "seq \(state.seq) \(state.screen.rawValue) \(state.selections)"
  }
}
