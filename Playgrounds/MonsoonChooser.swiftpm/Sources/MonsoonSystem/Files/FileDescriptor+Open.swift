extension FileDescriptor {
  /// Whether an open file may be read, written or both.
  enum AccessMode: Sendable {
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
  struct OpenOptions: OptionSet, Hashable, Sendable {
    /// The C library's `O_` flags.
    let rawValue: Int32

    /// Wraps `O_` flags.
    init(rawValue: Int32) {
      self.rawValue = rawValue
    }

    /// Create the file when it does not exist (`O_CREAT`).
    static var create: OpenOptions { OpenOptions(rawValue: _O_CREAT) }
    /// With ``create``: fail when the name exists, even as a symbolic link (`O_EXCL`).
    static var exclusiveCreate: OpenOptions { OpenOptions(rawValue: _O_CREAT | _O_EXCL) }
    /// Cut the file to nothing (`O_TRUNC`).
    static var truncate: OpenOptions { OpenOptions(rawValue: _O_TRUNC) }
    /// Every write goes to the end of the file, whoever else writes it (`O_APPEND`).
    static var append: OpenOptions { OpenOptions(rawValue: _O_APPEND) }
    /// Fail with ``Errno/tooManySymbolicLinks`` when the name is a symbolic link
    /// (`O_NOFOLLOW`).
    static var noFollow: OpenOptions { OpenOptions(rawValue: _O_NOFOLLOW) }
    /// Never wait: neither to open a named pipe nobody writes to, nor for data
    /// (`O_NONBLOCK`).
    static var nonBlocking: OpenOptions { OpenOptions(rawValue: _O_NONBLOCK) }
  }

  /// Opens a file.
  /// - Parameters:
  ///   - path: the file's name.
  ///   - access: read, write or both.
  ///   - options: how to open it.
  ///   - permissions: the permission bits of a file ``OpenOptions/create`` creates, before the
  ///     process's umask takes its bits away.
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  static func open(
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
  static func open(
    _ path: String, _ access: AccessMode, options: OpenOptions = [],
    permissions: UInt32 = 0o644
  ) throws(Errno) -> FileDescriptor {
    try open(FilePath(path), access, options: options, permissions: permissions)
  }
}
