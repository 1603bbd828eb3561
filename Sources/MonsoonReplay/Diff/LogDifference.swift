package import MonsoonEvents

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
  /// A's event at this step: its `seq`-th applied event (`nil` at step 0, or where a log ran
  /// out).
  package let eventA: LogRecord?
  /// B's event at this step, as ``eventA`` is A's.
  package let eventB: LogRecord?
  /// The two logs' format versions, when they differ: then their rules do, and no state of
  /// one equals a state of the other.
  package let versions: Versions?

  /// Two logs' format versions.
  package struct Versions: Hashable, Sendable {
    /// A's version.
    package let a: LogFormatVersion
    /// B's version.
    package let b: LogFormatVersion
  }

  /// Creates a difference.
  /// - Parameter versions: the logs' format versions; kept only when they differ.
  package init(
    seq: Int, changes: [FieldChange], ended: Side?,
    events: (a: LogRecord?, b: LogRecord?) = (nil, nil), versions: Versions? = nil
  ) {
    self.seq = seq
    self.changes = changes
    self.ended = ended
    eventA = events.a
    eventB = events.b
    self.versions = versions.flatMap { $0.a == $0.b ? nil : $0 }
  }

  /// The difference as JSON: `{"seq":N,"a":{...},"b":{...}}`, with `"ended":"a"` when a log
  /// ran out of events, and `"version":{"a":1,"b":2}` when the logs' versions differ. A side
  /// holds the built-in fields that differ (`seq`, `screen`, `nav.<button>`, `rng`) and, in
  /// `"choices"`, the prompts that do, by id, as the state's JSON has them: a prompt named
  /// `screen` never makes a second `screen` key.
  public var json: String {
    JSONWriter.text { json in
      func side(_ value: (FieldChange) -> FieldValue?) {
        json.beginObject()
        var wroteChoices = false
        for change in changes where !change.isChoice || !wroteChoices {
          if change.isChoice {
            wroteChoices = true
            json.key("choices")
            json.beginObject()
            for choice in changes where choice.isChoice {
              json.key(text: choice.name)
              FieldValue.write(value(choice), to: &json)
            }
            json.endObject()
          } else {
            json.key(text: change.name)
            FieldValue.write(value(change), to: &json)
          }
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
      if let versions {
        json.key("version")
        json.beginObject()
        json.key("a")
        json.integer(versions.a.rawValue)
        json.key("b")
        json.integer(versions.b.rawValue)
        json.endObject()
      }
      json.endObject()
    }
  }

  /// The difference as text: a heading, then one line per field with A's and B's values,
  /// with control characters from the logs escaped.
  public var text: String {
    text(names: (a: "A", b: "B"))
  }

  /// The difference as text, its columns headed with the logs' names: a heading, each log's
  /// event at this step (named by its menu's words) when there is one, then one line per
  /// differing field, and a line naming the logs' format versions when they differ, with
  /// control characters from the logs and names escaped. A prompt whose
  /// id is spelled like a built-in field is named quoted (`"screen"`), as a condition names it.
  /// - Parameters:
  ///   - names: what to call each log, such as its file name.
  ///   - menus: each log's menu, to say its event in words; without them no event row.
  ///   - showingGenerator: whether to show the `rng` row (the generator's state, four 64-bit
  ///     words a side); hidden, a difference only there is said in words.
  package func text(
    names: (a: String, b: String), menus: (a: ChooserMenu, b: ChooserMenu)? = nil,
    showingGenerator: Bool = true
  ) -> String {
    let (nameA, nameB) = (TerminalText.escaped(names.a), TerminalText.escaped(names.b))
    var heading = "first difference after seq \(seq)"
    if let ended { heading += " (\(ended == .a ? nameA : nameB) has no event \(seq))" }
    var rows: [[String]] = []
    if let menus, seq > 0, eventA != nil || eventB != nil {
      rows.append([
        "event", eventA?.event.words(menu: menus.a) ?? "-", eventB?.event.words(menu: menus.b) ?? "-",
      ])
    }
    let shown = changes.filter { showingGenerator || $0.isChoice || $0.name != "rng" }
    rows += shown.map { change in
      [change.label, change.before?.description ?? "-", change.after?.description ?? "-"]
        .map(TerminalText.escaped)
    }
    let width = max(5, rows.map(\.[0].count).max() ?? 0)
    let valueWidth = max(nameA.count, rows.map(\.[1].count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [heading]
    if !rows.isEmpty {
      lines.append("  " + pad("field", width) + "  " + pad(nameA, valueWidth) + "  " + nameB)
    }
    for row in rows {
      lines.append("  " + pad(row[0], width) + "  " + pad(row[1], valueWidth) + "  " + row[2])
    }
    if shown.count < changes.count {
      lines.append(
        shown.isEmpty
          ? "  only the generator's state (rng) differs: --rng shows it; --visible compares "
            + "what the user saw"
          : "  the generator's state (rng) differs too: --rng shows it")
    }
    if let versions {
      lines.append(
        "  the logs' versions differ: \(nameA) is version \(versions.a.rawValue), \(nameB) "
          + "version \(versions.b.rawValue) (each replayed under its own rules)")
    }
    return lines.joined(separator: "\n")
  }
}
