import MonsoonSystem

/// `html --open`: opens a written page with the programs the system provides, as `xdg-open`
/// chooses them.
///
/// `BROWSER`, when set, is read as `xdg-open` reads it: programs separated by `:`, tried in
/// order until one exits with status 0; each is split into words at spaces, and `%s` in a word
/// stands for the file (else the file comes last). Without `BROWSER`: `open` on macOS,
/// `xdg-open` elsewhere. No shell runs any of them: each word is one argument. A browser may
/// run in the terminal (`BROWSER=w3m`): a Ctrl-C while it runs is the browser's to answer.
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
  /// - Throws: ``CommandError`` with exit status 69 when no opener is installed or every one
  ///   failed, naming what to install.
  static func open(_ path: String, _ errors: inout OutputStream) throws(CommandError) {
    errors.flush()
    let browsers = (Environment.value("BROWSER") ?? "").split(separator: ":")
    var failures: [String] = []
    for browser in browsers {
      let words = browser.split(separator: " ").map(String.init)
      guard let program = words.first else { continue }
      let arguments =
        words.contains { $0.contains("%s") }
        ? words.dropFirst().map { $0.replacing("%s", with: path) }
        : words.dropFirst() + [path]
      switch run(program, arguments) {
      case nil: return
      case let failure?: failures.append(failure)
      }
    }
    guard browsers.isEmpty else {
      throw .failed(
        .unavailable,
        "cannot open \(path): no program of BROWSER opened it (\(failures.joined(separator: "; ")))")
    }
    switch run(systemOpener, [path]) {
    case nil: return
    case "\(systemOpener): not installed":
      throw .failed(
        .unavailable,
        "cannot open \(path): \(systemOpener) is not installed (apt-get install xdg-utils), "
          + "and BROWSER names no browser (such as BROWSER=firefox)")
    case let failure?:
      throw .failed(.unavailable, "cannot open \(path): \(failure)")
    }
  }

  /// Runs one opener; `nil` when it exited with status 0, else why not.
  private static func run(_ program: String, _ arguments: [String]) -> String? {
    do throws(Errno) {
      let ended = try ChildProcess.run(program, arguments, interactive: true)
      return ended.succeeded ? nil : "\(program) ended with \(ended)"
    } catch {
      return error == .noSuchFile ? "\(program): not installed" : "\(program): \(error)"
    }
  }
}
