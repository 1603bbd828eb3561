import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// The paths a `--files-from` list names, read one at a time, so that a list of any length
/// takes the memory of one path.
///
/// Each line is a path, taken as it is (spaces included); empty lines are skipped. With NUL
/// separators (`-0`, as `find -print0` writes) a path may hold a newline, and an empty entry is
/// an error. A path longer than ``maximumPathLength`` bytes, or a NUL byte in a
/// newline-separated list (a NUL-separated list read without `-0`), ends the list with an
/// error: what follows cannot be trusted to be paths. A path that is not UTF-8 is an error for
/// that path only.
struct PathList {
  /// One thing the list gave.
  enum Entry: Equatable {
    /// A path.
    case path(String)
    /// An entry that names no path, with the kind of its failure.
    case problem(FailureKind, String)
  }

  /// The longest path accepted, in bytes: Linux's `PATH_MAX`.
  static let maximumPathLength = 4096

  /// The list's name in messages: its path, or `<stdin>`.
  let displayName: String
  private let input: LineInput<FileByteSource>
  private let isNULSeparated: Bool
  private var entryNumber = 0
  private var ended = false

  /// Opens the list at `path` (`-` for standard input).
  /// - Parameter isNULSeparated: whether entries end with NUL bytes rather than newlines.
  /// - Throws: ``CommandError`` with exit status 66 when the list cannot be opened.
  init(_ path: String, isNULSeparated: Bool) throws(CommandError) {
    let source: FileByteSource
    if path == "-" {
      displayName = "<stdin>"
      source = .standardInput
    } else {
      displayName = path
      do {
        source = try FileByteSource(path: path)
      } catch {
        throw .failed(.missingInput, "\(path): \(error)")
      }
    }
    self.isNULSeparated = isNULSeparated
    input = LineInput(
      source, maximumLineLength: Self.maximumPathLength, separator: isNULSeparated ? 0 : 0x0A)
  }

  /// The next entry, or `nil` at the end of the list (or after an error that ends it).
  mutating func next() -> Entry? {
    while !ended {
      let line: LineInput<FileByteSource>.Line?
      do {
        line = try input.nextLine()
      } catch {
        return end(.missingInput, "\(displayName): \(error)")
      }
      guard let line else { return nil }
      entryNumber += 1
      switch line {
      case .tooLong:
        return end(
          .invalidList,
          "\(location): longer than \(Self.maximumPathLength) bytes; the rest of the list is "
            + "not read")
      case .invalidUTF8(let bytes):
        // A file name is any bytes: the path keeps them (FilePath's String form).
        return .path(FilePath(bytes: bytes).description)
      case .text(let path) where path.isEmpty:
        guard isNULSeparated else { continue }
        return end(.invalidList, "\(location): an empty path; the rest of the list is not read")
      case .notText:
        return end(
          .invalidList,
          "\(location): the line holds a NUL byte (add -0 for a NUL-separated list, as find "
            + "-print0 writes); the rest of the list is not read")
      case .text(let path):
        return .path(path)
      }
    }
    return nil
  }

  /// `LIST:N`, the entry being read.
  private var location: String { "\(displayName):\(entryNumber)" }

  private mutating func end(_ kind: FailureKind, _ message: String) -> Entry {
    ended = true
    return .problem(kind, message)
  }
}
