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

  /// How long after a change a file system's clock has certainly moved on: one tick of the
  /// kernel's coarse clock, which stamps files (at most 10 ms: Linux ticks 100 to 1,000 times
  /// a second), twice over.
  static let clockTick: Int64 = 20_000_000

  /// The nanoseconds to wait, from `now` (nanoseconds since 1970, the time of day), until any
  /// further change of the file is certain to give it another change time; 0 when that is
  /// already so.
  ///
  /// A change stamps the file with the file system's clock, which lags the time of day by up
  /// to one tick and is rounded down to the file system's precision. A second change within
  /// the same tick (the same second, on a file system that keeps whole seconds) keeps the
  /// same change time, so an identity taken then may describe bytes that change right after
  /// without the identity showing it ("racily clean", in git's words). A change time that is
  /// a whole second is taken to come from such a file system. A change time in the future (a
  /// clock set back) never settles.
  func nanosecondsUntilSettled(now: Int64) -> Int64 {
    let precision: Int64 = changeTime % 1_000_000_000 == 0 ? 1_000_000_000 : 1
    let settled = changeTime &+ precision &+ Self.clockTick
    return max(0, settled &- now)
  }
}
