import MonsoonSystem
import MonsoonToolSystem

/// `html --open`: opens a written page with the programs the system provides, as `xdg-open`
/// chooses them.
///
/// `BROWSER`, when set, is read as `xdg-open` reads it: programs separated by `:`, tried in
/// order until one exits with status 0; each is split into words at spaces, and `%s` in a word
/// stands for the file (else the file comes last). Without `BROWSER`: `open` on macOS,
/// `xdg-open` elsewhere. No shell runs any of them: each word is one argument. A browser may
/// run in the terminal (`BROWSER=w3m`): a Ctrl-C while it runs is the browser's to answer.
///
/// At a terminal (the tool's standard input or output), an opener works with the person there
/// (``ChildProcess/Role/interactive``): it shares the tool's process group and terminal, and
/// has no time limit unless `MONSOON_PROGRAM_TIMEOUT` is set; a signal that ends the tool
/// ends the opener alone first. Elsewhere it is a ``ChildProcess/Role/launcher``: in a
/// process group of its own, with the time limit of ``ProgramTimeLimit``; a signal that ends
/// the tool, or the limit, ends its whole group (`SIGTERM`, then `SIGKILL`), and when it ends
/// by itself, the browser it started is left running. Either way its standard error is the
/// tool's, and so is its standard output when that is a terminal (a browser in the terminal
/// draws there), else it goes to the tool's standard error: the tool's standard output never
/// holds what an opener prints.
enum PageOpener {
  /// The system's opener.
  static var systemOpener: String {
    #if os(macOS)
      "open"
    #else
      "xdg-open"
    #endif
  }

  /// Opens the file at `path` (absolute) and waits for the opener to return.
  /// - Parameter timeLimit: how long an opener may run.
  /// - Throws: ``CommandError`` with exit status 69 when no opener is installed or every one
  ///   failed, naming what to install; 75 when an opener passed its time limit.
  static func open(
    _ path: String, timeLimit: ProgramTimeLimit, _ errors: inout OutputStream
  ) throws(CommandError) {
    errors.flush()
    // So that what an opener ended at its limit leaves in its group is waited for.
    ChildProcess.adoptOrphans()
    let browsers = (ProcessEnvironment.value("BROWSER") ?? "").split(separator: ":")
    var failures: [String] = []
    for browser in browsers {
      let words = browser.split(separator: " ").map(String.init)
      guard let program = words.first else { continue }
      let arguments =
        words.contains { $0.contains("%s") }
        ? words.dropFirst().map { $0.replacing("%s", with: path) }
        : words.dropFirst() + [path]
      switch try run(program, arguments, timeLimit) {
      case nil: return
      case let failure?: failures.append(failure)
      }
    }
    guard browsers.isEmpty else {
      throw .failed(
        .programUnavailable,
        "cannot open \(path): no program of BROWSER opened it (\(failures.joined(separator: "; ")))")
    }
    switch try run(systemOpener, [path], timeLimit) {
    case nil: return
    case "\(systemOpener): not installed":
      throw .failed(
        .programUnavailable,
        "cannot open \(path): \(systemOpener) is not installed (apt-get install xdg-utils), "
          + "and BROWSER names no browser (such as BROWSER=firefox)")
    case let failure?:
      throw .failed(.programUnavailable, "cannot open \(path): \(failure)")
    }
  }

  /// What an opener is to the tool: interactive at a terminal, else a launcher.
  static var role: ChildProcess.Role {
    FileDescriptor.standardInput.isTerminal || FileDescriptor.standardOutput.isTerminal
      ? .interactive : .launcher
  }

  /// Runs one opener; `nil` when it exited with status 0, else why not.
  /// - Throws: ``CommandError`` with exit status 75 when it passed its time limit.
  private static func run(
    _ program: String, _ arguments: [String], _ timeLimit: ProgramTimeLimit
  ) throws(CommandError) -> String? {
    let outcome: ChildProcess.Outcome
    do throws(Errno) {
      outcome = try ChildProcess.run(
        program, arguments,
        redirections: FileDescriptor.standardOutput.isTerminal ? [] : [.duplicate(2, to: 1)],
        as: role, timeLimit: timeLimit.limit(for: role))
    } catch {
      return error == .noSuchFile ? "\(program): not installed" : "\(program): \(error)"
    }
    if let failure = timeLimit.failure(program, doing: "opening the page", outcome) {
      throw failure
    }
    return outcome.succeeded ? nil : "\(program) ended with \(outcome.termination)"
  }
}
