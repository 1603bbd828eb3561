package import MonsoonEvents

/// One of the tool's inputs, opened: a log, a list of paths or an archive, read from a file by
/// its path, from standard input, or from bytes already read (an entry of a tar archive).
///
/// What reads it takes it whole, whichever it is: a replay (``ReplayStart/init(_:mode:)``),
/// lines (``LineInput``), or chunks of bytes (``read(into:)``, for a tar stream). It reads in
/// large chunks; a file opened by its path is closed when the last copy of this value goes.
package struct OpenedInput: ByteSource {
  /// The bytes, as the log readers take them.
  let source: FileByteSource

  /// Opens the file at `path`.
  /// - Parameter regularOnly: whether only a regular file is read, never waiting to open a
  ///   named pipe (``FileByteSource/init(path:regularOnly:)``).
  /// - Throws: ``ByteSourceError`` when it cannot be opened (``ByteSourceError/Kind/emptyPath``
  ///   for the empty path); its description is the system's reason, such as "No such file or
  ///   directory", or "not a regular file (a pipe)".
  package init(path: String, regularOnly: Bool = false) throws(ByteSourceError) {
    source = try FileByteSource(path: path, regularOnly: regularOnly)
  }

  /// Bytes already read, such as an entry of a tar archive.
  package init(bytes: [UInt8]) {
    source = FileByteSource(bytes: bytes)
  }

  private init(_ source: FileByteSource) {
    self.source = source
  }

  /// The process's standard input, which stays open after reading.
  package static var standardInput: OpenedInput {
    OpenedInput(FileByteSource(fileDescriptor: 0))
  }

  /// Reads the next bytes, waiting for them on a pipe.
  /// - Returns: the number of bytes read; 0 only at the end of the input.
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    try source.read(into: buffer)
  }
}
