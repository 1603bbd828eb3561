extension LogHeader {
  /// The members of a header line other than the format's own (`monsoon`, `seed`, `prompts`),
  /// such as the device or app version an app writes there, as a compact JSON object in the
  /// order written: `{"device":"iPhone 15","app":"2.1"}`, or `{}` when there are none.
  /// Replay ignores them (docs/log-format.md); the per-session projection carries them.
  ///
  /// - Parameter line: a header line that ``decode(_:lineNumber:)`` accepted, so every value
  ///   in it is valid JSON; a line that is not gives `{}`.
  static func otherFields(of line: UnsafeRawBufferPointer) -> [UInt8] {
    var cursor = JSONCursor(line)
    var output: [UInt8] = []
    var copied = true
    JSONWriter.append(to: &output) { json in
      json.beginObject()
      do {
        try cursor.readObject(depth: 1) { (cursor, key, _) throws(JSONSyntaxError) in
          guard
            !cursor.token(key, equals: "monsoon"), !cursor.token(key, equals: "seed"),
            !cursor.token(key, equals: "prompts")
          else { return try cursor.skipValue(depth: 2) }
          json.key(text: cursor.text(of: key))
          try cursor.copyValue(to: &json, depth: 2)
        }
      } catch {
        copied = false
      }
      json.endObject()
    }
    return copied ? output : Array("{}".utf8)
  }
}
