#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

import MonsoonEvents

/// Where a command writes a document: standard output, or a file named with `-o`.
enum OutputFile: Equatable {
  /// Standard output (no `-o`, or `-o -`).
  case standardOutput
  /// A file, created or replaced.
  case path(String)

  /// The destination named by an optional `-o` value.
  init(_ argument: String?) {
    switch argument {
    case nil, "-": self = .standardOutput
    case let path?: self = .path(path)
    }
  }

  /// Writes `text` to the destination.
  /// - Throws: ``CommandError`` with exit status 74 when the file cannot be written.
  func write(_ text: String, to output: inout OutputStream) throws(CommandError) {
    guard case .path(let path) = self else {
      output.write(Array(text.utf8))
      return
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw .failed(.ioError, "cannot write '\(path)': \(Platform.message(forErrno: errno))")
    }
    var bytes = Array(text.utf8)
    let status = bytes.withUnsafeMutableBytes { Platform.writeAll(descriptor, .init($0)) }
    let closed = close(descriptor)
    guard status == 0, closed == 0 else {
      let code = status != 0 ? status : errno
      throw .failed(.ioError, "cannot write '\(path)': \(Platform.message(forErrno: code))")
    }
  }
}
