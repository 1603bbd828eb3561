/// A strict reader of one JSON text held in a byte buffer, following RFC 8259 to the letter.
///
/// It validates UTF-8, rejects lone surrogates, control characters in strings, leading zeros,
/// NUL bytes, duplicate keys in objects it skips, and nesting deeper than ``maximumDepth``.
struct JSONCursor {
  /// The deepest nesting of arrays and objects accepted, the outermost object counting as 1.
  static let maximumDepth = 64

  /// The text being read.
  let bytes: UnsafeRawBufferPointer
  /// The offset of the next byte to read; set only by the reading methods (this file's and
  /// the grammar's, in JSONCursor+Grammar.swift).
  var position: Int

  init(_ bytes: UnsafeRawBufferPointer, position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  // MARK: Positions and punctuation

  var isAtEnd: Bool { position >= bytes.count }

  func error(_ kind: JSONSyntaxError.Kind, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(column: (offset ?? position) + 1, kind)
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// Skips whitespace and returns the next byte without consuming it.
  mutating func peekToken() -> UInt8? {
    skipWhitespace()
    return position < bytes.count ? bytes[position] : nil
  }

  /// Skips whitespace and consumes `byte`.
  mutating func expect(_ byte: UInt8, _ description: String) throws(JSONSyntaxError) {
    guard let found = peekToken() else {
      throw error(.unexpectedEnd(expected: description))
    }
    guard found == byte else { throw unexpected(found, expected: description) }
    position += 1
  }

  /// Checks that only whitespace is left.
  /// - Parameter end: what should have been reached, for the message.
  mutating func expectEnd(_ end: String = "the end of the line after the object")
    throws(JSONSyntaxError)
  {
    if let found = peekToken() { throw unexpected(found, expected: end) }
  }

  /// The error for an unexpected byte, naming NUL bytes and invalid UTF-8 as such.
  func unexpected(_ byte: UInt8, expected: String) -> JSONSyntaxError {
    if byte == 0 { return error(.nulByte) }
    if byte >= 0x80 {
      var probe = self
      do {
        try probe.validateUTF8Sequence()
      } catch {
        return error
      }
      let sequence = UnsafeRawBufferPointer(rebasing: bytes[position..<probe.position])
      let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
      return error(.unexpectedNonASCII(scalar, expected: expected))
    }
    if byte < 0x20 { return error(.unexpectedControlCharacter(expected: expected)) }
    return error(.unexpectedCharacter(Character(Unicode.Scalar(byte)), expected: expected))
  }

  // MARK: Objects

  /// Reads an object, calling `member` with each key; `member` must consume the value.
  /// - Throws: on malformed JSON and on a key that appears twice.
  mutating func readObject(
    depth: Int, member: (inout JSONCursor, JSONString, Int) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    guard depth <= Self.maximumDepth else {
      throw error(.nestedTooDeep(limit: Self.maximumDepth))
    }
    try expect(UInt8(ascii: "{"), "'{'")
    if peekToken() == UInt8(ascii: "}") {
      position += 1
      return
    }
    while true {
      guard peekToken() == UInt8(ascii: "\"") else {
        throw peekToken().map { unexpected($0, expected: "a key string") }
          ?? error(.unexpectedEnd(expected: "a key string"))
      }
      let keyStart = position
      let key = try readString()
      try expect(UInt8(ascii: ":"), "':' after a key")
      skipWhitespace()
      try member(&self, key, keyStart)
      guard let next = peekToken() else {
        throw error(.unexpectedEnd(expected: "',' or '}'"))
      }
      position += 1
      if next == UInt8(ascii: "}") { return }
      guard next == UInt8(ascii: ",") else {
        position -= 1
        throw unexpected(next, expected: "',' or '}'")
      }
    }
  }

  /// Reads an object like ``readObject(depth:member:)``, and throws at the second occurrence of
  /// any key before `member` sees it.
  mutating func readObjectRejectingDuplicateKeys(
    depth: Int, member: (inout JSONCursor, JSONString, Int) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    var keys: Set<[UInt8]> = []
    try readObject(depth: depth) { (cursor, key, keyStart) throws(JSONSyntaxError) in
      guard keys.insert(cursor.bytes(of: key)).inserted else {
        throw cursor.error(.duplicateKey(cursor.text(of: key)), at: keyStart)
      }
      try member(&cursor, key, keyStart)
    }
  }

  /// Reads an array, calling `element` for each element; `element` must consume it.
  mutating func readArray(
    depth: Int, element: (inout JSONCursor) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    guard depth <= Self.maximumDepth else {
      throw error(.nestedTooDeep(limit: Self.maximumDepth))
    }
    try expect(UInt8(ascii: "["), "'['")
    if peekToken() == UInt8(ascii: "]") {
      position += 1
      return
    }
    while true {
      skipWhitespace()
      try element(&self)
      guard let next = peekToken() else {
        throw error(.unexpectedEnd(expected: "',' or ']'"))
      }
      position += 1
      if next == UInt8(ascii: "]") { return }
      guard next == UInt8(ascii: ",") else {
        position -= 1
        throw unexpected(next, expected: "',' or ']'")
      }
    }
  }

  // MARK: Any value

  /// Reads and discards one value of any kind, checking it as strictly as a value that is used.
  mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
    guard let first = peekToken() else {
      throw error(.unexpectedEnd(expected: "a value"))
    }
    switch first {
    case UInt8(ascii: "{"):
      try readObjectRejectingDuplicateKeys(depth: depth) { (cursor, _, _) throws(JSONSyntaxError) in
        try cursor.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try readArray(depth: depth) { (cursor) throws(JSONSyntaxError) in
        try cursor.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "\""):
      _ = try readString()
    default:
      try skipNumberOrLiteral(startingWith: first)
    }
  }

  /// Reads and discards a number, `true`, `false` or `null`, whose first byte is `first`.
  mutating func skipNumberOrLiteral(startingWith first: UInt8) throws(JSONSyntaxError) {
    switch first {
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try skipNumber()
    case UInt8(ascii: "t"):
      try readLiteral("true")
    case UInt8(ascii: "f"):
      try readLiteral("false")
    case UInt8(ascii: "n"):
      try readLiteral("null")
    default:
      throw unexpected(first, expected: "a value")
    }
  }

  mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else {
      throw error(.invalidLiteral(expected: nil), at: start)
    }
    for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
      throw error(.invalidLiteral(expected: "\(literal)"), at: start)
    }
    position += count
  }

  // MARK: Numbers

  /// Reads an integer written without fraction or exponent.
  /// - Throws: when the value is not a number, has a fraction or exponent, has leading zeros
  ///   or does not fit in 64 bits.
  mutating func readInteger() throws(JSONSyntaxError) -> Int {
    skipWhitespace()
    let start = position
    let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else {
      throw bytesRemain ? unexpected(bytes[position], expected: "an integer")
        : error(.unexpectedEnd(expected: "an integer"))
    }
    if bytes[position] == UInt8(ascii: "0"), position + 1 < bytes.count,
      isDigit(bytes[position + 1])
    {
      throw error(.leadingZero, at: start)
    }
    var value = 0
    while position < bytes.count, isDigit(bytes[position]) {
      let digit = Int(bytes[position] &- UInt8(ascii: "0"))
      let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowB) =
        negative ? shifted.subtractingReportingOverflow(digit)
        : shifted.addingReportingOverflow(digit)
      guard !overflowA && !overflowB else {
        throw error(.integerOverflow, at: start)
      }
      value = next
      position += 1
    }
    if position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        throw error(.notAnInteger, at: start)
      default: break
      }
    }
    return value
  }

  private var bytesRemain: Bool { position < bytes.count }

  mutating func skipNumber() throws(JSONSyntaxError) {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else {
      throw error(.invalidNumber, at: start)
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) {
        throw error(.leadingZero, at: start)
      }
    } else {
      skipDigits()
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error(.noDigitsAfterPoint, at: start)
      }
      skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw error(.noDigitsInExponent, at: start)
      }
      skipDigits()
    }
  }

  private mutating func skipDigits() {
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  // MARK: Strings

  /// Reads a string, validating its UTF-8 and escapes.
  mutating func readString() throws(JSONSyntaxError) -> JSONString {
    try expect(UInt8(ascii: "\""), "a string")
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return .raw(start..<(position - 1))
      }
      if byte == UInt8(ascii: "\\") {
        return .decoded(try readEscapedString(from: start))
      }
      if byte < 0x20 {
        throw error(byte == 0 ? .nulByteInString : .controlCharacterInString)
      }
      if byte >= 0x80 {
        try validateUTF8Sequence()
      } else {
        position += 1
      }
    }
    throw error(.unterminatedString, at: start - 1)
  }

  /// Reads a string and returns it as Swift text.
  mutating func readText() throws(JSONSyntaxError) -> String {
    let token = try readString()
    return String(decoding: bytes(of: token), as: UTF8.self)
  }

  /// The bytes a string token stands for.
  func bytes(of token: JSONString) -> [UInt8] {
    switch token {
    case .raw(let range): Array(bytes[range])
    case .decoded(let decoded): decoded
    }
  }

  /// Whether a string token equals an ASCII literal.
  func token(_ token: JSONString, equals literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    switch token {
    case .raw(let range):
      guard range.count == count else { return false }
      for offset in 0..<count where bytes[range.lowerBound + offset] != literal.utf8Start[offset] {
        return false
      }
      return true
    case .decoded(let decoded):
      guard decoded.count == count else { return false }
      for offset in 0..<count where decoded[offset] != literal.utf8Start[offset] {
        return false
      }
      return true
    }
  }

  /// The text of a string token, for messages.
  func text(of token: JSONString) -> String {
    String(decoding: bytes(of: token), as: UTF8.self)
  }

  private mutating func readEscapedString(from start: Int) throws(JSONSyntaxError) -> [UInt8] {
    var decoded = Array(bytes[start..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return decoded
      case UInt8(ascii: "\\"):
        try readEscape(into: &decoded)
      case 0..<0x20:
        throw error(byte == 0 ? .nulByteInString : .controlCharacterInString)
      case 0x80...:
        let sequenceStart = position
        try validateUTF8Sequence()
        decoded.append(contentsOf: bytes[sequenceStart..<position])
      default:
        decoded.append(byte)
        position += 1
      }
    }
    throw error(.unterminatedString, at: start - 1)
  }

  private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
    let escapeStart = position
    position += 1
    guard position < bytes.count else { throw error(.unterminatedString, at: escapeStart) }
    let letter = bytes[position]
    position += 1
    switch letter {
    case UInt8(ascii: "\""): decoded.append(0x22)
    case UInt8(ascii: "\\"): decoded.append(0x5C)
    case UInt8(ascii: "/"): decoded.append(0x2F)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(0x0A)
    case UInt8(ascii: "r"): decoded.append(0x0D)
    case UInt8(ascii: "t"): decoded.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try readHexQuad(escapeStart: escapeStart)
      if (0xD800...0xDBFF).contains(scalar) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error(.loneSurrogate, at: escapeStart) }
        position += 2
        let low = try readHexQuad(escapeStart: escapeStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(.loneSurrogate, at: escapeStart)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error(.loneSurrogate, at: escapeStart)
      }
      if scalar == 0 { throw error(.nulEscape, at: escapeStart) }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw error(.loneSurrogate, at: escapeStart)
      }
      decoded.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
    default:
      throw error(.invalidEscape(Character(Unicode.Scalar(letter))), at: escapeStart)
    }
  }

  mutating func readHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count else {
      throw error(.shortUnicodeEscape, at: escapeStart)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.shortUnicodeEscape, at: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// Consumes one well-formed multi-byte UTF-8 sequence starting at `position`.
  mutating func validateUTF8Sequence() throws(JSONSyntaxError) {
    let lead = bytes[position]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; secondRange = 0x80...0x9F
    case 0xF0: length = 4; secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; secondRange = 0x80...0x8F
    default: throw error(.invalidUTF8Byte(lead))
    }
    guard position + length <= bytes.count else { throw error(.truncatedUTF8Sequence) }
    guard secondRange.contains(bytes[position + 1]) else {
      throw error(.invalidUTF8Sequence)
    }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
      throw error(.invalidUTF8Sequence)
    }
    position += length
  }
}

/// A JSON string as read from a line: its raw bytes when it has no escapes, else its decoded
/// UTF-8 bytes.
enum JSONString {
  /// The string's bytes, a range of the line (no escapes inside).
  case raw(Range<Int>)
  /// The string's bytes after decoding its escapes.
  case decoded([UInt8])
}
