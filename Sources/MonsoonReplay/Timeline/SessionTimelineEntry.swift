package import MonsoonEvents

/// One line of a timeline: an event, when it happened, and what it changed.
package struct SessionTimelineEntry: Hashable, Sendable {
  /// What became of the event.
  package enum Status: Hashable, Sendable {
    /// Applied; these fields changed (empty when the event changed nothing visible).
    case applied([FieldChange])
    /// Refused, for this reason; nothing changed.
    case rejected(String)
    /// Left out by `--skip`; nothing changed.
    case skipped
  }

  /// The event's record, as written in the log.
  package let record: LogRecord
  /// Milliseconds since the `t` of the first event that has one, or `nil` without `t`.
  package let elapsed: Int?
  /// What became of the event.
  package let status: Status

  /// Creates an entry.
  package init(record: LogRecord, elapsed: Int?, status: Status) {
    self.record = record
    self.elapsed = elapsed
    self.status = status
  }

  /// The entry as one line of text: seq, elapsed seconds, the event in words, the changes.
  ///
  /// `   6    +6.900s  randomize             production: one of a kind -> mass market, …`
  package func text(menu: ChooserMenu) -> String {
    let seq = String(record.seq)
    let time = elapsed.map { "+" + Self.seconds($0) } ?? "-"
    let words = record.event.words(menu: menu)
    var line =
      String(repeating: " ", count: max(0, 5 - seq.count)) + seq + "  "
      + String(repeating: " ", count: max(0, 10 - time.count)) + time + "  " + words
      + String(repeating: " ", count: max(1, 26 - words.count))
    switch status {
    case .applied(let changes) where changes.isEmpty:
      line += "(no change)"
    case .applied(let changes):
      line += changes.map { change in
        "\(change.name): \(change.before?.description ?? "-") -> "
          + (change.after?.description ?? "-")
      }.joined(separator: ", ")
    case .rejected(let reason):
      line += "rejected: \(reason)"
    case .skipped:
      line += "skipped"
    }
    return line
  }

  /// The entry as one JSON object:
  /// `{"seq":1,"t":…,"elapsed_ms":0,"event":{"type":"tap","control":1},`
  /// `"changes":{"flavor":{"from":"savory","to":"sweet"}}}`, with `"rejected":"reason"` or
  /// `"skipped":true` before `"changes":{}` for an event that changed nothing.
  package var json: String {
    var output: [UInt8] = []
    appendJSON(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends ``json`` to `output`, without building a string.
  package func appendJSON(to output: inout [UInt8]) {
    JSONText.appendRaw("{\"seq\":", to: &output)
    JSONText.appendInteger(record.seq, to: &output)
    if let time = record.time {
      JSONText.appendRaw(",\"t\":", to: &output)
      JSONText.appendInteger(time, to: &output)
    }
    if let elapsed {
      JSONText.appendRaw(",\"elapsed_ms\":", to: &output)
      JSONText.appendInteger(elapsed, to: &output)
    }
    JSONText.appendRaw(",\"event\":", to: &output)
    LogLine.appendEventObject(record.event, to: &output)
    var changes: [FieldChange] = []
    switch status {
    case .applied(let applied):
      changes = applied
    case .rejected(let reason):
      JSONText.appendRaw(",\"rejected\":", to: &output)
      JSONText.appendString(reason, to: &output)
    case .skipped:
      JSONText.appendRaw(",\"skipped\":true", to: &output)
    }
    JSONText.appendRaw(",\"changes\":{", to: &output)
    for (index, change) in changes.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONText.appendString(change.name, to: &output)
      JSONText.appendRaw(":{\"from\":", to: &output)
      FieldValue.appendJSON(change.before, to: &output)
      JSONText.appendRaw(",\"to\":", to: &output)
      FieldValue.appendJSON(change.after, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    JSONText.appendRaw("}}", to: &output)
  }

  private static func seconds(_ milliseconds: Int) -> String {
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count)
      + fraction + "s"
  }
}
