/// What the system says about a file (`stat`): its kind, owner, permissions and identity.
package struct FileStatus: Hashable, Sendable {
  /// What the file is.
  package let kind: FileKind
  /// The user id of its owner.
  package let owner: UInt32
  /// Its permission bits (`mode & 0o7777`), such as `0o644`.
  package let permissions: UInt32
  /// Its device, inode, size, and modification and change times.
  package let identity: FileIdentity

  /// The size in bytes (of a regular file; meaningless for most other kinds).
  package var size: Int { identity.size }

  /// Translates the C library's record.
  package init(_ status: CInterop.Stat) {
    switch status.st_mode & _S_IFMT {
    case _S_IFREG: kind = .regular
    case _S_IFDIR: kind = .directory
    case _S_IFLNK: kind = .symbolicLink
    case _S_IFIFO: kind = .pipe
    case _S_IFSOCK: kind = .socket
    case _S_IFCHR: kind = .characterDevice
    case _S_IFBLK: kind = .blockDevice
    default: kind = .other
    }
    owner = UInt32(truncatingIfNeeded: status.st_uid)
    permissions = UInt32(truncatingIfNeeded: status.st_mode) & 0o7777
    let (modified, changed) = (status.modificationTimeSpec, status.changeTimeSpec)
    func nanoseconds(_ time: CInterop.TimeSpec) -> Int64 {
      Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
    identity = FileIdentity(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino), size: Int(status.st_size),
      modificationTime: nanoseconds(modified), changeTime: nanoseconds(changed))
  }

  /// The status of the file a path names, following symbolic links.
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package init(ofPath path: FilePath) throws(Errno) {
    var status = CInterop.Stat()
    _ = try retryingInterrupts { path.withCString { system_stat($0, &status) } }
    self.init(status)
  }

  /// The status of the file a `String` path names (see ``FilePath/init(_:)``), following
  /// symbolic links.
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package init(ofPath path: String) throws(Errno) {
    try self.init(ofPath: FilePath(path))
  }
}
