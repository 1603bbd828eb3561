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

  /// Writes the members that describe the log rather than the session into an open JSON
  /// object, as the per-session projection has them after `"ended_on_detail"`: `"header"`
  /// (the header's other members, `{}` when none), `"skipped_lines"`, `"torn_tail"` and
  /// `"nul_tail"`.
  package func writeLogMembers(to json: inout JSONWriter) {
    json.key("header")
    json.value(written: headerFields)
    json.key("skipped_lines")
    json.integer(skippedLines)
    json.key("torn_tail")
    json.integer(tornTails)
    json.key("nul_tail")
    json.integer(nulTails)
  }
}
