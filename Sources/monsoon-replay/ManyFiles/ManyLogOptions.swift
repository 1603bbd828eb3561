import MonsoonSystem
import MonsoonToolSystem

/// The options of a command that reads many logs, declared once for all of them: `--files-from`
/// and `-0` (lists of logs), `--tar` (archives of logs) and `--jobs` (how many to read at once).
/// `timeline`, `summary`, `report` and `verify` declare it; `replay` and `bisect` within
/// ``EachLogOptions``.
struct ManyLogOptions: OptionGroup {
  /// `--files-from <list>`: the lists, in the order given.
  let filesFrom: TypedOption<[String]>
  /// `-0, --null`: whether the lists are NUL-separated.
  let null: TypedOption<Bool>
  /// `--tar <archive>`: the archives, in the order given.
  let tar: TypedOption<[String]>
  /// `--jobs <n>`: how many logs to work on at once; the number of cores when not given.
  let jobs: TypedOption<Int>

  var declaredOptions: [CommandOption] {
    [filesFrom.option, null.option, tar.option, jobs.option]
  }

  /// The options with each command's own words for what it does with the logs.
  init(filesFrom: String, tar: String, jobs: String, usage: CommandOption.UsagePlacement) {
    self.filesFrom = .texts(.filesFrom(filesFrom, usage: usage))
    self.null = .flag(
      .null(
        "The --files-from lists are separated by NUL bytes, as find -print0 writes them.",
        usage: usage))
    self.tar = .texts(.tar(tar, usage: usage))
    self.jobs = .integer(.jobs(jobs, usage: usage), in: 1...1024) {
      OrderedParallel.defaultJobs
    }
  }

  /// The options of a command that reads its logs (`timeline`, `summary`, `report`).
  /// - Parameter jobs: the help of `--jobs`, which says what the output keeps.
  static func reading(jobs: String) -> ManyLogOptions {
    ManyLogOptions(
      filesFrom: "Also read the logs and directories <list> names, one path a line ('-': read "
        + "the list from standard input), after the files named.",
      tar: "Also read every regular entry of the tar <archive> ('-': read it from standard "
        + "input), after the lists, each named by its path in the archive.",
      jobs: jobs, usage: .optional)
  }

  /// The options of a command that reads many logs only with `--each` (`replay`, `bisect`),
  /// whose other usage line shows them.
  /// - Parameter verb: what the command does with each log, such as `replay`.
  static func withEach(_ verb: String) -> ManyLogOptions {
    ManyLogOptions(
      filesFrom: "With --each, also \(verb) the logs and directories <list> names, one path a "
        + "line ('-': read the list from standard input), after the files named.",
      tar: "With --each, also \(verb) every regular entry of the tar <archive> ('-': read it "
        + "from standard input), after the lists, each named by its path in the archive.",
      jobs: "With --each, \(verb) up to <n> files at once (default: the number of cores).",
      usage: .omitted)
  }
}

/// The options of a command that reads one log or, with `--each`, many: `--each`, then the
/// ``ManyLogOptions``.
struct EachLogOptions: OptionGroup {
  /// `--each`: read every log named.
  let each: TypedOption<Bool>
  /// The lists, archives and jobs, which need `--each`.
  let logs: ManyLogOptions

  var declaredOptions: [CommandOption] { [each.option] + logs.declaredOptions }

  /// The options of a command that does `verb` to each log (`replay`, `bisect`).
  /// - Parameter each: the help of `--each`.
  init(_ verb: String, each: String) {
    self.each = .flag(.flag("--each", help: each, usage: .omitted))
    logs = .withEach(verb)
  }
}
