import MonsoonSystem
import MonsoonToolSystem

/// `help --man`: the manual page, shown by `man` on a terminal as `git help` shows its pages,
/// and as roff source anywhere else (a pipe, a file), byte for byte.
enum ManualPager {
  /// Shows `page` (roff): where standard output is a terminal, writes it to a temporary file,
  /// runs `man FILE` and waits for it (the file is removed after); elsewhere, or when `man`
  /// is not installed (with a warning saying so), writes the source to `output`. A Ctrl-C
  /// while `man` runs is `man`'s (and its pager's) to answer, not this process's: `man` works
  /// with the person at the terminal (``ChildProcess/Role/interactive``), with no time limit
  /// unless `MONSOON_PROGRAM_TIMEOUT` sets one (``ProgramTimeLimit``); a signal that ends the
  /// tool ends `man` first (`SIGTERM`, then `SIGKILL`), then removes the file.
  /// - Throws: ``CommandError`` with exit status 69 when `man` could not be started or
  ///   failed, 75 when it passed its time limit, 78 when `MONSOON_PROGRAM_TIMEOUT` is not a
  ///   number of seconds.
  static func show(
    _ page: String, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    guard FileDescriptor.standardOutput.isTerminal else {
      output.write(Array(page.utf8))
      return
    }
    let timeLimit = try ProgramTimeLimit.fromEnvironment()
    let file: TemporaryFile
    do throws(FileError) {
      file = try TemporaryFile(suffix: ".1", contents: Array(page.utf8))
    } catch {
      throw .failed(.programUnavailable, "cannot write the manual page for man: \(error)")
    }
    defer { file.remove() }
    output.flush()
    errors.flush()
    let outcome: ChildProcess.Outcome
    do throws(Errno) {
      outcome = try ChildProcess.run(
        "man", [file.path], as: .interactive, timeLimit: timeLimit.limit(for: .interactive))
    } catch {
      guard error == .noSuchFile else {
        throw .failed(.programUnavailable, "cannot start man: \(error)")
      }
      errors.report(
        .warning(
          "man is not installed (apt-get install man-db), so here is the page's roff "
            + "source; 'monsoon-replay help --man > monsoon-replay.1' saves it"))
      output.write(Array(page.utf8))
      return
    }
    let doing = "showing the manual page"
    if let failure = timeLimit.failure("man", doing: doing, outcome) { throw failure }
    guard outcome.termination.succeeded else {
      throw .failed(.programUnavailable, "man ended with \(outcome.termination) \(doing)")
    }
  }
}
