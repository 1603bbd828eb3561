/// The package's one way to append to a file, the way a session log is written: every write
/// goes to the end, whole, and can be flushed to stable storage.
///
/// Opened for reading too, so that a log can be replayed and its torn last line cut off
/// through the same descriptor that later appends to it.
package struct AppendOnlyFile: Sendable {
  /// The file's name, as the caller gave it.
  package let path: String
  /// The open descriptor; ``close()`` closes it.
  package let descriptor: FileDescriptor
  /// The file whose lock this one holds, from ``lockExclusively(waitingAtMost:)`` until
  /// ``close()``.
  private let lockedFile = LockedValue<LockedFile?>(nil)

  /// A file by its device and inode, whatever name it was opened by.
  private struct LockedFile: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// How many open files of this process hold the lock of each file (one, or none: the lock
  /// is exclusive; a count, because a file that closes is counted out only after another may
  /// have taken the lock).
  private static let locksHeld = LockedValue<[LockedFile: Int]>([:])

  /// Opens a file for appending (and reading), creating it when it does not exist.
  /// - Throws: ``FileError``.
  package init(path: String) throws(FileError) {
    guard !path.isEmpty else { throw FileError(path: path, .emptyPath) }
    do {
      descriptor = try .open(path, .readWrite, options: [.append, .create])
    } catch {
      throw FileError(path: path, error)
    }
    self.path = path
  }

  /// Appends all of `bytes` at the end of the file.
  /// - Throws: ``Errno``; part of `bytes` may then be at the end of the file.
  package func append(_ bytes: [UInt8]) throws(Errno) {
    try descriptor.writeAll(bytes)
  }

  /// Flushes what was appended to stable storage.
  package func synchronize() throws(Errno) {
    try descriptor.synchronize()
  }

  /// Flushes the file's directory, so that a newly created file's name survives a crash.
  package func synchronizeDirectory() throws(Errno) {
    try FilePath(path).synchronizeDirectory()
  }

  /// Cuts the file to `length` bytes (appends then go on from there) and flushes that to
  /// stable storage.
  package func cut(to length: Int) throws(Errno) {
    try descriptor.resize(to: length)
    try descriptor.synchronize()
  }

  /// The byte at `offset`, or `nil` past the end or when it cannot be read.
  package func byte(at offset: Int) -> UInt8? {
    var byte: UInt8 = 0
    let count = withUnsafeMutableBytes(of: &byte) { buffer in
      try? descriptor.read(fromAbsoluteOffset: offset, into: buffer)
    }
    return count == 1 ? byte : nil
  }

  /// Takes the file's exclusive advisory lock, which lasts until ``close()``, trying again
  /// every few milliseconds for at most `milliseconds` while another process holds it.
  /// - Throws: ``FileLockRefusal``.
  package func lockExclusively(waitingAtMost milliseconds: Int) throws(FileLockRefusal) {
    let file: LockedFile
    do {
      let identity = try descriptor.status().identity
      file = LockedFile(device: identity.device, inode: identity.inode)
    } catch {
      throw .failed(error)
    }
    // A lock this process holds is not let go within any wait: refused at once.
    if Self.locksHeld.withLock({ $0[file, default: 0] > 0 }) { throw .heldByThisProcess }
    do {
      try descriptor.lockExclusively(waitingAtMost: milliseconds)
    } catch {
      guard error.isWouldBlock else { throw .failed(error) }
      let here = Self.locksHeld.withLock { $0[file, default: 0] > 0 }
      throw here ? .heldByThisProcess : .heldByAnotherProcess
    }
    Self.locksHeld.withLock { $0[file, default: 0] += 1 }
    lockedFile.withLock { $0 = file }
  }

  /// Closes the file, which lets go of its lock.
  /// - Throws: ``Errno`` when the system reports a failure of earlier writes.
  package func close() throws(Errno) {
    defer {
      let file = lockedFile.withLock { file in
        defer { file = nil }
        return file
      }
      if let file {
        Self.locksHeld.withLock { held in
          held[file, default: 1] -= 1
          if held[file] == 0 { held[file] = nil }
        }
      }
    }
    try descriptor.close()
  }
}

/// Why ``AppendOnlyFile/lockExclusively(waitingAtMost:)`` did not take the lock.
package enum FileLockRefusal: Error {
  /// Another open file of this process holds it.
  case heldByThisProcess
  /// Another process holds it (or an open file this process inherited or passed on).
  case heldByAnotherProcess
  /// The system refused: its reason.
  case failed(Errno)
}
