/// Reads the small non-negative integers of event lines (seq, t, control, choice, sel) eight
/// digits at a time.
enum DecimalCount {
  /// Reads an integer of 1 to 18 digits without a leading zero; the byte after it must be a
  /// separator, which is checked by the caller. Returns `nil`, with `cursor` anywhere, for a
  /// missing digit, a leading zero, a 19th digit, or a `.`, `e` or `E` right after the digits.
  @inline(__always)
  static func read(_ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Int? {
    guard cursor < end else { return nil }
    if cursor.pointee == UInt8(ascii: "0") {
      cursor += 1
      if cursor < end, isDigit(cursor.pointee) { return nil }
      return 0
    }
    var value = 0
    var digits = 0
    while end - cursor >= 8 {
      let word = UnsafeRawPointer(cursor).loadUnaligned(as: UInt64.self)
      let run = digitRun(word)
      guard run > 0 || digits > 0 else { return nil }
      digits += run
      guard digits <= maximumDigits else { return nil }
      if run > 0 { value = value &* powersOfTen[run] &+ valueOfDigits(word, count: run) }
      cursor += run
      if run < 8 { return endsCleanly(cursor, end) ? value : nil }
    }
    while cursor < end, isDigit(cursor.pointee) {
      digits += 1
      guard digits <= maximumDigits else { return nil }
      value = value &* 10 &+ Int(cursor.pointee &- UInt8(ascii: "0"))
      cursor += 1
    }
    return digits > 0 && endsCleanly(cursor, end) ? value : nil
  }

  private static let maximumDigits = 18
  private static let powersOfTen = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000,
    100_000_000]
  private static let lanes: UInt64 = 0x0101_0101_0101_0101

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Whether the number is not followed by a fraction or an exponent.
  @inline(__always)
  private static func endsCleanly(_ cursor: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>)
    -> Bool
  {
    guard cursor < end else { return true }
    let next = cursor.pointee
    return next != UInt8(ascii: ".") && next | 0x20 != UInt8(ascii: "e")
  }

  /// How many of the 8 bytes of `word` (first byte lowest) are digits before the first that
  /// is not.
  ///
  /// A byte is a digit when its high nibble is 3 and adding 6 keeps it so. The addition may
  /// carry out of a byte of 0xFA or more, but only into the bytes after it, which do not count
  /// once that byte is not a digit.
  @inline(__always)
  private static func digitRun(_ word: UInt64) -> Int {
    let highNibbles = word & (0xF0 &* lanes)
    let lowNibblesPlusSix = (word &+ 0x06 &* lanes) & (0xF0 &* lanes)
    let notDigits = (highNibbles ^ 0x30 &* lanes) | (lowNibblesPlusSix ^ 0x30 &* lanes)
    return notDigits.trailingZeroBitCount / 8
  }

  /// The value of the first `count` (1 to 8) bytes of `word`, all digits, the first the most
  /// significant: they are moved to the top of the word, behind zeros, then combined pairwise.
  @inline(__always)
  private static func valueOfDigits(_ word: UInt64, count: Int) -> Int {
    let digits = (word &- 0x30 &* lanes) &<< (8 &* UInt64(truncatingIfNeeded: 8 &- count))
    let pairs = digits &* 10 &+ digits &>> 8
    let mask: UInt64 = 0x0000_00FF_0000_00FF
    let quads = (pairs & mask) &* (100 &+ 1_000_000 &<< 32)
      &+ (pairs &>> 16 & mask) &* (1 &+ 10_000 &<< 32)
    return Int(truncatingIfNeeded: quads &>> 32 & 0xFFFF_FFFF)
  }
}
