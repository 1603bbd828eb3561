extension LogHeader {
  /// Decodes a header line.
  /// - Throws: ``LogProblem`` on line `lineNumber` when the line is not a valid header of a
  ///   version this package reads.
  static func decode(_ line: UnsafeRawBufferPointer, lineNumber: Int) throws(LogProblem)
    -> LogHeader
  {
    var cursor = JSONCursor(line)
    var version: Int?
    var seedStart: Int?
    var promptsStart: Int?
    do {
      try rejectByteOrderMark(line)
      try cursor.readObjectRejectingDuplicateKeys(depth: 1) {
        (cursor, key, _) throws(JSONSyntaxError) in
        if cursor.token(key, equals: "monsoon"), cursor.peekToken() != UInt8(ascii: "\"") {
          version = try cursor.readInteger()
          return
        }
        if cursor.token(key, equals: "seed") {
          seedStart = cursor.position
        } else if cursor.token(key, equals: "prompts") {
          promptsStart = cursor.position
        }
        try cursor.skipValue(depth: 2)
      }
      try cursor.expectEnd()
    } catch {
      throw LogProblem(line: lineNumber, .malformed(error))
    }
    guard let version else {
      let reason =
        seedStartLooksLikeEvent(line)
        ? "the first line is an event, not a header; a log starts with a header such as "
          + "{\"monsoon\":2,\"seed\":\"2a\"}"
        : "missing \"monsoon\" (the format version, an integer)"
      throw LogProblem(line: lineNumber, .invalidHeader(reason))
    }
    guard let formatVersion = LogFormatVersion(rawValue: version) else {
      throw LogProblem(line: lineNumber, .unsupportedVersion(version))
    }
    guard let seedStart else {
      throw LogProblem(line: lineNumber, .invalidHeader("missing \"seed\""))
    }
    let seed = try decodeSeed(JSONCursor(line, position: seedStart), lineNumber: lineNumber)
    guard let promptsStart else { return LogHeader(seed: seed, formatVersion: formatVersion) }
    let menu = try decodeMenu(JSONCursor(line, position: promptsStart), lineNumber: lineNumber)
    return LogHeader(seed: seed, customMenu: menu, formatVersion: formatVersion)
  }

  private static func seedStartLooksLikeEvent(_ line: UnsafeRawBufferPointer) -> Bool {
    var cursor = JSONCursor(line)
    var hasSeq = false
    try? cursor.readObject(depth: 1) { (cursor, key, _) throws(JSONSyntaxError) in
      if cursor.token(key, equals: "seq") { hasSeq = true }
      try cursor.skipValue(depth: 2)
    }
    return hasSeq
  }

  private static func decodeSeed(_ start: JSONCursor, lineNumber: Int) throws(LogProblem)
    -> UInt64
  {
    var cursor = start
    let expected = "a string of 1 to 16 hex digits, such as \"9e3779b97f4a7c15\""
    guard cursor.peekToken() == UInt8(ascii: "\""),
      let text = try? cursor.readText(),
      (1...16).contains(text.utf8.count),
      text.utf8.allSatisfy(\.isHexDigit),
      let seed = UInt64(text, radix: 16)
    else {
      throw LogProblem(line: lineNumber, .invalidHeader("\"seed\" must be \(expected)"))
    }
    return seed
  }

  private static func decodeMenu(_ start: JSONCursor, lineNumber: Int) throws(LogProblem)
    -> ChooserMenu
  {
    var cursor = start
    do {
      return try ChooserMenu.decodePrompts(&cursor, depth: 2, name: "\"prompts\"")
    } catch {
      switch error {
      case .malformed(let error):
        throw LogProblem(line: lineNumber, .malformed(error))
      case .shape(let reason):
        throw LogProblem(line: lineNumber, .invalidHeader(reason))
      case .invalidMenu(let rule):
        throw LogProblem(line: lineNumber, .invalidHeader("invalid menu: \(rule)"))
      }
    }
  }
}

/// Rejects a UTF-8 byte-order mark at the start of a line.
func rejectByteOrderMark(_ line: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
  if line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
    throw JSONSyntaxError(column: 1, .byteOrderMark)
  }
}

extension UInt8 {
  var isHexDigit: Bool {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default: false
    }
  }
}
