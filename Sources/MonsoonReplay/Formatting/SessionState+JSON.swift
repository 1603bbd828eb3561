public import MonsoonEvents

extension SessionState {
  /// The state as one JSON object with a fixed key order:
  /// `{"seq":N,"screen":"chooser","selections":[...],"choices":{...},"nav":{...}}`.
  public var jsonObject: String {
    JSONWriter.text { writeJSONObject(to: &$0) }
  }

  /// Appends ``jsonObject`` to `output`, without building a string.
  package func appendJSONObject(to output: inout [UInt8]) {
    JSONWriter.append(to: &output) { writeJSONObject(to: &$0) }
  }

  /// Writes ``jsonObject``.
  package func writeJSONObject(to json: inout JSONWriter) {
    json.beginObject()
    writeJSONMembers(to: &json)
    json.endObject()
  }

  /// Writes the members of ``jsonObject``, for an object that holds them among others.
  package func writeJSONMembers(to json: inout JSONWriter) {
    json.key("seq")
    json.integer(seq)
    json.key("screen")
    json.plainString(screen.rawValue)
    json.key("selections")
    json.integers(selections)
    json.key("choices")
    json.beginObject()
    for (index, prompt) in menu.prompts.enumerated() {
      json.key(text: prompt.id)
      json.string(prompt.options[selections[index]])
    }
    json.endObject()
    json.key("nav")
    navTaps.writeJSONObject(to: &json)
  }
}

extension NavTapCounts {
  /// The counts as a JSON object in bar order: `{"search":0,"calendar":0,...}`.
  package var jsonObject: String {
    JSONWriter.text { writeJSONObject(to: &$0) }
  }

  /// Writes ``jsonObject``.
  package func writeJSONObject(to json: inout JSONWriter) {
    json.beginObject()
    for button in NavButton.allCases {
      json.key(text: button.rawValue)
      json.integer(self[button])
    }
    json.endObject()
  }
}
