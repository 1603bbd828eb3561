/// What the file system does with a name that the app's log needs: making it last. The tool's
/// side adds resolving, following links, removing and creating directories
/// (MonsoonToolSystem's FilePath+LinksAndDirectories.swift).
extension FilePath {
  /// Flushes the directory holding this file to stable storage, so that a name created or
  /// renamed in it survives a crash.
  package func synchronizeDirectory() throws(Errno) {
    let descriptor = try FileDescriptor.open(directory, .readOnly)
    defer { try? descriptor.close() }
    try descriptor.synchronize()
  }
}
