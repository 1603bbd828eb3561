import MonsoonEvents

/// Where two replays first differ: the seq after which their states differ, and the fields
/// that differ on each side.
public struct LogDifference: Hashable, Sendable {
  /// Which log ran out of events first, when that is the difference.
  public enum Side: String, Hashable, Sendable {
    /// The first log, A.
    case a
    /// The second log, B.
    case b
  }

  /// The seq (renumbered, counting applied events) after which the states differ; 0 when the
  /// initial states differ (another seed or menu).
  public let seq: Int
  /// The differing fields with A's values (`nil` where A has no such field).
  public let changes: [FieldChange]
  /// The log that ended before this seq, if one did: its last state is compared.
  public let ended: Side?

  /// Creates a difference.
  package init(seq: Int, changes: [FieldChange], ended: Side?) {
    self.seq = seq
    self.changes = changes
    self.ended = ended
  }

  /// The difference as JSON: `{"seq":N,"a":{...},"b":{...}}`, with `"ended":"a"` when a log
  /// ran out of events.
  public var json: String {
    JSONWriter.text { json in
      func side(_ value: (FieldChange) -> FieldValue?) {
        json.beginObject()
        for change in changes {
          json.key(text: change.name)
          FieldValue.write(value(change), to: &json)
        }
        json.endObject()
      }
      json.beginObject()
      json.key("seq")
      json.integer(seq)
      json.key("a")
      side(\.before)
      json.key("b")
      side(\.after)
      if let ended {
        json.key("ended")
        json.plainString(ended.rawValue)
      }
      json.endObject()
    }
  }

  /// The difference as text: a heading, then one line per field with A's and B's values,
  /// with control characters from the logs escaped.
  public var text: String {
    var heading = "first difference after seq \(seq)"
    if let ended { heading += " (\(ended.rawValue.uppercased()) has no event \(seq))" }
    let rows = changes.map { change in
      [change.name, change.before?.description ?? "-", change.after?.description ?? "-"]
        .map(TerminalText.escaped)
    }
    let width = max(5, rows.map(\.[0].count).max() ?? 0)
    let valueWidth = max(1, rows.map(\.[1].count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [heading, "  " + pad("field", width) + "  " + pad("A", valueWidth) + "  B"]
    for row in rows {
      lines.append("  " + pad(row[0], width) + "  " + pad(row[1], valueWidth) + "  " + row[2])
    }
    return lines.joined(separator: "\n")
  }
}
