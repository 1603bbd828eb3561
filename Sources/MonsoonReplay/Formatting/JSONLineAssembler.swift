/// Assembles JSON lines from the fragments of a ``JSONFragmentTable``, a few bytes of
/// punctuation and integers written in place, then hands each line on with one copy: the fast
/// path of the projections that write a line per event (`timeline`, `follow`), where writing
/// every key and string anew cost several times what reading the log does
/// (docs/performance.md).
///
/// The line is built straight in the memory of its destination, such as the output's buffer
/// (``line(into:_:)-(UnsafeMutableBufferPointer<UInt8>,_)``), which holds at least
/// ``maximumLineCount`` bytes: the longest line its user can write (``init(_:prefix:integers:)``),
/// so no write checks for room. For an array, in memory of its own, then copied.
/// Not `Sendable`: one thread assembles a line at a time.
final class JSONLineAssembler {
  /// The table's bytes and their padding (``JSONFragmentTable/padding``), copied into memory
  /// of the assembler's own, where a copy reads them without a check or a count.
  private let fragmentBytes: UnsafeMutablePointer<UInt8>
  /// Each fragment's start in ``fragmentBytes`` (low 32 bits) and its length (high 32 bits):
  /// one load per fragment.
  private let spans: UnsafeMutablePointer<UInt64>
  /// Bytes that start every line, such as `{"file":"…","seq":`, and 16 bytes of padding for
  /// their copy (``copy(_:count:)``).
  private let prefix: UnsafeMutablePointer<UInt8>
  private let prefixCount: Int
  /// Where the line is being assembled: `ownLine`, or the memory ``line(into:_:)`` was given.
  @exclusivity(unchecked) private var line: UnsafeMutablePointer<UInt8>
  /// Memory of the assembler's own, for lines appended to an array.
  private let ownLine: UnsafeMutablePointer<UInt8>
  /// The room a line needs: its longest, and the 15 bytes a copy may write past it
  /// (``copy(_:count:)``, ``integer(_:)``).
  let maximumLineCount: Int
  /// The bytes of the line so far. Not checked for exclusive access at run time (that check
  /// cost more than the bytes most writes copy): no method calls another while it holds it.
  @exclusivity(unchecked) private var count = 0

  /// The longest decimal `Int`, `-9223372036854775808`, in bytes.
  private static let integerWidth = 20

  /// An assembler for lines made of `prefix`, each fragment of `table` at most once, at most
  /// `integers` integers and 64 bytes of punctuation.
  init(_ table: JSONFragmentTable, prefix: [UInt8], integers: Int) {
    let padding = JSONFragmentTable.padding
    fragmentBytes = .allocate(capacity: table.bytes.count)
    fragmentBytes.initialize(from: table.bytes, count: table.bytes.count)
    let fragmentCount = table.starts.count - 1
    spans = .allocate(capacity: max(fragmentCount, 1))
    for index in 0..<fragmentCount {
      let start = table.starts[index]
      spans[index] = UInt64(start) | UInt64(table.starts[index + 1] - start) << 32
    }
    let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: prefix.count + padding)
    padded.initialize(repeating: 0, count: prefix.count + padding)
    padded.update(from: prefix, count: prefix.count)
    self.prefix = padded
    prefixCount = prefix.count
    // A copy may write up to 15 bytes past its end (``copy(_:count:)``).
    maximumLineCount =
      prefix.count + table.totalCount + integers * Self.integerWidth + 64 + padding
    ownLine = .allocate(capacity: maximumLineCount)
    line = ownLine
  }

  deinit {
    ownLine.deallocate()
    prefix.deallocate()
    fragmentBytes.deallocate()
    spans.deallocate()
  }

  /// Assembles a line straight into `target`: the prefix, then what `build` writes.
  /// - Returns: the line's length in bytes.
  /// - Precondition: `target` holds at least ``maximumLineCount`` bytes.
  @inline(__always)
  func line(into target: UnsafeMutableBufferPointer<UInt8>, _ build: () -> Void) -> Int {
    guard let base = target.baseAddress, target.count >= maximumLineCount else {
      preconditionFailure("a JSON line's room is smaller than its longest line")
    }
    line = base
    defer { line = ownLine }
    startLine()
    build()
    return count
  }

  /// Assembles a line as the method above does, and appends it to `output`.
  @inline(__always)
  func line(into output: inout [UInt8], _ build: () -> Void) {
    startLine()
    build()
    output.append(contentsOf: UnsafeBufferPointer(start: ownLine, count: count))
  }

  @inline(__always)
  private func startLine() {
    count = 0
    copy(prefix, count: prefixCount)
  }

  /// Copies fragment `index` to the line.
  @inline(__always)
  func fragment(_ index: Int) {
    let span = spans[index]
    copy(
      fragmentBytes + Int(truncatingIfNeeded: span & 0xFFFF_FFFF),
      count: Int(truncatingIfNeeded: span &>> 32))
  }

  /// How many bytes of the line are written: where a segment starts, for
  /// ``keep(since:in:)``.
  var written: Int { count }

  /// Keeps the bytes of the line from `start` to what is written in `segment`, for later
  /// lines to copy (``segment(_:)``).
  /// - Precondition: `segment` can hold them (a segment of ``maximumLineCount`` bytes can).
  @inline(__always)
  func keep(since start: Int, in segment: JSONLineSegment) {
    precondition(count - start <= segment.capacity, "a JSON line's segment outgrew its room")
    segment.bytes.update(from: line + start, count: count - start)
    segment.count = count - start
  }

  /// Copies the bytes kept in `segment` to the line.
  @inline(__always)
  func segment(_ segment: JSONLineSegment) {
    copy(segment.bytes, count: segment.count)
  }

  /// Copies `bytes`, followed in memory by at least 15 readable bytes, to the line.
  @inline(__always)
  func padded(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    copy(source, count: bytes.count)
  }

  /// The bytes of the line from `start` to what is written, valid until the next line starts.
  @inline(__always)
  func written(since start: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: line + start, count: count - start)
  }

  /// Copies `length` bytes from `bytes` to the line, 16 at a time (one vector load and store):
  /// most fragments are a few dozen bytes, for which a call to `memcpy` cost more than the
  /// copy. The last block may carry up to 15 bytes past them (padding, or the next fragment),
  /// written past the line's end, where the line's room allows it and the next write covers
  /// them.
  @inline(__always)
  private func copy(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    let source = UnsafeRawPointer(bytes)
    let target = UnsafeMutableRawPointer(line + count)
    var offset = 0
    repeat {
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
        toByteOffset: offset, as: SIMD16<UInt8>.self)
      offset &+= 16
    } while offset < length
    count &+= length
  }

  /// Writes one byte of punctuation.
  /// Appends `bytes`, which may lie anywhere (such as in a reader's buffer): it reads none
  /// of the bytes after them, unlike the copies of the assembler's own padded fragments.
  /// Blocks of 16 bytes, the last ending at the last byte; shorter runs by words.
  @inline(__always)
  func bytes(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    let target = UnsafeMutableRawPointer(line + count)
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

  @inline(__always)
  func byte(_ byte: UInt8) {
    line[count] = byte
    count &+= 1
  }

  /// Writes `count` (0 to 8) one-digit integers separated by commas, as ``integer(_:)``
  /// and ``byte(_:)`` would: `2,0,1`. The integers are `packed` one a byte, the first in the
  /// lowest byte, each below 10 (a menu's option indices: ``ChooserMenu/maximumOptionCount``).
  @inline(__always)
  func digitList(_ packed: UInt64, count digits: Int) {
    guard digits > 0 else { return }
    let target = UnsafeMutableRawPointer(line + count)
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
  func integer(_ value: Int) {
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
  private func digits(_ word: UInt64, leadingZeros: Bool) {
    let zeros = leadingZeros ? word.trailingZeroBitCount &>> 3 : 0
    let ascii = (word &>> UInt64(truncatingIfNeeded: zeros &<< 3)) | 0x3030_3030_3030_3030
    UnsafeMutableRawPointer(line + count).storeBytes(of: ascii.littleEndian, as: UInt64.self)
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
