package import MonsoonEvents
import MonsoonSystem

extension CheckpointIndex {
  /// The largest index file read: the index of a log of about 400 GB.
  static let maximumFileSize = 1 << 30

  /// Reads and checks an index file, trusting only a regular file of the current user's that
  /// no one else may write.
  ///
  /// The file is opened without following a symbolic link and without waiting (so a FIFO costs
  /// nothing), its status is checked before a byte is read, and then its head: a file whose
  /// head is not an index of the expected log, or whose size is not what its head describes,
  /// is refused after reading 96 bytes, whatever its size.
  /// - Parameters:
  ///   - path: the index file.
  ///   - header: the header of the log it is for.
  ///   - expected: when given, what the index must describe.
  /// - Throws: ``CheckpointIndexError``: unreadable (missing, a symbolic link, not a regular
  ///   file), untrusted (another user's, or writable by others), malformed or stale.
  /// - Complexity: O(size of the file), bounded by the size of the log it describes.
  package static func read(
    from path: String, header: LogHeader, expecting expected: Key? = nil
  ) throws(CheckpointIndexError) -> CheckpointIndex {
    let file: FileDescriptor
    do {
      file = try .open(path, .readOnly, options: [.noFollow, .nonBlocking])
    } catch {
      throw CheckpointIndexError(
        path: path,
        .unreadable(
          error == .tooManySymbolicLinks
            ? "a symbolic link, which is never followed" : error.description))
    }
    defer { try? file.close() }
    let status: FileStatus
    do {
      status = try file.status()
    } catch {
      throw CheckpointIndexError(path: path, .unreadable(error.description))
    }
    guard status.kind == .regular else {
      throw CheckpointIndexError(path: path, .unreadable("\(status.kind), not a regular file"))
    }
    if let reason = untrustedReason(status, what: "it") {
      throw CheckpointIndexError(path: path, .untrusted(reason))
    }
    guard status.size <= maximumFileSize else {
      throw CheckpointIndexError(path: path, .malformed("larger than any index"))
    }
    let head = try decodeHead(
      try bytes(of: file, count: min(status.size, headBytes), path: path),
      fileSize: status.size, path: path)
    if let expected, let reason = head.key.mismatch(expected) {
      throw CheckpointIndexError(path: path, .stale(reason))
    }
    return try CheckpointIndex(
      decoding: try bytes(of: file, count: status.size, path: path), header: header,
      path: path, expecting: expected)
  }

  /// Checks that a directory of index files belongs to the current user and that no one else
  /// may write it (a symbolic link is followed to the directory it names); a directory that
  /// does not exist, or cannot be looked at, passes: there is nothing in it to trust.
  /// - Throws: ``CheckpointIndexError`` with ``CheckpointIndexError/Kind/untrusted(_:)``.
  package static func checkDirectory(_ path: String) throws(CheckpointIndexError) {
    guard let status = try? FileStatus(ofPath: path), status.kind == .directory,
      let reason = untrustedReason(status, what: "the directory")
    else { return }
    throw CheckpointIndexError(path: path, .untrusted(reason))
  }

  /// Writes the index file atomically: a reader sees the previous file or this one, whole.
  ///
  /// The bytes go to a new file in the same directory, which is then renamed over `path`.
  /// They are not flushed to stable storage: an index is a cache whose checksum and key are
  /// checked before it is trusted, so one lost to a power cut is only rebuilt.
  /// - Throws: ``CheckpointIndexError`` with ``CheckpointIndexError/Kind/unwritable(_:)``.
  package func write(to path: String) throws(CheckpointIndexError) {
    do {
      let writer = try AtomicFileWriter(replacing: path)
      try writer.write(encoded(), at: 0)
      try writer.commit(synchronizing: false)
    } catch {
      throw CheckpointIndexError(path: path, .unwritable(error.reason))
    }
  }

  /// Why a file or directory with this status cannot be trusted to hold indexes, or `nil`.
  private static func untrustedReason(_ status: FileStatus, what: String) -> String? {
    let user = UserID.effective
    if status.owner != user {
      return "\(what) belongs to user \(status.owner), not to you (user \(user))"
    }
    if status.isWritableByOthers {
      let mode = String(status.permissions, radix: 8)
      return "other users may write \(what) (mode \(mode); 'chmod go-w' fixes that)"
    }
    return nil
  }

  /// The first `count` bytes of an open file.
  private static func bytes(
    of file: FileDescriptor, count: Int, path: String
  ) throws(CheckpointIndexError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { buffer in
      Result { () throws(Errno) in try file.readFully(fromAbsoluteOffset: 0, into: buffer) }
    }
    switch read {
    case .success(count): return bytes
    case .success: throw CheckpointIndexError(path: path, .malformed("it changed while read"))
    case .failure(let error): throw CheckpointIndexError(path: path, .unreadable("\(error)"))
    }
  }
}
