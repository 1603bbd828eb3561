#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A new file of this process's in the temporary directory (`TMPDIR`, else `/tmp`), named
/// `monsoon-replay-RANDOM` and a suffix, readable and writable by the user only: for a program
/// this process starts to read or write. Until ``remove()`` or ``keep()``, a signal that ends
/// the process removes it (``Platform/removeTemporaryFilesOnTermination()``).
package struct TemporaryFile: Sendable {
  /// The file's absolute path (when `TMPDIR` is absolute, as it should be).
  package let path: String

  /// Creates the file, holding `contents`.
  /// - Parameter suffix: the end of its name, such as `.svg`, which some programs read the
  ///   file's type from.
  /// - Throws: ``FileError`` when it cannot be created or written (a full disk); no file is
  ///   then left behind.
  package init(suffix: String, contents: [UInt8] = []) throws(FileError) {
    var directory = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if directory.isEmpty { directory = "/tmp" }
    if !directory.hasSuffix("/") { directory += "/" }
    var template = Array((directory + "monsoon-replay-XXXXXX" + suffix).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { name in
      name.baseAddress.map { mkstemps($0, Int32(suffix.utf8.count)) } ?? -1
    }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard descriptor >= 0 else { throw FileError(path: path, Errno.current) }
    TemporaryFiles.add(path)
    let file = FileDescriptor(rawValue: descriptor)
    do throws(Errno) {
      try file.writeAll(contents)
      try file.close()
    } catch {
      try? file.close()
      unlink(path)
      TemporaryFiles.remove(path)
      throw FileError(path: path, error)
    }
    self.path = path
  }

  /// Removes the file (ignoring failure: the program given it may have removed it).
  package func remove() {
    unlink(path)
    TemporaryFiles.remove(path)
  }

  /// Leaves the file where it is for good, for someone to read after this process ends.
  package func keep() {
    TemporaryFiles.remove(path)
  }
}
