/// A problem found while reading one line of JSON, with the 1-based byte column where it starts.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based byte column of the offending byte.
  package let column: Int
  /// What is wrong.
  package let kind: Kind

  /// Creates an error at a column.
  package init(column: Int, _ kind: Kind) {
    self.column = column
    self.kind = kind
  }

  /// What can be wrong with JSON text: a break of RFC 8259's grammar, or JSON that the log
  /// format does not allow (a fraction in an integer, a duplicate key, deep nesting, `\u0000`).
  package enum Kind: Hashable, Sendable {
    /// The line ended where this was expected.
    case unexpectedEnd(expected: String)
    /// A printable ASCII character stands where this was expected.
    case unexpectedCharacter(Character, expected: String)
    /// A control character stands where this was expected.
    case unexpectedControlCharacter(expected: String)
    /// A valid non-ASCII character stands where this was expected (a typographic quote
    /// pasted from a document, say): the character, named by its code point in messages.
    case unexpectedNonASCII(Unicode.Scalar, expected: String)
    /// A NUL byte outside a string.
    case nulByte
    /// A byte that cannot start a UTF-8 sequence.
    case invalidUTF8Byte(UInt8)
    /// A UTF-8 sequence whose continuation bytes are wrong (an overlong form, a surrogate, a
    /// value above U+10FFFF).
    case invalidUTF8Sequence
    /// A UTF-8 sequence cut off by the end of the line.
    case truncatedUTF8Sequence
    /// The line starts with a UTF-8 byte-order mark.
    case byteOrderMark
    /// Arrays and objects nested deeper than the limit.
    case nestedTooDeep(limit: Int)
    /// A key that appears twice in one object (compared after unescaping).
    case duplicateKey(String)
    /// A misspelt `true`, `false` or `null`.
    case invalidLiteral(expected: String?)
    /// A number with a leading zero, such as `01`.
    case leadingZero
    /// A `-` without digits.
    case invalidNumber
    /// A `.` without digits after it.
    case noDigitsAfterPoint
    /// An `e` without digits after it.
    case noDigitsInExponent
    /// A number with a fraction or an exponent where an integer is required.
    case notAnInteger
    /// An integer outside the signed 64-bit range.
    case integerOverflow
    /// A string without its closing quote.
    case unterminatedString
    /// A raw NUL byte in a string.
    case nulByteInString
    /// A raw control character (U+0000 to U+001F) in a string.
    case controlCharacterInString
    /// An escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`.
    case invalidEscape(Character)
    /// A `\u` escape without four hex digits.
    case shortUnicodeEscape
    /// A `\u` surrogate that is not a high one followed by a low one.
    case loneSurrogate
    /// The escape `\u0000`.
    case nulEscape
    /// A value that is not an object where an object is required.
    case notAnObject
  }

  /// What is wrong, as a sentence fragment ("unterminated string").
  package var reason: String {
    switch kind {
    case .unexpectedEnd(let expected): "unexpected end of line, expected \(expected)"
    case .unexpectedCharacter(let character, let expected):
      "unexpected '\(character)', expected \(expected)"
    case .unexpectedControlCharacter(let expected):
      "unexpected control character, expected \(expected)"
    case .unexpectedNonASCII(let scalar, let expected):
      "unexpected non-ASCII character \(Self.codePoint(scalar)) '\(scalar)', expected \(expected)"
    case .nulByte: "NUL byte"
    case .invalidUTF8Byte(let byte): "invalid UTF-8 byte 0x\(Self.hex(byte))"
    case .invalidUTF8Sequence: "invalid UTF-8 sequence"
    case .truncatedUTF8Sequence: "truncated UTF-8 sequence"
    case .byteOrderMark: "byte-order mark (U+FEFF); logs are UTF-8 without a BOM"
    case .nestedTooDeep(let limit): "JSON nested deeper than \(limit) levels"
    case .duplicateKey(let key): "duplicate key \"\(key)\""
    case .invalidLiteral(let expected?): "invalid literal, expected '\(expected)'"
    case .invalidLiteral(nil): "invalid literal"
    case .leadingZero: "number with a leading zero"
    case .invalidNumber: "invalid number"
    case .noDigitsAfterPoint: "invalid number: no digits after '.'"
    case .noDigitsInExponent: "invalid number: no digits in the exponent"
    case .notAnInteger: "expected an integer, found a number with a fraction or exponent"
    case .integerOverflow: "integer does not fit in 64 bits"
    case .unterminatedString: "unterminated string"
    case .nulByteInString: "NUL byte in a string"
    case .controlCharacterInString: "control character in a string"
    case .invalidEscape(let letter): "invalid escape '\\\(letter)'"
    case .shortUnicodeEscape: "\\u escape needs 4 hex digits"
    case .loneSurrogate: "lone surrogate in a \\u escape"
    case .nulEscape: "NUL character (\\u0000) in a string"
    case .notAnObject: "expected a JSON object"
    }
  }

  /// The problem with its column: `at column 5: unterminated string`.
  package var description: String { "at column \(column): \(reason)" }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// A character's code point as Unicode writes it: `U+201C`, `U+1F600`.
  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
