import MonsoonEvents

/// A JSON line being assembled by a ``JSONLineAssembler``: where it is written, how many bytes
/// are, and the fragments it copies.
///
/// A value the assembler hands to the code that builds the line, which keeps it in registers:
/// where the assembler kept the line's length in its own memory, every store into the line
/// could have changed it, as far as the compiler knew, so each write read it again and
/// waited for the write before (one chain through the whole line).
struct JSONLine {
  /// The line's first byte.
  let start: UnsafeMutablePointer<UInt8>
  /// The bytes of the line so far: where a segment starts, for ``keep(since:in:)`` and
  /// ``written(since:)``.
  private(set) var count = 0
  /// The assembler's fragments: ``JSONLineAssembler``.
  private let fragmentBytes: UnsafeMutablePointer<UInt8>
  private let spans: UnsafeMutablePointer<UInt64>

  init(
    start: UnsafeMutablePointer<UInt8>, fragmentBytes: UnsafeMutablePointer<UInt8>,
    spans: UnsafeMutablePointer<UInt64>
  ) {
    self.start = start
    self.fragmentBytes = fragmentBytes
    self.spans = spans
  }

  /// Copies fragment `index` to the line.
  @inline(__always)
  mutating func fragment(_ index: Int) {
    let span = spans[index]
    copy(
      fragmentBytes + Int(truncatingIfNeeded: span & 0xFFFF_FFFF),
      count: Int(truncatingIfNeeded: span &>> 32))
  }

  /// Keeps the bytes of the line from `start` to what is written in `segment`, for later
  /// lines to copy (``segment(_:)``).
  /// - Precondition: `segment` can hold them (a segment of
  ///   ``JSONLineAssembler/maximumLineCount`` bytes can).
  @inline(__always)
  func keep(since start: Int, in segment: JSONLineSegment) {
    precondition(count - start <= segment.capacity, "a JSON line's segment outgrew its room")
    segment.bytes.update(from: self.start + start, count: count - start)
    segment.count = count - start
  }

  /// Copies the bytes kept in `segment` to the line.
  @inline(__always)
  mutating func segment(_ segment: JSONLineSegment) {
    copy(segment.bytes, count: segment.count)
  }

  /// Copies `bytes`, followed in memory by ``JSONFragmentTable/padding`` readable bytes, to
  /// the line.
  @inline(__always)
  mutating func padded(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    copy(source, count: bytes.count)
  }

  /// The bytes of the line from `start` to what is written, valid until the next line starts.
  @inline(__always)
  func written(since start: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: self.start + start, count: count - start)
  }

  /// Copies `length` bytes from `bytes` to the line, 16 at a time (one vector load and store):
  /// most fragments are a few dozen bytes, too short to be worth a call to `memcpy`. The
  /// first 64 bytes are copied whatever the length, without a test: the lengths of a line's
  /// fragments vary from event to event, so a loop that stopped after one, two or three blocks
  /// could not be predicted. So up to 63 bytes past them
  /// (padding, or the next fragment, ``JSONFragmentTable/padding``) are written past the
  /// line's end, where the line's room allows it and the next write covers them.
  @inline(__always)
  private mutating func copy(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    let source = UnsafeRawPointer(bytes)
    let target = UnsafeMutableRawPointer(start + count)
    for offset in stride(from: 0, to: 64, by: 16) {
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
        toByteOffset: offset, as: SIMD16<UInt8>.self)
    }
    var offset = 64
    while offset < length {
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
        toByteOffset: offset, as: SIMD16<UInt8>.self)
      offset &+= 16
    }
    count &+= length
  }

  /// Appends `bytes`, which may lie anywhere (such as in a reader's buffer): it reads none
  /// of the bytes after them, unlike the copies of the assembler's own padded fragments.
  /// Blocks of 16 bytes, the last ending at the last byte; shorter runs by words.
  @inline(__always)
  mutating func bytes(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    let target = UnsafeMutableRawPointer(start + count)
    if length >= 16 {
      var offset = 0
      while offset < length &- 16 {
        target.storeBytes(
          of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
          toByteOffset: offset, as: SIMD16<UInt8>.self)
        offset &+= 16
      }
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: length &- 16, as: SIMD16<UInt8>.self),
        toByteOffset: length &- 16, as: SIMD16<UInt8>.self)
    } else if length >= 8 {
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self),
        toByteOffset: length &- 8, as: UInt64.self)
    } else {
      for offset in 0..<length {
        target.storeBytes(
          of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
          as: UInt8.self)
      }
    }
    count &+= length
  }

  /// Copies a line's head as it was written (``WrittenHead``): its two vectors
  /// whole, the bytes past the head to be covered by the next write (the line's room allows
  /// it, as for a fragment).
  @inline(__always)
  mutating func head(_ head: WrittenHead) {
    let target = UnsafeMutableRawPointer(start + count)
    target.storeBytes(of: head.low, as: SIMD16<UInt8>.self)
    target.storeBytes(of: head.high, toByteOffset: 16, as: SIMD16<UInt8>.self)
    count &+= Int(truncatingIfNeeded: head.count)
  }

  /// Opens the object whose members were written from `position` on, each after a comma:
  /// the first comma becomes its `{`, or the `{` is written when no member was.
  @inline(__always)
  mutating func openObject(at position: Int) {
    if count == position {
      byte(UInt8(ascii: "{"))
    } else {
      start[position] = UInt8(ascii: "{")
    }
  }

  /// Writes one byte of punctuation.
  @inline(__always)
  mutating func byte(_ byte: UInt8) {
    start[count] = byte
    count &+= 1
  }

  /// Writes `count` (0 to 8) one-digit integers separated by commas, as ``integer(_:)``
  /// and ``byte(_:)`` would: `2,0,1`. The integers are `packed` one a byte, the first in the
  /// lowest byte, each below 10 (a menu's option indices: ``ChooserMenu/maximumOptionCount``).
  @inline(__always)
  mutating func digitList(_ packed: UInt64, count digits: Int) {
    guard digits > 0 else { return }
    let target = UnsafeMutableRawPointer(start + count)
    target.storeBytes(of: Self.spread(packed & 0xFFFF_FFFF).littleEndian, as: UInt64.self)
    target.storeBytes(of: Self.spread(packed &>> 32).littleEndian, toByteOffset: 8, as: UInt64.self)
    count &+= 2 &* digits &- 1
  }

  /// The four low bytes of `word`, each a digit below 10, as `d,d,d,d,`: the bytes moved to
  /// every other byte, a comma between.
  @inline(__always)
  private static func spread(_ word: UInt64) -> UInt64 {
    var spread = (word | word &<< 16) & 0x0000_FFFF_0000_FFFF
    spread = (spread | spread &<< 8) & 0x00FF_00FF_00FF_00FF
    return spread | 0x2C30_2C30_2C30_2C30
  }

  /// Writes an integer in decimal, as ``JSONWriter/integer(_:)`` does: in blocks of eight
  /// digits, each made without a division or a table (``eightDigits(_:)``).
  @inline(__always)
  mutating func integer(_ value: Int) {
    if UInt(bitPattern: value) < 10 {
      // Most integers of a state, its selections, are one digit.
      byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    if value < 0 { byte(UInt8(ascii: "-")) }
    let magnitude = UInt64(value.magnitude)
    let block: UInt64 = 100_000_000
    if magnitude < block {
      digits(Self.eightDigits(magnitude), leadingZeros: true)
    } else if magnitude < block &* block {
      // A time in milliseconds since 1970 has 13 digits: two blocks.
      let high = magnitude / block
      digits(Self.eightDigits(high), leadingZeros: true)
      digits(Self.eightDigits(magnitude &- high &* block), leadingZeros: false)
    } else {
      let high = magnitude / (block &* block)
      let rest = magnitude &- high &* (block &* block)
      let middle = rest / block
      digits(Self.eightDigits(high), leadingZeros: true)
      digits(Self.eightDigits(middle), leadingZeros: false)
      digits(Self.eightDigits(rest &- middle &* block), leadingZeros: false)
    }
  }

  /// Writes the eight digits of `word` (``eightDigits(_:)``), or, for `leadingZeros`, those
  /// after its leading zeros (the word is not 0), with one store of eight bytes.
  @inline(__always)
  private mutating func digits(_ word: UInt64, leadingZeros: Bool) {
    let zeros = leadingZeros ? word.trailingZeroBitCount &>> 3 : 0
    let ascii = (word &>> UInt64(truncatingIfNeeded: zeros &<< 3)) | 0x3030_3030_3030_3030
    UnsafeMutableRawPointer(start + count).storeBytes(of: ascii.littleEndian, as: UInt64.self)
    count &+= 8 &- zeros
  }

  /// The decimal digits of `value` (below 10^8), one a byte, the most significant in the
  /// lowest byte (the first in memory), without the `"0"` added: split in halves of four
  /// digits, each half in pairs, each pair in digits, by multiplications that divide every
  /// lane of the word at once (x * 10486 >> 20 is x / 100 for x < 43,699, and x * 103 >> 10
  /// is x / 10 for x < 179).
  @inline(__always)
  private static func eightDigits(_ value: UInt64) -> UInt64 {
    let high = value / 10_000
    var word = high | (value &- high &* 10_000) &<< 32
    let hundreds = (word &* 10486) &>> 20 & 0x0000_007F_0000_007F
    word = hundreds | (word &- hundreds &* 100) &<< 16
    let tens = (word &* 103) &>> 10 & 0x000F_000F_000F_000F
    return tens | (word &- tens &* 10) &<< 8
  }
}
