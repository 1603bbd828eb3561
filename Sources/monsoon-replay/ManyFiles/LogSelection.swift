import MonsoonSystem

/// The logs a many-file command was asked to read, as parsed: the paths and directories on
/// the command line and the `--files-from` lists.
struct LogSelection: Sendable, Equatable {
  /// Files, directories and `-`, in the order given.
  let paths: [String]
  /// The `--files-from` lists, in the order given (`-` for standard input).
  let lists: [String]
  /// Whether the lists are NUL-separated (`-0`).
  let isNULSeparated: Bool

  /// Reads the selection from the positionals and the `--files-from` and `-0` options.
  /// - Throws: ``CommandError/usage(_:)`` when standard input is named twice (as a log or a
  ///   list), or `-0` comes without a list.
  init(
    _ arguments: ArgumentList, filesFrom: CommandOption, null: CommandOption
  ) throws(CommandError) {
    paths = arguments.positionals
    lists = arguments.values(filesFrom)
    isNULSeparated = arguments.contains(null)
    guard (paths + lists).filter({ $0 == "-" }).count <= 1 else {
      throw .usage(
        lists.contains("-")
          ? "standard input ('-') can be only one of the logs or lists"
          : "standard input ('-') can be named only once")
    }
    guard !isNULSeparated || !lists.isEmpty else {
      throw .usage("\(null.names[0]) separates \(filesFrom.name) lists, and none was given")
    }
  }

  private init(paths: [String], lists: [String], isNULSeparated: Bool) {
    self.paths = paths
    self.lists = lists
    self.isNULSeparated = isNULSeparated
  }

  /// Standard input, for a command that names no log.
  /// - Throws: ``CommandError/usage(_:)`` when standard input is a terminal or /dev/null.
  static func standardInputWhenPiped() throws(CommandError) -> LogSelection {
    _ = try LogInput.from(nil)
    return LogSelection(paths: ["-"], lists: [], isNULSeparated: false)
  }

  /// Whether nothing was named.
  var isEmpty: Bool { paths.isEmpty && lists.isEmpty }

  /// Whether at most one path, and no list, was named: then, unless the path is a directory,
  /// the command reads one log.
  var namesOnePathAtMost: Bool { lists.isEmpty && paths.count <= 1 }

  /// Whether the command reads one log at most: one path (or standard input) that is not a
  /// directory, and no list.
  var namesOneLogAtMost: Bool {
    namesOnePathAtMost
      && (paths.first.map { $0 == "-" || !DirectoryWalker.isDirectory($0) } ?? true)
  }

  /// The logs, produced as they are found.
  func makeList() -> LogList {
    LogList(arguments: paths, lists: lists, isNULSeparated: isNULSeparated)
  }
}
