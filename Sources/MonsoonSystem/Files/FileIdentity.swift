/// What tells one version of a file from another without reading it, as git's index does:
/// the device and inode it lives on, its size and its modification time.
///
/// Two identities are equal when the file was neither replaced, nor grown, cut or (as far as
/// the file system's clock can tell) rewritten in between.
package struct FileIdentity: Hashable, Sendable {
  /// The device the file is on.
  package let device: UInt64
  /// The file's inode number on that device.
  package let inode: UInt64
  /// The size in bytes.
  package let size: Int
  /// The last modification time, in nanoseconds since 1970.
  package let modificationTime: Int64

  /// Creates an identity from its parts.
  package init(device: UInt64, inode: UInt64, size: Int, modificationTime: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modificationTime = modificationTime
  }
}
