/// Searching and comparing bytes in memory at the C library's speed (`memchr`, `memcmp`).
enum ByteSearch {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`.
  static func firstIndex(
    of byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = buffer.baseAddress else { return nil }
    guard let found = system_memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: UnsafeRawPointer(found))
  }

  /// Whether two byte buffers of equal length hold the same bytes.
  static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    guard let left = a.baseAddress, let right = b.baseAddress else { return true }
    return system_memcmp(left, right, a.count) == 0
  }
}
