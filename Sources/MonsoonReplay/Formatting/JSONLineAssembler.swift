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
  /// their copy (``JSONLine/padded(_:)``).
  private let prefix: UnsafeMutablePointer<UInt8>
  private let prefixCount: Int
  /// Memory of the assembler's own, for lines appended to an array.
  private let ownLine: UnsafeMutablePointer<UInt8>
  /// The room a line needs: its longest, and the padding a copy may write past it
  /// (``JSONLine/fragment(_:)``, ``JSONLine/integer(_:)``).
  let maximumLineCount: Int
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
    // A copy may write up to `padding` bytes past its end (``JSONLine``).
    maximumLineCount =
      prefix.count + table.totalCount + integers * Self.integerWidth + 64 + padding
    ownLine = .allocate(capacity: maximumLineCount)
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
  func line(
    into target: UnsafeMutableBufferPointer<UInt8>, _ build: (inout JSONLine) -> Void
  ) -> Int {
    guard let base = target.baseAddress, target.count >= maximumLineCount else {
      preconditionFailure("a JSON line's room is smaller than its longest line")
    }
    var line = startLine(at: base)
    build(&line)
    return line.count
  }

  /// Assembles a line as the method above does, and appends it to `output`.
  @inline(__always)
  func line(into output: inout [UInt8], _ build: (inout JSONLine) -> Void) {
    var line = startLine(at: ownLine)
    build(&line)
    output.append(contentsOf: UnsafeBufferPointer(start: ownLine, count: line.count))
  }

  @inline(__always)
  private func startLine(at start: UnsafeMutablePointer<UInt8>) -> JSONLine {
    var line = JSONLine(start: start, fragmentBytes: fragmentBytes, spans: spans)
    line.padded(UnsafeBufferPointer(start: prefix, count: prefixCount))
    return line
  }
}

/// A stretch of a JSON line kept to be copied whole into a later line, for the members of a
/// state that stay the same from one line to the next (`follow`: an event changes either the
/// screen and selections or a nav count, never both).
///
/// Not `Sendable`: one ``JSONLineAssembler`` uses it, on one thread.
final class JSONLineSegment {
  /// The bytes, and the 16 bytes of padding ``JSONLineAssembler`` reads past them when it
  /// copies them 16 bytes at a time.
  let bytes: UnsafeMutablePointer<UInt8>
  /// How many bytes the segment holds.
  @exclusivity(unchecked) var count = 0
  /// The most it can hold.
  let capacity: Int

  /// An empty segment of room for `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    bytes = .allocate(capacity: capacity + JSONFragmentTable.padding)
    bytes.initialize(repeating: 0, count: capacity + JSONFragmentTable.padding)
  }

  deinit {
    bytes.deallocate()
  }
}
