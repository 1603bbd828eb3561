/// A number of bytes as people read it: "1 MiB", "1 GiB", else "1500 bytes".
struct ByteCount: CustomStringConvertible, Sendable {
  /// The number of bytes.
  let bytes: Int

  /// Wraps a number of bytes.
  init(_ bytes: Int) {
    self.bytes = bytes
  }

  /// The count in the largest unit that divides it exactly, such as "1 MiB".
  var description: String {
    for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
    where bytes >= size && bytes % size == 0 {
      return "\(bytes / size) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
