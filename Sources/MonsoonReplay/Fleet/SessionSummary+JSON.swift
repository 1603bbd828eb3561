package import MonsoonEvents

extension SessionSummary {
  /// Writes the summary's members into an open JSON object, as the per-session projection
  /// has them (docs/fleet.md): `"events"`, `"first_t"` and `"last_t"` (null without a `t`),
  /// `"kinds"` (every event type, 0 included, in the order of the log format's list) and
  /// `"rejected"`.
  package func writeJSONMembers(to json: inout JSONWriter) {
    json.key("events")
    json.integer(events)
    json.key("first_t")
    json.integer(firstTime)
    json.key("last_t")
    json.integer(lastTime)
    json.key("kinds")
    json.beginObject()
    for kind in EventKind.allCases {
      json.key(text: kind.rawValue)
      json.integer(count(of: kind))
    }
    json.endObject()
    json.key("rejected")
    json.integer(rejected)
  }
}
