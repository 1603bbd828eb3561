package import MonsoonSystem

/// The package's one way to read a whole file into memory (menu files, a converted PNG, the
/// test kit's saved failures): never more than a limit, and never waiting on a named pipe
/// nobody writes to.
package enum WholeFile {
  /// Reads a whole file of at most `limit` bytes.
  ///
  /// The file is opened without waiting (`O_NONBLOCK`), so opening a named pipe with no
  /// writer returns at once; its status is then checked before a byte is read. A regular file
  /// larger than `limit` fails before reading; a pipe, or a file that grows while it is read,
  /// fails as soon as it has given more than `limit` bytes. Memory stays under `limit` plus a
  /// little either way.
  /// - Parameters:
  ///   - path: the file.
  ///   - limit: the most bytes accepted.
  ///   - options: more ways to open it, such as ``FileDescriptor/OpenOptions/noFollow``.
  ///   - kinds: the kinds of file read; others fail with
  ///     ``FileError/Kind/unsupportedKind(_:)`` (a directory with ``Errno/isDirectory``).
  ///     A pipe is read until its writer closes it; one with no writer reads as empty.
  ///   - check: looks at the open file's status before anything is read, and throws to
  ///     refuse it (for example, a file owned by someone else).
  /// - Returns: the file's bytes.
  /// - Throws: ``FileError``.
  /// - Complexity: O(size of the file).
  package static func read(
    _ path: String, limit: Int, options: FileDescriptor.OpenOptions = [],
    accepting kinds: Set<FileKind> = [.regular],
    check: (FileStatus) throws(FileError) -> Void = { _ in }
  ) throws(FileError) -> [UInt8] {
    guard !path.isEmpty else { throw FileError(path: path, .emptyPath) }
    let descriptor: FileDescriptor
    do {
      descriptor = try .open(path, .readOnly, options: options.union(.nonBlocking))
    } catch {
      throw FileError(path: path, error)
    }
    defer { try? descriptor.close() }
    let status: FileStatus
    do {
      status = try descriptor.status()
    } catch {
      throw FileError(path: path, error)
    }
    guard kinds.contains(status.kind) else {
      if status.kind == .directory { throw FileError(path: path, .isDirectory) }
      throw FileError(path: path, .unsupportedKind(status.kind))
    }
    try check(status)
    if status.kind == .regular, status.size > limit {
      throw FileError(path: path, .tooLarge(limit: limit))
    }
    let bytes: [UInt8]?
    do {
      if status.kind != .regular { try descriptor.makeBlocking() }
      let expected = status.kind == .regular ? status.size : 1 << 16
      bytes = try readToEnd(descriptor, expected: expected, limit: limit)
    } catch {
      throw FileError(path: path, error)
    }
    guard let bytes else { throw FileError(path: path, .tooLarge(limit: limit)) }
    return bytes
  }

  /// Reads until the end of the input; `nil` once more than `limit` bytes came.
  private static func readToEnd(
    _ descriptor: FileDescriptor, expected: Int, limit: Int
  ) throws(Errno) -> [UInt8]? {
    // One byte more than expected, so that the end of the file is found without growing.
    var bytes = [UInt8](repeating: 0, count: min(expected, limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { return nil }
        let grown = min(limit + 1, max(2 * count, 1 << 16))
        bytes.append(contentsOf: repeatElement(0, count: grown - count))
      }
      let read = try bytes.withUnsafeMutableBytes { buffer in
        let free = UnsafeMutableRawBufferPointer(rebasing: buffer[count...])
        return Result { () throws(Errno) in try descriptor.read(into: free) }
      }.get()
      if read == 0 { break }
      count += read
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }
}

extension FileDescriptor {
  /// Makes reads wait for data (clears `O_NONBLOCK`), for a descriptor opened without waiting.
  package func makeBlocking() throws(Errno) {
    let flags = try retryingInterrupts { system_fcntl(rawValue, _F_GETFL) }
    _ = try retryingInterrupts { system_fcntl(rawValue, _F_SETFL, flags & ~_O_NONBLOCK) }
  }
}

extension FileDescriptor.OpenOptions {
  /// Fail with ``Errno/tooManySymbolicLinks`` when the name is a symbolic link
  /// (`O_NOFOLLOW`).
  package static var noFollow: FileDescriptor.OpenOptions {
    FileDescriptor.OpenOptions(rawValue: _O_NOFOLLOW)
  }
}

extension Errno {
  /// The name is a directory (`EISDIR`).
  package static var isDirectory: Errno { Errno(rawValue: _EISDIR) }
}
