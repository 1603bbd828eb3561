public import MonsoonEvents

extension SessionState {
  /// The state as one JSON object with a fixed key order:
  /// `{"seq":N,"screen":"chooser","selections":[...],"choices":{...},"nav":{...}}`.
  public var jsonObject: String {
    var bytes: [UInt8] = []
    appendJSONObject(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``jsonObject`` to `output`, without building a string: the bytes
  /// ``StateJSONWriter``, the one writer of a state's JSON, writes.
  package func appendJSONObject(to output: inout [UInt8]) {
    StateJSONWriter(menu: menu, keepingStretches: false).append(self, to: &output)
  }

  /// Writes the members of ``jsonObject``, for an object that holds them among others.
  package func writeJSONMembers(to json: inout JSONWriter) {
    var object: [UInt8] = []
    appendJSONObject(to: &object)
    json.members(written: object.dropFirst().dropLast())
  }
}
