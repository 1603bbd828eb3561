import MonsoonEvents
import MonsoonSystem

/// Writes an index file while a pass records it, so that recording takes the same memory
/// whatever the length of the log.
///
/// Checkpoints go to a new file beside the index as they are taken, a 64 KiB buffer at a time;
/// the file is created at the first full buffer (about 480 checkpoints) or when the writer
/// finishes, so a pass over a short log that is given up never touches the disk.
/// ``finish(key:warnings:)`` adds the warnings, the head and the checksum, and renames the file
/// over the index (an ``AtomicFileWriter``). A writer given up before that (the pass failed,
/// the log was too short) removes its file. The bytes are exactly those of
/// ``CheckpointIndex/encoded()``.
package final class CheckpointIndexWriter {
  /// The index file this writer replaces when it finishes.
  package let path: String
  /// The number of checkpoints taken, the start included.
  package private(set) var checkpointCount = 0
  private var file: AtomicFileWriter?
  private var pending = WordWriter()
  private var written = 0
  private var failure: FileError?
  private static let bufferSize = 1 << 16
  private static let headBytes = 8 * CheckpointIndex.headWords

  /// A writer for the index file at `path`; nothing is written yet.
  package init(path: String) {
    self.path = path
    pending.bytes.reserveCapacity(Self.bufferSize + 8 * CheckpointIndex.checkpointWords)
  }

  /// Adds the next checkpoint.
  func append(_ checkpoint: Checkpoint) {
    checkpointCount += 1
    pending.put(checkpoint)
    if pending.bytes.count >= Self.bufferSize { flush() }
  }

  /// Writes the warnings, the head and the checksum, and puts the file in place of the index.
  /// - Throws: ``CheckpointIndexError`` with ``CheckpointIndexError/Kind/unwritable(_:)``; the
  ///   new file is then removed and any earlier index is left as it was.
  package func finish(key: CheckpointIndex.Key, warnings: [RecordedWarning])
    throws(CheckpointIndexError)
  {
    for warning in warnings { pending.put(warning) }
    flush()
    var head = WordWriter()
    head.putHead(key: key, checkpoints: checkpointCount, warnings: warnings.count)
    guard let file, failure == nil else { return try fail() }
    let checksum: UInt64?
    do throws(FileError) {
      try file.write(head.bytes, at: 0)
      checksum = try self.checksum(of: file)
    } catch {
      failure = error
      return try fail()
    }
    guard let checksum else { return try fail() }
    var tail = WordWriter()
    tail.put(checksum)
    do throws(FileError) {
      try file.write(tail.bytes, at: Self.headBytes + written)
    } catch {
      failure = error
      return try fail()
    }
    do {
      // A cache, checked before it is trusted: not worth a flush to stable storage.
      try file.commit(synchronizing: false)
    } catch {
      throw CheckpointIndexError(path: path, .unwritable(error.reason))
    }
  }

  /// Writes what is buffered after the room kept for the head, creating the file first.
  private func flush() {
    guard failure == nil, !pending.bytes.isEmpty else { return }
    do throws(FileError) {
      if file == nil { file = try AtomicFileWriter(replacing: path) }
      try file?.write(pending.bytes, at: Self.headBytes + written)
    } catch {
      failure = error
      return
    }
    written += pending.bytes.count
    pending.bytes.removeAll(keepingCapacity: true)
  }

  /// The ``StableHash`` of everything written, read back a buffer at a time.
  private func checksum(of file: AtomicFileWriter) throws(FileError) -> UInt64? {
    var hash = StableHash()
    var buffer = [UInt8](repeating: 0, count: Self.bufferSize)
    var offset = 0
    let end = Self.headBytes + written
    while offset < end {
      let count = try buffer.withUnsafeMutableBytes { bytes in
        let wanted = UnsafeMutableRawBufferPointer(
          rebasing: bytes[..<min(bytes.count, end - offset)])
        return Result { () throws(FileError) in try file.read(into: wanted, at: offset) }
      }.get()
      guard count > 0 else { return nil }
      hash.combine(buffer[..<count])
      offset += count
    }
    return hash.value
  }

  private func fail() throws(CheckpointIndexError) {
    file?.discard()
    throw CheckpointIndexError(
      path: path, .unwritable(failure?.reason ?? "the index file could not be read back"))
  }

  /// Removes from `directory` the new files of writers whose process is gone (killed, or ended
  /// by a closed pipe before they finished): the files `CheckpointIndexWriter` names
  /// `<index>.tmp-<process id>-<random>`. A running writer's file is left alone.
  package static func removeAbandonedFiles(in directory: String) {
    let directory = FilePath(directory)
    guard let names = try? DirectoryWalker.names(in: directory) else { return }
    for name in names {
      guard
        let id = AtomicFileWriter.writingProcess(
          ofTemporaryName: FilePath(bytes: name).description, destinationSuffix: ".index"),
        (try? ProcessID(rawValue: id).isRunning()) == false
      else { continue }
      try? directory.appending(name).remove()
    }
  }
}
