import MonsoonEvents

/// JSON fragments made once (by ``JSONWriter``, so their bytes are its bytes), numbered, their
/// bytes one after another in one array: for ``JSONLineAssembler`` to copy.
///
/// A value of arrays, so threads share one (`Sendable`, checked); each assembler copies the
/// bytes into memory of its own once, where a line's copies read them without a check.
struct JSONFragmentTable: Sendable {
  /// Every fragment's bytes, one after another, then ``padding`` zeros.
  let bytes: [UInt8]
  /// Where each fragment starts in ``bytes``; fragment `i` ends where `i + 1` starts.
  let starts: [Int]
  /// The bytes of all the fragments together.
  var totalCount: Int { bytes.count - Self.padding }
  /// Bytes past a fragment that a copy may read or write: a copy moves the first 64 bytes
  /// whatever the fragment's length (``JSONLine``).
  static let padding = 64

  /// A table of `fragments`, numbered in order.
  init(_ fragments: [[UInt8]]) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(fragments.count + 1)
    for fragment in fragments {
      starts.append(bytes.count)
      bytes += fragment
    }
    starts.append(bytes.count)
    bytes += [UInt8](repeating: 0, count: Self.padding)
    self.bytes = bytes
    self.starts = starts
  }

  /// The bytes `write` writes with a ``JSONWriter`` of its own: a fragment.
  static func fragment(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
    var writer = JSONWriter()
    write(&writer)
    return writer.bytes
  }
}
