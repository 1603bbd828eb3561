/// What a name in the file system is: a regular file, a directory, a device...
enum FileKind: Hashable, Sendable, CustomStringConvertible {
  /// A regular file: bytes on a disk, with a size.
  case regular
  /// A directory.
  case directory
  /// A symbolic link (seen only by calls that do not follow links).
  case symbolicLink
  /// A pipe or a named pipe (FIFO): its bytes come from another process.
  case pipe
  /// A socket.
  case socket
  /// A character device, such as a terminal or `/dev/zero`.
  case characterDevice
  /// A block device, such as a disk.
  case blockDevice
  /// Something else the system knows of.
  case other

  /// The kind with an article, for messages: "a directory", "a character device".
  var description: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .symbolicLink: "a symbolic link"
    case .pipe: "a pipe"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .other: "an unknown kind of file"
    }
  }
}
