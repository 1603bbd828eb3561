package import MonsoonSystem

/// A file or an already open file descriptor (such as standard input), read in large chunks.
public final class FileByteSource: ByteSource {
  private let descriptor: Int32
  private let closesOnDeinit: Bool
  /// The offset of the next byte, while reads give their offset (a file opened by path, which
  /// leaves the descriptor's shared read position alone); `nil` once reads go in sequence (a
  /// descriptor handed over, or a path that names a pipe).
  private var position: Int?

  /// Opens a file for reading.
  /// - Throws: ``ByteSourceError`` when the file cannot be opened.
  public init(path: String) throws(ByteSourceError) {
    let result = Platform.open(path, flags: 0)
    guard result >= 0 else {
      throw ByteSourceError(.open, code: -result)
    }
    descriptor = result
    closesOnDeinit = true
    position = 0
  }

  /// Opens a file for reading from a byte offset on.
  /// - Throws: ``ByteSourceError`` when the file cannot be opened or positioned.
  public convenience init(path: String, startingAt offset: Int) throws(ByteSourceError) {
    try self.init(path: path)
    let result = Platform.seek(descriptor, to: offset)
    guard result == 0 else { throw ByteSourceError(.seek, code: result) }
    position = offset
  }

  /// Reads from a descriptor the caller keeps open, such as 0 for standard input.
  public init(fileDescriptor: Int32) {
    descriptor = fileDescriptor
    closesOnDeinit = false
    position = nil
  }

  deinit {
    if closesOnDeinit { Platform.close(descriptor) }
  }

  /// The file's identity (device, inode, size, modification time) as of now, or `nil` when
  /// the source is not a regular file (a pipe, a terminal, a device).
  package func identity() -> FileIdentity? {
    Platform.identity(descriptor)
  }

  /// Reads `count` bytes at `offset` without moving the read position.
  /// - Returns: the bytes, fewer at the end of the file.
  /// - Throws: ``ByteSourceError`` when the file cannot be read there.
  public func bytes(at offset: Int, count: Int) throws(ByteSourceError) -> [UInt8] {
    guard offset >= 0, count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { Platform.read(descriptor, at: offset, into: $0) }
    guard read >= 0 else { throw ByteSourceError(.read, code: Int32(-read)) }
    bytes.removeLast(count - read)
    return bytes
  }

  /// Reads the next bytes, waiting for them on a pipe.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    var count: Int
    if let offset = position {
      count = Platform.readOnce(descriptor, at: offset, into: buffer)
      if count == -Int(Platform.notSeekable) {
        position = nil
        count = Platform.read(descriptor, into: buffer)
      } else if count > 0 {
        position = offset + count
      }
    } else {
      count = Platform.read(descriptor, into: buffer)
    }
    guard count >= 0 else {
      throw ByteSourceError(.read, code: Int32(-count))
    }
    return count
  }
}
