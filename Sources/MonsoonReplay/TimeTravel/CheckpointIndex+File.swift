public import MonsoonEvents
import MonsoonSystem

extension CheckpointIndex {
  /// The largest index file read: the index of a log of about 400 GB.
  static let maximumFileSize = 1 << 30

  /// Reads and checks an index file.
  /// - Parameters:
  ///   - path: the index file.
  ///   - header: the header of the log it is for.
  ///   - expected: when given, what the index must describe.
  /// - Throws: ``CheckpointIndexError``: unreadable (missing, too large), malformed or stale.
  /// - Complexity: O(size of the file).
  public static func read(
    from path: String, header: LogHeader, expecting expected: Key? = nil
  ) throws(CheckpointIndexError) -> CheckpointIndex {
    let bytes: [UInt8]
    do {
      bytes = try WholeFile.read(path, limit: maximumFileSize)
    } catch {
      throw CheckpointIndexError(path: path, .unreadable(error.reason))
    }
    return try CheckpointIndex(decoding: bytes, header: header, path: path, expecting: expected)
  }

  /// Writes the index file atomically: a reader sees the previous file or this one, whole.
  ///
  /// The bytes go to a new file in the same directory, which is then renamed over `path`.
  /// They are not flushed to stable storage: an index is a cache whose checksum and key are
  /// checked before it is trusted, so one lost to a power cut is only rebuilt.
  /// - Throws: ``CheckpointIndexError`` with ``CheckpointIndexError/Kind/unwritable(_:)``.
  public func write(to path: String) throws(CheckpointIndexError) {
    do {
      let writer = try AtomicFileWriter(replacing: path)
      try writer.write(encoded(), at: 0)
      try writer.commit(synchronizing: false)
    } catch {
      throw CheckpointIndexError(path: path, .unwritable(error.reason))
    }
  }
}
