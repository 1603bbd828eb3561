/// The memory of one ``DecodedChunk``, allocated once and reused for every chunk the pool
/// holds it for: the bytes read, and room for the lines decoded from them.
///
/// Pages of the lines' room that no chunk reached are never touched, so they cost address
/// space, not memory.
final class ChunkStorage: @unchecked Sendable {
  // Unchecked, and sound: a chunk is worked on by one thread at a time. It goes from the
  // thread that reads and decodes it to the thread that folds it, and back to the pool,
  // only through `OrderedWork`'s lock, which orders every write before the next thread's
  // reads; no two threads hold it at once.

  /// Room for the bytes read.
  let bytes: UnsafeMutableRawBufferPointer
  /// Room for ``lineCapacity`` lines.
  let lines: UnsafeMutablePointer<ChunkLine>
  /// The most lines a chunk holds: one every 16 bytes read, more than any valid log has (its
  /// shortest event line is `{"seq":1,"type":"go"}` and a newline, 22 bytes).
  let lineCapacity: Int

  init(byteCount: Int) {
    bytes = .allocate(byteCount: byteCount, alignment: 16)
    lineCapacity = max(1, byteCount / 16)
    lines = .allocate(capacity: lineCapacity)
  }

  deinit {
    bytes.deallocate()
    lines.deallocate()
  }
}
