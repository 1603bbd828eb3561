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
  private let table: JSONFragmentTable
  /// Bytes that start every line, such as `{"file":"…","seq":`, and 8 bytes of padding for
  /// their copy (``copy(_:count:)``).
  private let prefix: UnsafeMutablePointer<UInt8>
  private let prefixCount: Int
  /// Where the line is being assembled: `ownLine`, or the memory ``line(into:_:)`` was given.
  @exclusivity(unchecked) private var line: UnsafeMutablePointer<UInt8>
  /// Memory of the assembler's own, for lines appended to an array.
  private let ownLine: UnsafeMutablePointer<UInt8>
  /// The room a line needs: its longest, and the 7 bytes a fragment's copy may write past it
  /// (``copy(_:count:)``).
  let maximumLineCount: Int
  /// "00" to "99": integers are written two digits at a time, for half the divisions. Memory
  /// of the assembler's own, where a global array would be checked and counted at each use.
  private let digitPairs: UnsafeMutablePointer<UInt8>
  /// 10^0 to 10^19, to count an integer's digits with one comparison.
  private let powersOfTen: UnsafeMutablePointer<UInt>
  /// The bytes of the line so far. Not checked for exclusive access at run time (that check
  /// cost more than the bytes most writes copy): no method calls another while it holds it.
  @exclusivity(unchecked) private var count = 0

  /// The longest decimal `Int`, `-9223372036854775808`, in bytes.
  private static let integerWidth = 20

  /// An assembler for lines made of `prefix`, each fragment of `table` at most once, at most
  /// `integers` integers and 64 bytes of punctuation.
  init(_ table: JSONFragmentTable, prefix: [UInt8], integers: Int) {
    self.table = table
    let padded = UnsafeMutablePointer<UInt8>.allocate(
      capacity: prefix.count + JSONFragmentTable.padding)
    padded.initialize(repeating: 0, count: prefix.count + JSONFragmentTable.padding)
    prefix.withUnsafeBufferPointer { bytes in
      if let base = bytes.baseAddress { padded.update(from: base, count: bytes.count) }
    }
    self.prefix = padded
    prefixCount = prefix.count
    // 8 more: a fragment's copy may write up to 7 bytes past its end (``fragment(_:)``).
    maximumLineCount = prefix.count + table.totalCount + integers * Self.integerWidth + 64 + 8
    ownLine = .allocate(capacity: maximumLineCount)
    line = ownLine
    digitPairs = .allocate(capacity: 200)
    for pair in 0..<100 {
      digitPairs[2 * pair] = UInt8(ascii: "0") + UInt8(pair / 10)
      digitPairs[2 * pair + 1] = UInt8(ascii: "0") + UInt8(pair % 10)
    }
    powersOfTen = .allocate(capacity: 20)
    var power: UInt = 1
    for exponent in 0..<20 {
      powersOfTen[exponent] = power
      power &*= 10
    }
  }

  deinit {
    ownLine.deallocate()
    prefix.deallocate()
    digitPairs.deallocate()
    powersOfTen.deallocate()
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
    let start = table.starts[index]
    copy(table.storage + start, count: table.starts[index + 1] - start)
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

  /// Copies `length` bytes from `bytes` to the line, 8 at a time: most fragments are a few
  /// dozen bytes, for which a call to `memcpy` cost more than the copy. The last word may
  /// carry up to 7 bytes past them (padding, or the next fragment), written past the line's
  /// end, where the line's room allows it and the next write covers them.
  @inline(__always)
  private func copy(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    let source = UnsafeRawPointer(bytes)
    let target = UnsafeMutableRawPointer(line + count)
    var offset = 0
    while offset < length {
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
        toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    count += length
  }

  /// Writes one byte of punctuation.
  @inline(__always)
  func byte(_ byte: UInt8) {
    line[count] = byte
    count += 1
  }

  /// Writes an integer in decimal, as ``JSONWriter/integer(_:)`` does.
  @inline(__always)
  func integer(_ value: Int) {
    if UInt(bitPattern: value) < 10 {
      // Most integers of a state, its selections, are one digit.
      byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    if value < 0 { byte(UInt8(ascii: "-")) }
    var rest = value.magnitude
    var index = count + Self.digitCount(rest, powersOfTen)
    count = index
    while rest >= 100 {
      let pair = Int(truncatingIfNeeded: rest % 100) &* 2
      rest /= 100
      index -= 2
      line[index] = digitPairs[pair]
      line[index + 1] = digitPairs[pair + 1]
    }
    if rest >= 10 {
      let pair = Int(truncatingIfNeeded: rest) &* 2
      line[index - 2] = digitPairs[pair]
      line[index - 1] = digitPairs[pair + 1]
    } else {
      line[index - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
  }

  /// The number of decimal digits of `value`: 1233 / 4096 is log10(2) to five places, so the
  /// value's bit width gives its digit count or one less, which one comparison settles.
  @inline(__always)
  private static func digitCount(_ value: UInt, _ powersOfTen: UnsafePointer<UInt>) -> Int {
    // An `Int`'s magnitude has at most 64 bits, so `lower` at most 19: 10^19 fits in a `UInt`.
    let lower = ((UInt.bitWidth &- value.leadingZeroBitCount) &* 1233) &>> 12
    let digits = value >= powersOfTen[lower] ? lower &+ 1 : lower
    return max(digits, 1)
  }
}
