import MonsoonEvents
import MonsoonSystem

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
    if let failure = Platform.writeFile(path, Array(text.utf8)) {
      throw .failed(.ioError, "cannot write '\(path)': \(failure.message)")
    }
  }
}
