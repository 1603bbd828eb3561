/// The exact bytes of log lines, as every writer in this package produces them.
package enum LogLine {
  /// The header line, `\n` included: `{"monsoon":2,"seed":"…"}` (the header's version), with
  /// `"prompts"` when the menu is custom.
  package static func header(_ header: LogHeader) -> [UInt8] {
    var json = JSONWriter()
    json.beginObject()
    json.key("monsoon")
    json.integer(header.formatVersion.rawValue)
    json.key("seed")
    json.plainString(String(header.seed, radix: 16))
    if let menu = header.customMenu {
      json.key("prompts")
      menu.writePrompts(to: &json)
    }
    json.endObject()
    return json.bytes + [0x0A]
  }

  /// The header line of a new log, `\n` included, as ``header(_:)`` writes it, after checking
  /// it fits a log line: every writer of a new log (`SessionLogFile`, `gen`) takes
  /// its header from here, so no log starts with a line no reader accepts.
  /// - Throws: ``LogHeaderError/tooLong(length:limit:)`` when the line, without its `\n`, is
  ///   longer than 1 MiB (a custom menu near the menu file's own limit can make it so).
  package static func newHeader(_ header: LogHeader) throws(LogHeaderError) -> [UInt8] {
    let line = Self.header(header)
    let limit = LogReader.defaultMaximumLineLength
    guard line.count - 1 <= limit else { throw .tooLong(length: line.count - 1, limit: limit) }
    return line
  }

  /// An event line, `\n` included, with fields in the order seq, t, type, event fields, sel.
  package static func event(_ record: LogRecord) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(96)
    JSONWriter.append(to: &output) { json in
      json.beginObject()
      json.key("seq")
      json.integer(record.seq)
      if let time = record.time {
        json.key("t")
        json.integer(time)
      }
      writeEventMembers(record.event, to: &json)
      if let sel = record.sel {
        json.key("sel")
        json.integers(sel)
      }
      json.endObject()
    }
    output.append(0x0A)
    return output
  }

  /// The event's members: `"type"` and the event's own fields.
  package static func writeEventMembers(_ event: Event, to json: inout JSONWriter) {
    json.key("type")
    json.plainString(event.kind.rawValue)
    switch event {
    case .tap(let prompt):
      json.key("control")
      json.integer(prompt)
    case .select(let prompt, let option):
      json.key("control")
      json.integer(prompt)
      json.key("choice")
      json.integer(option)
    case .randomize, .go, .back:
      break
    case .nav(let button):
      json.key("button")
      json.plainString(button.rawValue)
    }
  }
}
