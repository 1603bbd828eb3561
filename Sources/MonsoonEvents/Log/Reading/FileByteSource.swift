import MonsoonSystem

/// A file or an already open file descriptor (such as standard input), read in large chunks;
/// or bytes already read, such as one entry of a tar stream.
package final class FileByteSource: ByteSource {
  private let descriptor: FileDescriptor
  private let closesOnDeinit: Bool
  /// The bytes of a source made from memory (then no descriptor is read); `nil` otherwise.
  private let memory: [UInt8]?
  /// The offset of the next byte, while reads give their offset (a file opened by path, which
  /// leaves the descriptor's shared read position alone); `nil` once reads go in sequence (a
  /// descriptor handed over, or a path that names a pipe).
  private var position: Int?
  /// The size of a regular file opened by its path, when it was opened: reading ends there,
  /// so bytes appended later are not read; a file found shorter before then changed while it
  /// was read (``ByteSourceError/Kind/changed``). `nil` for any other source.
  private let sizeAtOpen: Int?

  /// Opens a file for reading, up to its size at this moment: bytes appended later are not
  /// read, and a regular file found shorter than that before its end is an error
  /// (``ByteSourceError/Kind/changed``).
  /// - Parameter regularOnly: whether only a regular file is read. The file is then opened
  ///   without waiting (`O_NONBLOCK`, which a regular file's reads ignore), since opening a
  ///   named pipe nobody writes to waits forever, and what it opened is checked (`fstat`), so
  ///   no name swapped in between is read.
  /// - Throws: ``ByteSourceError`` when the file cannot be opened
  ///   (``ByteSourceError/Kind/emptyPath`` for the empty path), or
  ///   ``ByteSourceError/Kind/notRegularFile(_:)`` when only a regular file is read and this
  ///   is not one.
  package init(path: String, regularOnly: Bool = false) throws(ByteSourceError) {
    guard !path.isEmpty else { throw ByteSourceError(.emptyPath) }
    do {
      descriptor = try .open(path, .readOnly, options: regularOnly ? .nonBlocking : [])
    } catch {
      // A socket cannot be opened at all (ENXIO): say what it is.
      if regularOnly, let status = try? FileStatus(ofPath: FilePath(path)),
        status.kind != .regular
      {
        throw ByteSourceError(.notRegularFile(status.kind.description), path: path)
      }
      throw ByteSourceError(.open(errno: error.rawValue), path: path)
    }
    let status = try? descriptor.status()
    let kind = status?.kind ?? .other
    if regularOnly, kind != .regular {
      try? descriptor.close()
      throw ByteSourceError(.notRegularFile(kind.description), path: path)
    }
    sizeAtOpen = kind == .regular ? status?.identity.size : nil
    closesOnDeinit = true
    position = 0
    memory = nil
  }

  /// Opens a file for reading from a byte offset on.
  /// - Throws: ``ByteSourceError`` when the file cannot be opened or positioned.
  package convenience init(path: String, startingAt offset: Int) throws(ByteSourceError) {
    try self.init(path: path)
    do {
      try descriptor.seek(toAbsoluteOffset: offset)
    } catch {
      throw ByteSourceError(.seek(errno: error.rawValue), path: path)
    }
    position = offset
  }

  /// Reads from a descriptor the caller keeps open, such as 0 for standard input.
  package init(fileDescriptor: Int32) {
    descriptor = FileDescriptor(rawValue: fileDescriptor)
    closesOnDeinit = false
    position = nil
    memory = nil
    sizeAtOpen = nil
  }

  /// Reads `bytes`, which the caller has already read from somewhere (such as an entry of a
  /// tar stream). Such a source has no file status and no identity.
  package init(bytes: [UInt8]) {
    descriptor = FileDescriptor(rawValue: -1)
    closesOnDeinit = false
    position = 0
    memory = bytes
    sizeAtOpen = nil
  }

  deinit {
    if closesOnDeinit { try? descriptor.close() }
  }

  /// Reads the next bytes, waiting for them on a pipe; for a regular file opened by its path,
  /// only up to its size at open.
  /// - Throws: ``ByteSourceError``: ``ByteSourceError/Kind/changed`` when a regular file opened
  ///   by its path ends before its size at open (it was cut or rewritten while read).
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    if let memory, let offset = position {
      let count = min(buffer.count, memory.count - offset)
      guard count > 0 else { return 0 }
      memory.withUnsafeBytes { bytes in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
      }
      position = offset + count
      return count
    }
    let wanted = sizeAtOpen.map { min(buffer.count, $0 - (position ?? 0)) } ?? buffer.count
    guard wanted > 0 else { return 0 }
    let count: Int
    do {
      guard let offset = position else { return try descriptor.read(into: buffer) }
      do {
        count = try descriptor.read(
          fromAbsoluteOffset: offset,
          into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
        position = offset + count
      } catch where error == .notSeekable {
        position = nil
        return try descriptor.read(into: buffer)
      }
    } catch {
      throw ByteSourceError(.read(errno: error.rawValue))
    }
    guard count > 0 || sizeAtOpen == nil else { throw ByteSourceError(.changed) }
    return count
  }
}
