import MonsoonSystem
import MonsoonToolSystem

/// The logs a many-file command was asked to read, as parsed: the paths and directories on
/// the command line, the `--files-from` lists and the `--tar` archives.
struct LogSelection: Sendable, Equatable {
  /// Files, directories and `-`, in the order given.
  let paths: [String]
  /// The `--files-from` lists, in the order given (`-` for standard input).
  let lists: [String]
  /// Whether the lists are NUL-separated (`-0`).
  let isNULSeparated: Bool
  /// The `--tar` archives, in the order given (`-` for standard input).
  let archives: [String]

  /// Reads the selection from the positionals and the `--files-from`, `-0` and `--tar`
  /// options.
  /// - Throws: ``CommandError/usage(_:)`` when standard input is named twice (as a log, a
  ///   list or an archive), or `-0` comes without a list.
  init(_ arguments: ArgumentList, _ options: ManyLogOptions) throws(CommandError) {
    paths = arguments.positionals
    lists = try arguments.read(options.filesFrom)
    isNULSeparated = try arguments.read(options.null)
    archives = try arguments.read(options.tar)
    guard (paths + lists + archives).filter({ $0 == "-" }).count <= 1 else {
      throw .usage(
        (lists + archives).contains("-")
          ? "standard input ('-') can be only one of the logs, lists or archives"
          : "standard input ('-') can be named only once")
    }
    guard !isNULSeparated || !lists.isEmpty else {
      throw .usage(
        "\(options.null.option.names[0]) separates \(options.filesFrom.option.name) lists, "
          + "and none was given")
    }
  }

  private init(paths: [String], lists: [String], isNULSeparated: Bool) {
    self.paths = paths
    self.lists = lists
    self.isNULSeparated = isNULSeparated
    archives = []
  }

  /// This selection, or standard input when it names nothing: what a command that reads
  /// many logs reads.
  /// - Throws: ``CommandError/usage(_:)`` when nothing is named and standard input is a
  ///   terminal or /dev/null.
  func orStandardInput() throws(CommandError) -> LogSelection {
    guard isEmpty else { return self }
    _ = try LogInput.from(nil)
    return LogSelection(paths: ["-"], lists: [], isNULSeparated: false)
  }

  /// Whether nothing was named.
  var isEmpty: Bool { paths.isEmpty && lists.isEmpty && archives.isEmpty }

  /// Whether at most one path, and no list or archive, was named: then, unless the path is a
  /// directory, the command reads one log.
  var namesOnePathAtMost: Bool { lists.isEmpty && archives.isEmpty && paths.count <= 1 }

  /// Whether the command reads one log at most: one path (or standard input) that is not a
  /// directory, and no list.
  var namesOneLogAtMost: Bool {
    namesOnePathAtMost
      && (paths.first.map { $0 == "-" || !DirectoryWalker.isDirectory(FilePath($0)) } ?? true)
  }

  /// The logs, produced as they are found.
  func makeList() -> LogList {
    LogList(
      arguments: paths, lists: lists, isNULSeparated: isNULSeparated, archives: archives)
  }
}
