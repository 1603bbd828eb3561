/// What tells one version of a file from another without reading it, as git's index does:
/// the device and inode it lives on, its size, its modification time and its change time.
///
/// Two identities are equal when the file was neither replaced, nor grown, cut or (as far as
/// the file system's clocks can tell) rewritten in between. The modification time can be set
/// back by anyone who can write the file (`touch -r`, `cp -p`, `rsync -t`); the change time
/// cannot: the kernel sets it to the current time on every write, truncation, `utimes`,
/// `chmod`, link or rename. Only someone who sets the system clock, writes the disk device
/// under the file system, or uses a file system that keeps no change time of its own (FAT and
/// exFAT report the modification time) can change a file and keep both.
struct FileIdentity: Hashable, Sendable {
  /// The device the file is on.
  let device: UInt64
  /// The file's inode number on that device.
  let inode: UInt64
  /// The size in bytes.
  let size: Int
  /// The last modification time, in nanoseconds since 1970.
  let modificationTime: Int64
  /// The last change of the file or its inode (ctime), in nanoseconds since 1970.
  let changeTime: Int64

  /// Creates an identity from its parts.
  init(
    device: UInt64, inode: UInt64, size: Int, modificationTime: Int64, changeTime: Int64
  ) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modificationTime = modificationTime
    self.changeTime = changeTime
  }
}
