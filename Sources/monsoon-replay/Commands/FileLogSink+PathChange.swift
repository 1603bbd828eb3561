import MonsoonEvents
import MonsoonSystem

/// How `record` makes sure the events it acknowledges are in the file at the path it names.
extension FileLogSink {
  /// The file as it stood once every line appended so far was written: what
  /// ``pathChange(since:)`` compares the path with.
  struct Mark: Sendable {
    let identity: FileIdentity
    let writtenBytes: Int
  }

  /// Writes every line appended so far, and marks where the file stands.
  /// - Throws: ``LogWriteError`` when the lines cannot be written or the file's status read.
  func mark() throws(LogWriteError) -> Mark {
    try flush()
    do {
      let status = try file.descriptor.status()
      return Mark(identity: status.identity, writtenBytes: writtenByteCount)
    } catch {
      throw LogWriteError(reason: "cannot read \(path): \(error)")
    }
  }

  /// What became of the file at ``path`` since `mark`, in words, or `nil` when the path still
  /// names the sink's file (device and inode) and it holds at least every byte it held then
  /// and every byte written since: a recorder that acknowledges events only after this check
  /// acknowledges nothing that is not in the file at that path. Call it once every line
  /// appended is written (after ``flush()`` or ``close()``). It costs a `stat`, so the store's
  /// sends do not make it.
  func pathChange(since mark: Mark) -> String? {
    guard let now = try? FileStatus(ofPath: path) else {
      return "\(path) was removed or renamed while recording"
    }
    guard now.identity.device == mark.identity.device, now.identity.inode == mark.identity.inode
    else { return "\(path) was replaced by another file while recording" }
    let expected = mark.identity.size + writtenByteCount - mark.writtenBytes
    guard now.size >= expected else {
      return "\(path) was truncated while recording (to \(now.size) bytes; it held at least "
        + "\(expected))"
    }
    return nil
  }
}
