import MonsoonSystem

/// What `replay` and `bisect` read: one log, or (`--each`) every log of a selection.
enum LogTarget: Sendable {
  case one(LogInput)
  case each(LogSelection)

  /// The many-file options of a command that reads one log or, with `--each`, many.
  struct Options {
    let each: CommandOption
    let filesFrom: CommandOption
    let null: CommandOption
    let tar: CommandOption
    let jobs: CommandOption
  }

  /// Parses the target: with `--each`, the selection the files, lists and archives name;
  /// else the one log named (or standard input).
  /// - Parameters:
  ///   - oneLog: an option that works on one log only, refused with `--each`.
  ///   - directory: the message for a directory named without `--each`, or `nil` to let
  ///     opening it fail.
  /// - Throws: ``CommandError/usage(_:)`` for `--each` without logs, `oneLog` with `--each`,
  ///   or a many-file option without `--each`.
  init(
    _ arguments: ArgumentList, _ options: Options, oneLog: CommandOption,
    directory: ((String) -> String)? = nil
  ) throws(CommandError) {
    if arguments.contains(options.each) {
      let selection = try LogSelection(
        arguments, filesFrom: options.filesFrom, null: options.null, tar: options.tar)
      guard !selection.isEmpty else {
        throw .usage("--each needs logs: files, directories, --files-from lists or --tar archives")
      }
      guard !arguments.hasValue(oneLog) else {
        throw .usage("\(oneLog.name) works on one log; it cannot be combined with --each")
      }
      self = .each(selection)
    } else {
      for option in [options.jobs, options.filesFrom, options.tar]
      where arguments.hasValue(option) {
        throw .usage("\(option.name) needs --each")
      }
      let path = try arguments.positionals(atMost: 1).first
      if let path, path != "-", let directory, DirectoryWalker.isDirectory(FilePath(path)) {
        throw .failed(.noInput, directory(path))
      }
      self = .one(try LogInput.from(path))
    }
  }
}
