import MonsoonSystem
import MonsoonToolSystem

/// What `replay` and `bisect` read: one log, or (`--each`) every log of a selection.
enum LogTarget: Sendable {
  case one(LogInput)
  case each(LogSelection)

  /// Parses the target: with `--each`, the selection the files, lists and archives name;
  /// else the one log named (or standard input).
  /// - Parameters:
  ///   - oneLog: an option that works on one log only, refused with `--each`.
  ///   - directory: the message for a directory named without `--each`, or `nil` to let
  ///     opening it fail.
  /// - Throws: ``CommandError/usage(_:)`` for `--each` without logs, `oneLog` with `--each`,
  ///   or a many-file option without `--each`.
  init<OneLog>(
    _ arguments: ArgumentList, _ options: EachLogOptions, oneLog: TypedOption<OneLog>,
    directory: ((String) -> String)? = nil
  ) throws(CommandError) {
    let logs = options.logs
    if try arguments.read(options.each) {
      let selection = try LogSelection(arguments, logs)
      guard !selection.isEmpty else {
        throw .usage("--each needs logs: files, directories, --files-from lists or --tar archives")
      }
      guard !arguments.gave(oneLog) else {
        throw .usage("\(oneLog.option.name) works on one log; it cannot be combined with --each")
      }
      self = .each(selection)
    } else {
      for option in [logs.jobs.option, logs.filesFrom.option, logs.tar.option]
      where arguments.hasValue(option) {
        throw .usage("\(option.name) needs --each")
      }
      let path = try arguments.positionals(atMost: 1).first
      if let path, path != "-", let directory, DirectoryWalker.isDirectory(FilePath(path)) {
        throw .failed(.missingInput, directory(path))
      }
      self = .one(try LogInput.from(path))
    }
  }
}
