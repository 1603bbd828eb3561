import Foundation

/// What tests ask about processes that programs they run start: their ids, written to files
/// by fake programs (`echo $$ > FILE`), and whether they still exist.
public enum ProcessProbe {
  /// The process id a program wrote to `path`, or `nil` while the file is missing or does not
  /// hold a whole line with a number yet.
  public static func id(in path: String) -> Int32? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n")
    else { return nil }
    return Int32(text.dropLast())
  }

  /// Whether no process with id `pid` exists any more (`kill -0` fails with `ESRCH`): a killed
  /// process that nobody has reaped (a zombie) still exists.
  ///
  /// On Linux the tool reaps every process it ends, its children's orphans included (it
  /// adopts them), before it exits, so the answer is immediate. Elsewhere (macOS) a killed
  /// orphan is reaped by `launchd` a moment after it dies: `waitingForReaper` then waits for
  /// that, up to 10 s.
  public static func isGone(_ pid: Int32, waitingForReaper: Bool = false) -> Bool {
    #if os(Linux)
      return kill(pid, 0) == -1 && errno == ESRCH
    #else
      let deadline = Date().addingTimeInterval(waitingForReaper ? 10 : 0)
      while true {
        if kill(pid, 0) == -1 && errno == ESRCH { return true }
        if Date() >= deadline { return false }
        usleep(10_000)
      }
    #endif
  }

  /// Whether the process with id `pid` has ended, waiting up to 10 s for a process already
  /// killed to die: it is gone, or a zombie nobody has reaped yet (an orphan of a test
  /// process, which does not adopt orphans as the tool does, goes to the system's first
  /// process, which may never reap it).
  public static func hasEnded(_ pid: Int32) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while true {
      if kill(pid, 0) == -1 && errno == ESRCH { return true }
      #if os(Linux)
        // /proc/PID/stat: "PID (NAME) STATE ...", the name possibly holding spaces.
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")"),
          stat[stat.index(close, offsetBy: 2)...].first == "Z"
        {
          return true
        }
      #endif
      if Date() >= deadline { return false }
      usleep(1_000)
    }
  }
}
