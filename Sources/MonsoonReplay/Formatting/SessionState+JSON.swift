public import MonsoonEvents

extension SessionState {
  /// The state as one JSON object with a fixed key order:
  /// `{"seq":N,"screen":"chooser","selections":[...],"choices":{...},"nav":{...}}`.
  public var jsonObject: String {
    var output: [UInt8] = []
    appendJSONObject(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends ``jsonObject`` to `output`, without building a string.
  package func appendJSONObject(to output: inout [UInt8]) {
    JSONText.appendRaw("{\"seq\":", to: &output)
    JSONText.appendInteger(seq, to: &output)
    JSONText.appendRaw(",\"screen\":\"", to: &output)
    JSONText.appendRaw(contentsOf: screen.rawValue, to: &output)
    JSONText.appendRaw("\",\"selections\":[", to: &output)
    for (prompt, index) in selections.enumerated() {
      if prompt > 0 { output.append(UInt8(ascii: ",")) }
      JSONText.appendInteger(index, to: &output)
    }
    JSONText.appendRaw("],\"choices\":{", to: &output)
    for (index, prompt) in menu.prompts.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONText.appendString(prompt.id, to: &output)
      output.append(UInt8(ascii: ":"))
      JSONText.appendString(prompt.options[selections[index]], to: &output)
    }
    JSONText.appendRaw("},\"nav\":", to: &output)
    navTaps.appendJSONObject(to: &output)
    output.append(UInt8(ascii: "}"))
  }
}

extension NavTapCounts {
  /// The counts as a JSON object in bar order: `{"search":0,"calendar":0,...}`.
  package var jsonObject: String {
    var output: [UInt8] = []
    appendJSONObject(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends ``jsonObject`` to `output`, without building a string.
  package func appendJSONObject(to output: inout [UInt8]) {
    for (index, button) in NavButton.allCases.enumerated() {
      output.append(UInt8(ascii: index == 0 ? "{" : ","))
      JSONText.appendString(button.rawValue, to: &output)
      output.append(UInt8(ascii: ":"))
      JSONText.appendInteger(self[button], to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }
}
