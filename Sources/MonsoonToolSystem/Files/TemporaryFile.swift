package import MonsoonSystem

/// A new file of this process's in the temporary directory (`TMPDIR`, else `/tmp`), named
/// `monsoon-replay-RANDOM` and a suffix, readable and writable by the user only: for a program
/// this process starts to read or write. Until ``remove()`` or ``keep()``, a signal that ends
/// the process removes it (``Signals/removeTemporaryFilesOnTermination()``), once the programs
/// the process runs have ended, so that none of them writes it again.
package struct TemporaryFile: Sendable {
  /// The file's absolute path (when `TMPDIR` is absolute, as it should be), every byte of it
  /// kept (``FilePath/description``).
  package var path: String { file.description }
  private let file: FilePath

  /// Creates the file, holding `contents`.
  /// - Parameter suffix: the end of its name, such as `.svg`, which some programs read the
  ///   file's type from.
  /// - Throws: ``FileError`` when it cannot be created or written (a full disk); no file is
  ///   then left behind.
  package init(suffix: String, contents: [UInt8] = []) throws(FileError) {
    var directory =
      system_getenv("TMPDIR").map {
        Array(UnsafeBufferPointer(start: $0, count: system_strlen($0)))
      } ?? []
    if directory.isEmpty { directory = Array("/tmp".utf8CString.dropLast()) }
    if directory.last != CChar(UInt8(ascii: "/")) { directory.append(CChar(UInt8(ascii: "/"))) }
    var template = directory + Array(("monsoon-replay-XXXXXX" + suffix).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { name in
      name.baseAddress.map { system_mkstemps($0, Int32(suffix.utf8.count)) } ?? -1
    }
    let created = FilePath(bytes: template.dropLast().map { UInt8(bitPattern: $0) })
    guard descriptor >= 0 else { throw FileError(path: created.description, Errno.current) }
    TemporaryFiles.add(created)
    let file = FileDescriptor(rawValue: descriptor)
    do throws(Errno) {
      try file.writeAll(contents)
      try file.close()
    } catch {
      try? file.close()
      try? created.remove()
      TemporaryFiles.remove(created)
      throw FileError(path: created.description, error)
    }
    self.file = created
  }

  /// Removes the file (ignoring failure: the program given it may have removed it).
  package func remove() {
    try? file.remove()
    TemporaryFiles.remove(file)
  }

  /// Leaves the file where it is for good, for someone to read after this process ends.
  package func keep() {
    TemporaryFiles.remove(file)
  }
}

/// The temporary files the process has made and not yet renamed or removed, so that a signal
/// that ends the process (``Signals/removeTemporaryFilesOnTermination()``) takes them away.
package enum TemporaryFiles {
  private static let paths = LockedValue<Set<FilePath>>([])

  /// Notes a file about to be created.
  static func add(_ path: FilePath) {
    paths.withLock { _ = $0.insert(path) }
  }

  /// Forgets a file that was renamed or removed.
  static func remove(_ path: FilePath) {
    paths.withLock { _ = $0.remove(path) }
  }

  /// Removes every file noted, holding the list's lock from then on so that no new one is
  /// made: for a process about to end. `end` runs with the lock held and must not return.
  static func removeAll(thenEnd end: () -> Never) -> Never {
    paths.withLock { paths in
      for path in paths { try? path.remove() }
      end()
    }
  }
}
