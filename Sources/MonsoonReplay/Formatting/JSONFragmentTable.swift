import MonsoonEvents

/// JSON fragments made once (by ``JSONWriter``, so their bytes are its bytes) and kept in one
/// block of memory, numbered, for ``JSONLineAssembler`` to copy.
///
/// Immutable once made, so threads share one: `@unchecked Sendable` (a pointer is not
/// `Sendable`), and sound, since the table keeps only read-only pointers (`UnsafePointer`),
/// nothing writes the memory after `init`, and it is freed only when the last reference goes.
final class JSONFragmentTable: @unchecked Sendable {
  /// Every fragment's bytes, one after another.
  let storage: UnsafePointer<UInt8>
  /// Where each fragment starts in ``storage``; fragment `i` ends where `i + 1` starts.
  let starts: UnsafePointer<Int>
  /// The bytes of all the fragments together.
  let totalCount: Int
  /// Bytes past the last fragment that a copy may read, 8 at a time (``JSONLineAssembler``).
  static let padding = 8

  /// A table of `fragments`, numbered in order.
  init(_ fragments: [[UInt8]]) {
    totalCount = fragments.reduce(0) { $0 + $1.count }
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: totalCount + Self.padding)
    storage.initialize(repeating: 0, count: totalCount + Self.padding)
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
    self.storage = UnsafePointer(storage)
    self.starts = UnsafePointer(starts)
  }

  deinit {
    storage.deallocate()
    starts.deallocate()
  }

  /// The bytes `write` writes with a ``JSONWriter`` of its own: a fragment.
  static func fragment(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
    var writer = JSONWriter()
    write(&writer)
    return writer.bytes
  }
}
