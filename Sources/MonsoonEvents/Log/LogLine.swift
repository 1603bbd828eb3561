/// The exact bytes of log lines, as every writer in this package produces them.
package enum LogLine {
  /// The header line, `\n` included: `{"monsoon":1,"seed":"…"}`, with `"prompts"` when the
  /// menu is custom.
  package static func header(_ header: LogHeader) -> [UInt8] {
    var output: [UInt8] = []
    JSONText.appendRaw(contentsOf: "{\"monsoon\":\(LogHeader.version),\"seed\":\"", to: &output)
    JSONText.appendRaw(contentsOf: String(header.seed, radix: 16), to: &output)
    output.append(UInt8(ascii: "\""))
    if let menu = header.customMenu {
      JSONText.appendRaw(",\"prompts\":[", to: &output)
      for (index, prompt) in menu.prompts.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONText.appendRaw("{\"id\":", to: &output)
        JSONText.appendString(prompt.id, to: &output)
        JSONText.appendRaw(",\"choices\":[", to: &output)
        for (choiceIndex, option) in prompt.options.enumerated() {
          if choiceIndex > 0 { output.append(UInt8(ascii: ",")) }
          JSONText.appendString(option, to: &output)
        }
        JSONText.appendRaw("]}", to: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    JSONText.appendRaw("}\n", to: &output)
    return output
  }

  /// An event line, `\n` included, with fields in the order seq, t, type, event fields, sel.
  package static func event(_ record: LogRecord) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(96)
    JSONText.appendRaw("{\"seq\":", to: &output)
    JSONText.appendInteger(record.seq, to: &output)
    if let time = record.time {
      JSONText.appendRaw(",\"t\":", to: &output)
      JSONText.appendInteger(time, to: &output)
    }
    appendEvent(record.event, to: &output)
    if let sel = record.sel {
      JSONText.appendRaw(contentsOf: ",\"sel\":\(sel)", to: &output)
    }
    JSONText.appendRaw("}\n", to: &output)
    return output
  }

  /// The event's fields as JSON object members (`"type":…` and its own fields), each preceded
  /// by a comma.
  static func appendEvent(_ event: Event, to output: inout [UInt8]) {
    switch event {
    case .tap(let prompt):
      JSONText.appendRaw(",\"type\":\"tap\",\"control\":", to: &output)
      JSONText.appendInteger(prompt, to: &output)
    case .select(let prompt, let option):
      JSONText.appendRaw(",\"type\":\"select\",\"control\":", to: &output)
      JSONText.appendInteger(prompt, to: &output)
      JSONText.appendRaw(",\"choice\":", to: &output)
      JSONText.appendInteger(option, to: &output)
    case .randomize:
      JSONText.appendRaw(",\"type\":\"randomize\"", to: &output)
    case .go:
      JSONText.appendRaw(",\"type\":\"go\"", to: &output)
    case .back:
      JSONText.appendRaw(",\"type\":\"back\"", to: &output)
    case .nav(let button):
      JSONText.appendRaw(",\"type\":\"nav\",\"button\":\"", to: &output)
      JSONText.appendRaw(contentsOf: button.rawValue, to: &output)
      output.append(UInt8(ascii: "\""))
    }
  }

  /// The event as a JSON object such as `{"type":"tap","control":2}`.
  package static func eventObject(_ event: Event) -> String {
    var output: [UInt8] = []
    appendEventObject(event, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the event as a JSON object of its own: its `type` and its fields, as in a line.
  package static func appendEventObject(_ event: Event, to output: inout [UInt8]) {
    let start = output.count
    appendEvent(event, to: &output)
    output[start] = UInt8(ascii: "{")
    output.append(UInt8(ascii: "}"))
  }
}
