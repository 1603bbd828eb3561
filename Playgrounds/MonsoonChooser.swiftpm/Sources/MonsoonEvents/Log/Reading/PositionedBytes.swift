// package import MonsoonSystem

/// Bytes read at any offset, from any thread: a file's descriptor (with `pread(2)`, which
/// leaves the descriptor's position alone) or bytes in memory. How the threads that decode a
/// log in chunks each read their own part (``FileByteSource/positionedBytes``).
enum PositionedBytes: Sendable {
  /// An open regular file, which its ``FileByteSource`` keeps open.
  case file(FileDescriptor)
  /// Bytes already read.
  case memory([UInt8])

  /// Fills `buffer` from `offset` on; fewer bytes only at the end of the input.
  /// - Returns: the number of bytes read.
  /// - Throws: ``ByteSourceError`` when the input cannot be read there.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer)
    throws(ByteSourceError) -> Int
  {
    switch self {
    case .file(let descriptor):
      do {
        return try descriptor.readFully(fromAbsoluteOffset: offset, into: buffer)
      } catch {
        throw ByteSourceError(.read(errno: error.rawValue))
      }
    case .memory(let bytes):
      let count = max(0, min(buffer.count, bytes.count - offset))
      guard count > 0 else { return 0 }
      bytes.withUnsafeBytes { source in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
      }
      return count
    }
  }
}
