extension FileDescriptor {
  /// Whether an open file may be read, written or both.
  package enum AccessMode: Sendable {
    /// `O_RDONLY`.
    case readOnly
    /// `O_WRONLY`.
    case writeOnly
    /// `O_RDWR`.
    case readWrite

    var flags: Int32 {
      switch self {
      case .readOnly: _O_RDONLY
      case .writeOnly: _O_WRONLY
      case .readWrite: _O_RDWR
      }
    }
  }

  /// How to open a file, beyond its access mode. Every descriptor the package opens is closed
  /// on `exec` (`O_CLOEXEC`), so a child process never inherits it.
  package struct OpenOptions: OptionSet, Hashable, Sendable {
    /// The C library's `O_` flags.
    package let rawValue: Int32

    /// Wraps `O_` flags.
    package init(rawValue: Int32) {
      self.rawValue = rawValue
    }

    /// Create the file when it does not exist (`O_CREAT`).
    package static var create: OpenOptions { OpenOptions(rawValue: _O_CREAT) }
    /// Every write goes to the end of the file, whoever else writes it (`O_APPEND`).
    package static var append: OpenOptions { OpenOptions(rawValue: _O_APPEND) }
    /// Never wait: neither to open a named pipe nobody writes to, nor for data
    /// (`O_NONBLOCK`).
    package static var nonBlocking: OpenOptions { OpenOptions(rawValue: _O_NONBLOCK) }
  }

  /// Opens a file.
  /// - Parameters:
  ///   - path: the file's name.
  ///   - access: read, write or both.
  ///   - options: how to open it.
  ///   - permissions: the permission bits of a file ``OpenOptions/create`` creates, before the
  ///     process's umask takes its bits away.
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package static func open(
    _ path: FilePath, _ access: AccessMode, options: OpenOptions = [],
    permissions: UInt32 = 0o644
  ) throws(Errno) -> FileDescriptor {
    let flags = access.flags | options.rawValue | _O_CLOEXEC
    let descriptor = try retryingInterrupts {
      path.withCString {
        system_open($0, flags, CInterop.Mode(truncatingIfNeeded: permissions))
      }
    }
    return FileDescriptor(rawValue: descriptor)
  }

  /// Opens the file a `String` path names (see ``FilePath/init(_:)``), as the call with a
  /// ``FilePath`` does.
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package static func open(
    _ path: String, _ access: AccessMode, options: OpenOptions = [],
    permissions: UInt32 = 0o644
  ) throws(Errno) -> FileDescriptor {
    try open(FilePath(path), access, options: options, permissions: permissions)
  }
}
