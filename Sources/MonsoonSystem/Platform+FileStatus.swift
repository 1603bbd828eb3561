#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The C library calls that decide whether to trust a file someone else may have planted.
extension Platform {
  /// The user id the process acts as (its effective user).
  package static var effectiveUserID: UInt32 { UInt32(geteuid()) }

  /// Opens a file for reading without following a symbolic link at its last component (that
  /// fails with `ELOOP`) and without waiting (a FIFO opens at once, with no writer), so that
  /// its status can be checked before a byte is read.
  /// - Returns: the descriptor, or `-errno`.
  package static func openWithoutFollowing(_ path: String) -> Int32 {
    open(path, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
  }

  /// The status of an open file, or `nil` when `fstat` fails.
  package static func status(_ descriptor: Int32) -> FileStatus? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let kind: FileStatus.Kind
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFIFO: kind = .fifo
    default: kind = .other
    }
    return FileStatus(
      kind: kind, owner: UInt32(status.st_uid), permissions: UInt32(status.st_mode & 0o7777),
      size: Int(status.st_size))
  }

  /// The status of a directory, symbolic links followed (the directory they lead to is the
  /// one checked).
  /// - Returns: the status, or the failure (`ENOENT` when it does not exist, `ENOTDIR` when it
  ///   is something else).
  package static func status(ofDirectory path: String) -> Result<FileStatus, PlatformError> {
    let descriptor = open(path, flags: O_RDONLY | O_DIRECTORY)
    guard descriptor >= 0 else { return .failure(PlatformError(-descriptor)) }
    defer { close(descriptor) }
    guard let status = status(descriptor) else { return .failure(PlatformError(errno)) }
    return .success(status)
  }

  /// Whether an `errno` value means that a path names a symbolic link `openWithoutFollowing`
  /// refused to follow.
  package static func isSymbolicLinkRefusal(_ code: Int32) -> Bool {
    code == ELOOP
  }
}
