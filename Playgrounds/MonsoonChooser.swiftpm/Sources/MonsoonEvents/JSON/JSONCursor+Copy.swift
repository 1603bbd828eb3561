extension JSONCursor {
  /// Reads one value of any kind and writes it to `json` as that writer writes values: without
  /// whitespace, strings with only the escapes RFC 8259 requires, numbers as written, members
  /// in the order read. It checks the value as strictly as ``skipValue(depth:)`` does.
  /// - Throws: on malformed JSON or a duplicate key; `json` then holds part of the value.
  mutating func copyValue(to json: inout JSONWriter, depth: Int) throws(JSONSyntaxError) {
    guard let first = peekToken() else {
      throw error(.unexpectedEnd(expected: "a value"))
    }
    switch first {
    case UInt8(ascii: "{"):
      json.beginObject()
      try readObjectRejectingDuplicateKeys(depth: depth) {
        (cursor, key, _) throws(JSONSyntaxError) in
        json.key(text: cursor.text(of: key))
        try cursor.copyValue(to: &json, depth: depth + 1)
      }
      json.endObject()
    case UInt8(ascii: "["):
      json.beginArray()
      try readArray(depth: depth) { (cursor) throws(JSONSyntaxError) in
        try cursor.copyValue(to: &json, depth: depth + 1)
      }
      json.endArray()
    case UInt8(ascii: "\""):
      json.string(try readText())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      json.bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      json.bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      json.null()
    default:
      let start = position
      try skipNumberOrLiteral(startingWith: first)
      json.number(formatted: String(decoding: bytes[start..<position], as: UTF8.self))
    }
  }
}
