package import MonsoonSystem

/// The package's one way to write a file that replaces another: a reader sees the old file or
/// the new one, whole, never a mix or a fragment, even after a crash or a full disk.
///
/// The bytes go to a new file beside the destination (`PATH.tmp-PID-RANDOM`, in the same
/// directory so that the rename cannot cross devices). ``commit(synchronizing:)`` flushes it
/// to stable storage, renames it over the destination and flushes the directory; a failure,
/// ``discard()``, or dropping the writer removes it, leaving the destination as it was, and so
/// does a signal that ends the process in a program that asked for it
/// (``Signals/removeTemporaryFilesOnTermination()``).
///
/// A destination that is a symbolic link is replaced by the new file; its target is left alone.
package final class AtomicFileWriter {
  /// The file this writer replaces (a `String` as ``FilePath/init(_:)`` reads it).
  package let path: String
  /// The new file's name until it is committed.
  package let temporaryPath: String
  private let destination: FilePath
  private let temporaryFile: FilePath
  private let descriptor: FileDescriptor
  private var isFinished = false

  /// Creates the new file beside `path`. When `path` is a regular file, the new one gets its
  /// permission bits; otherwise `permissions`, less the process's umask.
  /// - Throws: ``FileError`` when the new file cannot be created.
  package init(replacing path: String, permissions: UInt32 = 0o644) throws(FileError) {
    guard !path.isEmpty else { throw FileError(path: path, .emptyPath) }
    let existing = try? FileStatus(ofPath: path)
    let inherited = existing.flatMap { $0.kind == .regular ? $0.permissions & 0o777 : nil }
    let random = String(UInt64.random(in: 0 ... .max), radix: 36)
    temporaryPath = path + ".tmp-\(ProcessID.current.rawValue)-\(random)"
    temporaryFile = FilePath(temporaryPath)
    TemporaryFiles.add(temporaryFile)
    do {
      descriptor = try .open(
        temporaryFile, .readWrite, options: .exclusiveCreate,
        permissions: inherited ?? permissions)
    } catch {
      TemporaryFiles.remove(temporaryFile)
      throw FileError(path: path, error)
    }
    self.path = path
    destination = FilePath(path)
    if let inherited {
      // The umask took bits away at creation; the replaced file had them.
      system_fchmod(descriptor.rawValue, CInterop.Mode(inherited))
    }
  }

  /// The process that made the temporary file called `name`, when `name` is one this writer
  /// makes (`DESTINATION.tmp-PID-RANDOM`) for a destination whose name ends with
  /// `destinationSuffix`; `nil` for any other name.
  package static func writingProcess(
    ofTemporaryName name: String, destinationSuffix: String
  ) -> Int32? {
    let marker = Array((destinationSuffix + ".tmp-").utf8)
    let bytes = Array(name.utf8)
    guard bytes.count > marker.count else { return nil }
    for start in 0...(bytes.count - marker.count)
    where bytes[start..<start + marker.count].elementsEqual(marker) {
      let process = bytes[(start + marker.count)...].prefix { $0 != UInt8(ascii: "-") }
      return Int32(String(decoding: process, as: UTF8.self))
    }
    return nil
  }

  deinit {
    if !isFinished { discard() }
  }

  /// Writes all of `bytes` at `offset` of the new file.
  /// - Throws: ``FileError``; the writer is then still to be committed or discarded.
  package func write(_ bytes: [UInt8], at offset: Int) throws(FileError) {
    do {
      try descriptor.writeAll(bytes, toAbsoluteOffset: offset)
    } catch {
      throw FileError(path: path, error)
    }
  }

  /// Reads up to `buffer.count` bytes at `offset` of the new file, as written so far.
  /// - Returns: the number of bytes read, fewer only at its end.
  package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int)
    throws(FileError) -> Int
  {
    do {
      return try descriptor.readFully(fromAbsoluteOffset: offset, into: buffer)
    } catch {
      throw FileError(path: path, error)
    }
  }

  /// Puts the new file in place of the destination.
  /// - Parameter synchronizing: whether to flush the file and its directory to stable
  ///   storage, so that after a power loss the destination holds the new bytes, not an
  ///   empty file; a cache that checks what it reads may skip it.
  /// - Throws: ``FileError``; the new file is then removed and the destination left as it
  ///   was, except when only the flush of the directory failed: the new file is in place.
  package func commit(synchronizing: Bool = true) throws(FileError) {
    precondition(!isFinished, "an AtomicFileWriter is committed or discarded once")
    isFinished = true
    defer { TemporaryFiles.remove(temporaryFile) }
    do {
      if synchronizing { try descriptor.synchronize() }
      try descriptor.close()
    } catch {
      try? temporaryFile.remove()
      throw FileError(path: path, error)
    }
    let renamed = temporaryFile.withCString { from in
      destination.withCString { to in system_rename(from, to) }
    }
    guard renamed == 0 else {
      let failure = Errno.current
      try? temporaryFile.remove()
      throw FileError(path: path, failure)
    }
    guard synchronizing else { return }
    do {
      try destination.synchronizeDirectory()
    } catch {
      throw FileError(path: path, error)
    }
  }

  /// Removes the new file; the destination stays as it was.
  package func discard() {
    guard !isFinished else { return }
    isFinished = true
    try? descriptor.close()
    try? temporaryFile.remove()
    TemporaryFiles.remove(temporaryFile)
  }

  /// Why the user should not replace the regular file at `path`, or `nil` when nothing is in
  /// the way: a rename would replace a file the user could not open for writing (mode 444),
  /// or one of another user's in a directory others may write (sticky, as `/tmp`, or
  /// world-writable), which would then become the user's.
  package static func replacementRefusal(_ path: String) -> String? {
    let file = FilePath(path)
    guard let status = try? FileStatus(ofPath: file), status.kind == .regular else { return nil }
    if file.withCString({ system_faccessat(_AT_FDCWD, $0, _W_OK, _AT_EACCESS) }) != 0,
      system_errno == _EACCES
    {
      let mode = String(status.permissions & 0o777, radix: 8)
      return "you may not write to it (mode \(mode)); it was left as it was"
    }
    guard status.owner != UserID.effective,
      let directory = try? FileStatus(ofPath: file.directory),
      directory.permissions & 0o1002 != 0
    else { return nil }
    return "it belongs to user \(status.owner), in a directory others may write; "
      + "it was left as it was"
  }

  /// Removes the new files that writers of `path` left beside it when their process ended
  /// before they finished (killed, or a crash): files named `PATH.tmp-PID-RANDOM` whose process
  /// is gone, that belong to this user. A running writer's file is left alone.
  package static func removeAbandonedFiles(besides path: String) {
    let destination = FilePath(path)
    let directory = destination.directory
    let prefix = destination.lastComponent + Array(".tmp-".utf8)
    guard let names = try? DirectoryWalker.names(in: directory) else { return }
    for name in names where name.starts(with: prefix) {
      let parts = name.dropFirst(prefix.count).split(
        separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
      guard parts.count == 2,
        let process = Int32(String(decoding: parts[0], as: UTF8.self)), process > 0,
        !parts[1].isEmpty,
        parts[1].allSatisfy(Self.isASCIILetterOrDigit),
        (try? ProcessID(rawValue: process).isRunning()) == false
      else { continue }
      let file = directory.appending(name)
      guard let status = try? FileStatus(ofPath: file), status.kind == .regular,
        status.owner == UserID.effective
      else { continue }
      try? file.remove()
    }
  }

  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Creates or replaces `path` with `bytes`, flushed to stable storage.
  /// - Throws: ``FileError``; the destination is then left as it was.
  package static func replace(_ path: String, with bytes: [UInt8]) throws(FileError) {
    let writer = try AtomicFileWriter(replacing: path)
    try writer.write(bytes, at: 0)
    try writer.commit()
  }
}

extension FileDescriptor.OpenOptions {
  /// With ``create``: fail when the name exists, even as a symbolic link (`O_EXCL`).
  package static var exclusiveCreate: FileDescriptor.OpenOptions {
    FileDescriptor.OpenOptions(rawValue: _O_CREAT | _O_EXCL)
  }
}

extension FileDescriptor {
  /// Writes all of `bytes` at `offset`, leaving the write position alone.
  package func writeAll(_ bytes: [UInt8], toAbsoluteOffset offset: Int) throws(Errno) {
    try bytes.withUnsafeBytes { buffer in
      Result { () throws(Errno) in
        var done = 0
        while done < buffer.count, let base = buffer.baseAddress {
          done += try retryingInterrupts {
            system_pwrite(
              rawValue, base + done, buffer.count - done, CInterop.Offset(offset + done))
          }
        }
      }
    }.get()
  }
}
