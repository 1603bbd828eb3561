/// The difference between the state a test expected and the one the reducer reached, as a
/// `-`/`+` diff of the whole state in the style of swift-custom-dump: the state one field a
/// line, each changed field as `-` (expected) and `+` (actual), with a line of context around
/// it and the unchanged rest folded.
///
/// ```
///   ExpectedSessionState(
///     screen: .chooser,
///     production: "homemade",
/// -   flavor: "savory",
/// +   flavor: "sweet",
///     heat: "mild",
///     … (8 unchanged)
///   )
/// ```
struct StateDiff {
  /// The diff, lines joined by newlines; empty when the states agree.
  let text: String

  /// The diff of `expected` against `actual`, with `context` unchanged lines shown on each
  /// side of a change.
  init(expected: ExpectedSessionState, actual: ExpectedSessionState, context: Int = 1) {
    let fields = expected.fields
    let changed = fields.map { !expected.agrees(on: $0, with: actual) }
    guard changed.contains(true) else {
      text = ""
      return
    }
    var lines = ["  ExpectedSessionState("]
    var folded: [String] = []
    for (index, field) in fields.enumerated() {
      if changed[index] {
        Self.flush(&folded, into: &lines)
        lines.append("-   " + expected.line(field) + ",")
        lines.append("+   " + actual.line(field) + ",")
        continue
      }
      let line = "    " + actual.line(field) + ","
      let near = changed[max(0, index - context)...min(fields.count - 1, index + context)]
      if near.contains(true) {
        Self.flush(&folded, into: &lines)
        lines.append(line)
      } else {
        folded.append(line)
      }
    }
    Self.flush(&folded, into: &lines)
    lines.append("  )")
    text = lines.joined(separator: "\n")
  }

  /// Writes the unchanged lines `folded` as one `… (n unchanged)` line (a single one as
  /// itself), and empties it.
  private static func flush(_ folded: inout [String], into lines: inout [String]) {
    if folded.count == 1 {
      lines += folded
    } else if folded.count > 1 {
      lines.append("    … (\(folded.count) unchanged)")
    }
    folded = []
  }
}
