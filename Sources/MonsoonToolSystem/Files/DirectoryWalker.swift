package import MonsoonSystem

/// The files below a directory whose names end with a suffix (such as `.jsonl`), produced one
/// at a time in a stable order: the order of `find ROOT -name '*SUFFIX' | LC_ALL=C sort`,
/// that is, by full path, byte by byte.
///
/// The root is followed if it is a symbolic link; symbolic links below it are not followed
/// into directories. A symbolic link to a file (or a dangling one) is produced like a file, so
/// that a broken link in a fleet of logs is reported, not skipped. Hidden files count like
/// any other. Other kinds of entries whose names end with the suffix (pipes, sockets,
/// devices, links to them) are produced like files too, so that each is reported: whoever
/// opens them must not wait on a pipe (`FileByteSource`'s `regularOnly`).
///
/// - Complexity: each directory is read once, with one `lstat` per entry only where the
///   directory does not give the entry's type, and one `stat` per symbolic link. Memory holds
///   the matching names of the directories on the current path, not the whole tree: a flat
///   directory of 100,000 logs holds 100,000 names while it is walked.
package struct DirectoryWalker {
  /// One thing the walk found.
  package enum Entry: Hashable, Sendable {
    /// A file whose name ends with the suffix: the root's path, `/`, its path below the root,
    /// byte for byte (UTF-8 or not).
    case file(FilePath)
    /// A directory that could not be read, with the reason.
    case unreadable(FilePath, Errno)
    /// A file whose name ends with the noticed suffix (such as `.jsonl.gz`): not one to read,
    /// but one to name, in the same order as the others.
    case noticed(FilePath)
  }

  /// A directory being walked: its path with a final `/`, and what is left of its entries,
  /// the next one last.
  private struct Level {
    let path: FilePath
    var remaining: [Found]
  }

  /// An entry worth keeping: a directory to go into, or a file to produce.
  private struct Found {
    let name: [UInt8]
    let isDirectory: Bool
    var isNoticed = false

    /// The bytes it sorts by: a directory's name ends with `/`, as in a full path.
    var sortKey: [UInt8] { isDirectory ? name + [UInt8(ascii: "/")] : name }
  }

  private let suffix: [UInt8]
  private let noticedSuffix: [UInt8]?
  private var levels: [Level] = []
  private var pendingRoot: FilePath?

  /// A walk of the directory at `root`, producing the files whose names end with `suffix`,
  /// and as ``Entry/noticed(_:)`` those whose names end with `noticing`.
  package init(root: FilePath, suffix: String, noticing: String? = nil) {
    self.suffix = Array(suffix.utf8)
    noticedSuffix = noticing.map { Array($0.utf8) }
    pendingRoot = root
  }

  /// Whether `path` names a directory, following symbolic links.
  package static func isDirectory(_ path: FilePath) -> Bool {
    (try? FileStatus(ofPath: path))?.kind == .directory
  }

  /// The next file (or unreadable directory) in order, or `nil` when the walk is over.
  package mutating func next() -> Entry? {
    if let root = pendingRoot {
      pendingRoot = nil
      if let failure = enter(root) { return failure }
    }
    while !levels.isEmpty {
      guard let found = levels[levels.count - 1].remaining.popLast() else {
        levels.removeLast()
        continue
      }
      let path = levels[levels.count - 1].path.appending(found.name)
      guard found.isDirectory else {
        return found.isNoticed ? .noticed(path) : .file(path)
      }
      if let failure = enter(path) { return failure }
    }
    return nil
  }

  /// Reads the directory at `path` and pushes its entries, sorted.
  /// - Returns: the failure when it cannot be read.
  private mutating func enter(_ path: FilePath) -> Entry? {
    var found: [Found] = []
    do {
      try Self.forEachEntry(in: path) { name, type in
        guard let isDirectory = Self.kind(of: path.appending(name), type: type) else { return }
        if isDirectory || name.suffix(suffix.count).elementsEqual(suffix) {
          found.append(Found(name: name, isDirectory: isDirectory))
        } else if let noticedSuffix,
          name.suffix(noticedSuffix.count).elementsEqual(noticedSuffix)
        {
          found.append(Found(name: name, isDirectory: false, isNoticed: true))
        }
      }
    } catch {
      // Named as given, without a final `/`.
      let shown = path.bytes.count > 1 && path.bytes.last == UInt8(ascii: "/")
        ? FilePath(bytes: path.bytes.dropLast()) : path
      return .unreadable(shown, error)
    }
    found.sort { $1.sortKey.lexicographicallyPrecedes($0.sortKey) }
    levels.append(Level(path: path, remaining: found))
    return nil
  }

  /// `true` for a directory to go into, `false` for a file to consider (anything but a
  /// directory: a regular file, a pipe, a socket, a device, a link to one of them or a link
  /// that leads nowhere), `nil` for an entry to skip: a symbolic link to a directory.
  private static func kind(of path: FilePath, type: UInt8) -> Bool? {
    let kind: FileKind
    switch Int32(type) {
    case _DT_DIR: return true
    case _DT_REG: return false
    case _DT_LNK: kind = .symbolicLink
    case _DT_UNKNOWN:
      guard let status = try? FileStatus(ofLink: path) else { return false }
      kind = status.kind
    default: return false
    }
    switch kind {
    case .directory: return true
    case .symbolicLink:
      guard let target = try? FileStatus(ofPath: path) else { return false }
      return target.kind == .directory ? nil : false
    default: return false
    }
  }
}

extension FileStatus {
  /// The status of the file a path names itself: a symbolic link's own (`lstat`).
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package init(ofLink path: FilePath) throws(Errno) {
    var status = CInterop.Stat()
    _ = try retryingInterrupts { path.withCString { system_lstat($0, &status) } }
    self.init(status)
  }
}
