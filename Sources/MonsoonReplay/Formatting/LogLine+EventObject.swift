package import MonsoonEvents

extension LogLine {
  /// Writes the event as a JSON object of its own, such as `{"type":"tap","control":2}`: its
  /// `type` and its fields, as in a line.
  package static func writeEventObject(_ event: Event, to json: inout JSONWriter) {
    json.beginObject()
    writeEventMembers(event, to: &json)
    json.endObject()
  }
}
