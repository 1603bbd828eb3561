/// JSON as RFC 8259 defines it, parsed as plainly as possible, with nothing of the log format:
/// the first half of the independent reading of docs/log-format.md that the contract's
/// property test compares the package with.
indirect enum SpecJSON {
  /// An object's members in order, duplicates kept; each key with whether it is clean.
  case object([(key: String, keyIsClean: Bool, value: SpecJSON)])
  case array([SpecJSON])
  /// A string, and whether it is clean for the format (no U+0000, no lone surrogate).
  case string(String, clean: Bool)
  /// A number, as written.
  case number(String)
  case literal

  /// The JSON text `bytes` hold, or `nil` when they are not one by RFC 8259.
  static func parse(_ bytes: [UInt8]) -> SpecJSON? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
    var parser = Parser(bytes: bytes)
    guard let value = parser.value() else { return nil }
    parser.skipWhitespace()
    return parser.index == bytes.count ? value : nil
  }

  /// The deepest nesting of arrays and objects, the value itself counting as 1 if it is one.
  var depth: Int {
    switch self {
    case .object(let members): 1 + (members.map(\.value.depth).max() ?? 0)
    case .array(let elements): 1 + (elements.map(\.depth).max() ?? 0)
    default: 0
    }
  }

  /// Whether some object, at any depth, has a key twice (compared code point by code point).
  var hasDuplicateKey: Bool {
    switch self {
    case .object(let members):
      let keys = members.map { Array($0.key.unicodeScalars.map(\.value)) }
      return Set(keys).count != keys.count || members.contains { $0.value.hasDuplicateKey }
    case .array(let elements): return elements.contains { $0.hasDuplicateKey }
    default: return false
    }
  }

  /// Whether every string, keys included, is clean.
  var isClean: Bool {
    switch self {
    case .object(let members):
      return members.allSatisfy { $0.keyIsClean && $0.value.isClean }
    case .array(let elements): return elements.allSatisfy(\.isClean)
    case .string(_, let clean): return clean
    default: return true
    }
  }

  /// The value as the format's integer: no fraction or exponent, within 64 bits.
  var integer: Int? {
    guard case .number(let text) = self, !text.contains(where: { ".eE".contains($0) }) else {
      return nil
    }
    return Int(text)
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> SpecJSON? {
      skipWhitespace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object()
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "\""): return string().map { .string($0.text, clean: $0.clean) }
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return number()
      }
    }

    mutating func literal(_ word: String) -> SpecJSON? {
      let expected = Array(word.utf8)
      guard bytes[index...].starts(with: expected) else { return nil }
      index += expected.count
      return .literal
    }

    mutating func object() -> SpecJSON? {
      index += 1
      var members: [(key: String, keyIsClean: Bool, value: SpecJSON)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
          return nil
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let value = value() else { return nil }
        members.append((key.text, key.clean, value))
        skipWhitespace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    mutating func array() -> SpecJSON? {
      index += 1
      var elements: [SpecJSON] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        guard let element = value() else { return nil }
        elements.append(element)
        skipWhitespace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(elements) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    mutating func string() -> (text: String, clean: Bool)? {
      index += 1
      var scalars = String.UnicodeScalarView()
      var clean = true
      var runStart = index
      func flush(_ end: Int) -> Bool {
        guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
          return false
        }
        scalars.append(contentsOf: run.unicodeScalars)
        return true
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          guard flush(index) else { return nil }
          index += 1
          return (String(scalars), clean)
        }
        if byte < 0x20 { return nil }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        guard flush(index), index + 1 < bytes.count else { return nil }
        let letter = bytes[index + 1]
        index += 2
        let simple: [UInt8: Unicode.Scalar] = [
          UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
          UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
          UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[letter] {
          scalars.append(scalar)
        } else if letter == UInt8(ascii: "u") {
          guard let unit = hexQuad() else { return nil }
          if (0xD800...0xDBFF).contains(unit), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            guard let low = hexQuad() else { return nil }
            let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            if (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(combined) {
              scalars.append(scalar)
            } else {
              clean = false
            }
          } else if let scalar = Unicode.Scalar(unit), unit != 0 {
            scalars.append(scalar)
          } else {
            clean = false
          }
        } else {
          return nil
        }
        runStart = index
      }
      return nil
    }

    mutating func hexQuad() -> UInt32? {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
        bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
      else { return nil }
      index += 4
      return value
    }

    mutating func number() -> SpecJSON? {
      let start = index
      func digits() -> Int {
        let from = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
        }
        return index - from
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integerStart = index
      let integerDigits = digits()
      guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0")
      else { return nil }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { return nil }
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard digits() > 0 else { return nil }
      }
      return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }
}
