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
    try AtomicFileWriter.synchronizeDirectory(containing: path)
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

  /// Closes the file.
  /// - Throws: ``Errno`` when the system reports a failure of earlier writes.
  package func close() throws(Errno) {
    try descriptor.close()
  }
}
