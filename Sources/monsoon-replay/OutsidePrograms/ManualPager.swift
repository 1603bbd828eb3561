import MonsoonSystem

/// `help --man`: the manual page, shown by `man` on a terminal as `git help` shows its pages,
/// and as roff source anywhere else (a pipe, a file), byte for byte.
enum ManualPager {
  /// Shows `page` (roff): where standard output is a terminal, writes it to a temporary file,
  /// runs `man FILE` and waits for it (the file is removed after); elsewhere, or when `man`
  /// is not installed (with a warning saying so), writes the source to `output`. A Ctrl-C
  /// while `man` runs is `man`'s (and its pager's) to answer, not this process's.
  /// - Returns: the exit status: 0, or 69 when `man` could not be started or failed.
  static func show(
    _ page: String, _ output: inout OutputStream, _ errors: inout OutputStream
  ) -> ExitCode {
    guard FileDescriptor.standardOutput.isTerminal else {
      output.write(Array(page.utf8))
      return .success
    }
    let file: TemporaryFile
    do throws(FileError) {
      file = try TemporaryFile(suffix: ".1", contents: Array(page.utf8))
    } catch {
      errors.report(.error("cannot write the manual page for man: \(error)"))
      return .unavailable
    }
    defer { file.remove() }
    output.flush()
    errors.flush()
    do throws(Errno) {
      let ended = try ChildProcess.run("man", [file.path], interactive: true)
      guard ended.succeeded else {
        errors.report(.error("man ended with \(ended) showing the manual page"))
        return .unavailable
      }
      return .success
    } catch {
      guard error == .noSuchFile else {
        errors.report(.error("cannot start man: \(error)"))
        return .unavailable
      }
      errors.report(
        .warning(
          "man is not installed (apt-get install man-db), so here is the page's roff "
            + "source; 'monsoon-replay help --man > monsoon-replay.1' saves it"))
      output.write(Array(page.utf8))
      return .success
    }
  }
}
