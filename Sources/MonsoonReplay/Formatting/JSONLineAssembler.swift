import MonsoonEvents

/// Assembles JSON lines from fragments made once (by ``JSONWriter``, so their bytes are its
/// bytes) and integers written in place, then hands each line on with one copy: the fast path
/// of the projections that write a line per event (`timeline`, `follow`), where writing every
/// key and string anew cost several times what reading the log does (docs/performance.md).
///
/// The line is built in memory of its own, sized when the assembler is made for the longest
/// line its user can write (``init(fragments:integers:)``), so no write checks for room.
/// Not `Sendable`: one thread assembles a line at a time.
final class JSONLineAssembler {
  /// Every fragment's bytes, one after another.
  private let storage: UnsafeMutablePointer<UInt8>
  /// Where each fragment starts in ``storage``; fragment `i` ends where `i + 1` starts.
  private let starts: UnsafeMutablePointer<Int>
  /// The line being assembled.
  private let line: UnsafeMutablePointer<UInt8>
  /// The bytes of the line so far. Not checked for exclusive access at run time (that check
  /// cost more than the bytes most writes copy): no method calls another while it holds it.
  @exclusivity(unchecked) private var count = 0

  /// The longest decimal `Int`, `-9223372036854775808`, in bytes.
  private static let integerWidth = 20

  /// An assembler of `fragments`, for lines made of each fragment at most once, at most
  /// `integers` integers and 64 bytes of punctuation.
  init(fragments: [[UInt8]], integers: Int) {
    let total = fragments.reduce(0) { $0 + $1.count }
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, total))
    let starts = UnsafeMutablePointer<Int>.allocate(capacity: fragments.count + 1)
    var offset = 0
    for (index, fragment) in fragments.enumerated() {
      starts[index] = offset
      fragment.withUnsafeBufferPointer { bytes in
        if let base = bytes.baseAddress {
          (storage + offset).update(from: base, count: bytes.count)
        }
      }
      offset += fragment.count
    }
    starts[fragments.count] = offset
    self.storage = storage
    self.starts = starts
    line = .allocate(capacity: total + integers * Self.integerWidth + 64)
  }

  deinit {
    storage.deallocate()
    starts.deallocate()
    line.deallocate()
  }

  /// Copies fragment `index` to the line.
  @inline(__always)
  func fragment(_ index: Int) {
    let start = starts[index]
    let length = starts[index + 1] - start
    (line + count).update(from: storage + start, count: length)
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
    if value < 0 { byte(UInt8(ascii: "-")) }
    var rest = value.magnitude
    var digits = 1
    var scale: UInt = 10
    // An `Int`'s magnitude has at most 19 digits; 10^19 still fits in a `UInt`.
    while digits < 19 && rest >= scale {
      digits += 1
      scale &*= 10
    }
    var index = count + digits
    count = index
    repeat {
      index -= 1
      line[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
  }

  /// Appends the line assembled to `output`, and starts the next line.
  @inline(__always)
  func finishLine(into output: inout [UInt8]) {
    output.append(contentsOf: UnsafeBufferPointer(start: line, count: count))
    count = 0
  }

  /// The bytes `write` writes with a ``JSONWriter`` of its own: a fragment.
  static func fragment(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
    var writer = JSONWriter()
    write(&writer)
    return writer.bytes
  }
}
