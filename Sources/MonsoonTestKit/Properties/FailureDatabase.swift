import MonsoonSystem
import MonsoonToolSystem
import Testing

/// The failing cases of earlier runs, as Hypothesis' example database keeps them: a property
/// that failed is tried first on its failing case the next time it runs, until that case
/// passes.
///
/// A case is its seed (everything about a case derives from it), saved with its index among
/// the cases of its run so that the report reads the same. Each check has a file of its own
/// under `./.build/monsoon-failures`, named after the test's ID and the call's place. With no
/// `./.build` directory (say, outside a package), or with `MONSOON_FAILURES=off`, nothing is
/// kept. A file that cannot be read or written is ignored: the database only saves time.
struct FailureDatabase {
  /// The environment variable that turns the database off.
  static let switchVariable = "MONSOON_FAILURES"

  /// A saved failing case.
  struct Entry: Equatable {
    var seed: UInt64
    var caseIndex: Int
  }

  /// The directory holding the files.
  let directory: String

  /// The database of this run: `monsoon-failures` in `build` (`./.build`), unless `build` is
  /// not a directory or `environment` turns it off.
  static func current(
    build: String = ".build", environment: (String) -> String? = { ProcessEnvironment.value($0) }
  ) -> FailureDatabase? {
    guard environment(switchVariable) != "off", DirectoryWalker.isDirectory(FilePath(build)) else {
      return nil
    }
    return FailureDatabase(directory: build + "/monsoon-failures")
  }

  /// The key of a check: the running test's ID and the place of the call.
  static func key(at sourceLocation: SourceLocation) -> String {
    (Test.current.map { "\($0.id)" } ?? "")
      + "@\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)"
  }

  /// The saved case of a check, if any.
  func entry(for key: String) -> Entry? {
    guard let bytes = try? WholeFile.read(path(for: key), limit: 256) else { return nil }
    let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard words.count == 2, words[0].hasPrefix("0x"),
      let seed = UInt64(words[0].dropFirst(2), radix: 16), let index = Int(words[1]), index >= 0
    else { return nil }
    return Entry(seed: seed, caseIndex: index)
  }

  /// Saves the failing case of a check, replacing the one saved before.
  func save(_ entry: Entry, for key: String) {
    guard (try? FilePath(directory).createDirectories()) != nil else { return }
    let text = "0x\(String(entry.seed, radix: 16)) \(entry.caseIndex)\n"
    try? AtomicFileWriter.replace(path(for: key), with: Array(text.utf8))
  }

  /// Forgets the case of a check, which passes now.
  func remove(for key: String) {
    try? FilePath(path(for: key)).remove()
  }

  /// The file of a check: its key with every character but letters, digits, `.`, `-` and
  /// `_` made `_`, cut to 100 characters, then a hash of the whole key, so that two keys
  /// never share a file.
  func path(for key: String) -> String {
    let readable = String(
      key.unicodeScalars.prefix(100).map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": Character(scalar)
        default: "_"
        }
      })
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return directory + "/" + readable + "-" + String(hash, radix: 16)
  }
}
