/// Searching bytes in memory at the C library's speed (`memchr`).
enum ByteSearch {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`.
  static func firstIndex(
    of byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = buffer.baseAddress else { return nil }
    guard let found = system_memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: UnsafeRawPointer(found))
  }
}
