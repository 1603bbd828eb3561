/// Reads the small non-negative integers of event lines (seq, t, control, choice, sel) eight
/// digits at a time.
enum DecimalCount {
  /// Reads an integer of 1 to 18 digits without a leading zero; the byte after it must be a
  /// separator, which is checked by the caller. Returns `nil`, with `cursor` anywhere, for a
  /// missing digit, a leading zero, a 19th digit, or a `.`, `e` or `E` right after the digits.
  ///
  /// - Parameter checksEnd: `false` for a caller that requires a `,` or `}` right after the
  ///   number (the writer's template): then the byte after the digits is not looked at here,
  ///   and a number the rules refuse for it is returned, for the caller to refuse.
  @inline(__always)
  static func read(
    _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, checksEnd: Bool = true
  ) -> Int? {
    guard end - cursor >= 16 else { return readByBytes(&cursor, end) }
    let first = UnsafeRawPointer(cursor).loadUnaligned(as: UInt64.self)
    let run = digitRun(first)
    let leadingZero = cursor.pointee == UInt8(ascii: "0")
    if run < 8 {
      guard run > 0, !leadingZero || run == 1 else { return nil }
      cursor += run
      if leadingZero { return 0 }
      guard !checksEnd || endsCleanly(byte(first, at: run)) else { return nil }
      // One digit (a control, a choice): its low nibble.
      return run == 1
        ? Int(truncatingIfNeeded: first & 0x0F) : valueOfDigits(first, count: run)
    }
    guard !leadingZero else { return nil }
    let second = UnsafeRawPointer(cursor + 8).loadUnaligned(as: UInt64.self)
    let secondRun = digitRun(second)
    guard secondRun < 8, !checksEnd || endsCleanly(byte(second, at: secondRun)) else {
      return readByBytes(&cursor, end)
    }
    cursor += 8 + secondRun
    let high = valueOfDigits(first, count: 8)
    return secondRun == 0
      ? high : high &* powerOfTen(secondRun) &+ valueOfDigits(second, count: secondRun)
  }

  /// The same rules, a byte at a time: for the last bytes of a line, and for 17 or more digits.
  private static func readByBytes(
    _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>
  ) -> Int? {
    guard cursor < end else { return nil }
    if cursor.pointee == UInt8(ascii: "0") {
      cursor += 1
      if cursor < end, isDigit(cursor.pointee) { return nil }
      return 0
    }
    var value = 0
    var digits = 0
    while cursor < end, isDigit(cursor.pointee) {
      digits += 1
      guard digits <= maximumDigits else { return nil }
      value = value &* 10 &+ Int(cursor.pointee &- UInt8(ascii: "0"))
      cursor += 1
    }
    return digits > 0 && (cursor == end || endsCleanly(cursor.pointee)) ? value : nil
  }

  private static let maximumDigits = 18
  private static let lanes: UInt64 = 0x0101_0101_0101_0101

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Whether the byte after a number is not the start of a fraction or an exponent.
  @inline(__always)
  private static func endsCleanly(_ next: UInt8) -> Bool {
    next != UInt8(ascii: ".") && next | 0x20 != UInt8(ascii: "e")
  }

  /// Byte `index` (0 to 7) of `word`, the first byte lowest.
  @inline(__always)
  private static func byte(_ word: UInt64, at index: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: word &>> (8 &* UInt64(truncatingIfNeeded: index)))
  }

  /// 10 to the power `exponent`, 1 to 7.
  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> Int {
    switch exponent {
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    default: 10_000_000
    }
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
