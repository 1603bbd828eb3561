extension JSONCursor {
  /// The first place where `bytes` stop being one JSON text by RFC 8259's grammar alone (a
  /// value between optional whitespace, in UTF-8), or `nil` when they are one.
  ///
  /// What the log format adds to JSON is not checked here: nesting depth, duplicate keys,
  /// `\u0000`, lone surrogate escapes, integers that are whole and fit in 64 bits, an object
  /// at the top. This is how a reader tells a line cut short (not JSON) from a line that is
  /// JSON but breaks a rule of the format (docs/log-format.md, sections 1 and 4).
  /// - Complexity: O(bytes), iteratively, so any nesting depth is checked in bounded stack.
  static func grammarError(in bytes: UnsafeRawBufferPointer) -> JSONSyntaxError? {
    var cursor = JSONCursor(bytes)
    do {
      try rejectByteOrderMark(bytes)
      try cursor.skipValueByGrammar()
      try cursor.expectEnd("the end of the line")
    } catch {
      return error
    }
    return nil
  }

  /// Skips one value of any kind, checking only RFC 8259's grammar.
  mutating func skipValueByGrammar() throws(JSONSyntaxError) {
    var closers: [UInt8] = []
    while true {
      if try openContainerOrSkipScalar(&closers) { continue }
      while let closer = closers.last {
        let expected = closer == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'"
        guard let next = peekToken() else { throw error(.unexpectedEnd(expected: expected)) }
        guard next == closer || next == UInt8(ascii: ",") else {
          throw unexpected(next, expected: expected)
        }
        position += 1
        guard next == UInt8(ascii: ",") else {
          closers.removeLast()
          continue
        }
        if closer == UInt8(ascii: "}") { try skipKeyByGrammar() }
        break
      }
      if closers.isEmpty { return }
    }
  }

  /// Opens a container that is not empty (pushing its closer and reading the first key of an
  /// object), or skips a scalar or an empty container.
  /// - Returns: whether a container was opened, so that its first value comes next.
  private mutating func openContainerOrSkipScalar(_ closers: inout [UInt8])
    throws(JSONSyntaxError) -> Bool
  {
    guard let first = peekToken() else { throw error(.unexpectedEnd(expected: "a value")) }
    switch first {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let closer = first == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
      position += 1
      if peekToken() == closer {
        position += 1
        return false
      }
      closers.append(closer)
      if first == UInt8(ascii: "{") { try skipKeyByGrammar() }
      return true
    case UInt8(ascii: "\""):
      try skipStringByGrammar()
    default:
      try skipNumberOrLiteral(startingWith: first)
    }
    return false
  }

  /// Skips a key and its colon.
  private mutating func skipKeyByGrammar() throws(JSONSyntaxError) {
    guard let quote = peekToken() else { throw error(.unexpectedEnd(expected: "a key string")) }
    guard quote == UInt8(ascii: "\"") else { throw unexpected(quote, expected: "a key string") }
    try skipStringByGrammar()
    try expect(UInt8(ascii: ":"), "':' after a key")
  }

  /// Skips a string: valid UTF-8, no raw control character, escapes of the grammar (any
  /// `\uXXXX`, lone surrogates and `\u0000` included).
  mutating func skipStringByGrammar() throws(JSONSyntaxError) {
    try expect(UInt8(ascii: "\""), "a string")
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"):
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw error(.unterminatedString, at: start - 1) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          break
        case UInt8(ascii: "u"):
          _ = try readHexQuad(escapeStart: escapeStart)
        default:
          throw error(.invalidEscape(Character(Unicode.Scalar(letter))), at: escapeStart)
        }
      case 0..<0x20:
        throw error(byte == 0 ? .nulByteInString : .controlCharacterInString)
      case 0x80...:
        try validateUTF8Sequence()
      default:
        position += 1
      }
    }
    throw error(.unterminatedString, at: start - 1)
  }
}
