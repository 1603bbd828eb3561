import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

@Suite("Child processes")
struct ChildProcessTests {
  /// Runs a shell script through `sh -c`, with `arguments` as `$1`, `$2`, ...
  private func shell(
    _ script: String, _ arguments: [String] = [],
    redirections: [ChildProcess.Redirection] = []
  ) throws -> ChildProcess.Termination {
    try ChildProcess.run(
      "sh", ["-c", script, "sh"] + arguments, redirections: redirections, as: .launcher
    ).termination
  }

  @Test("an exit status and a killing signal are told apart")
  func termination() throws {
    #expect(try shell("exit 0") == .exited(0))
    #expect(try shell("exit 3") == .exited(3))
    #expect(try shell("kill -9 $$") == .killed(signal: SIGKILL))
    #expect(ChildProcess.Termination.exited(0).succeeded)
    #expect(!ChildProcess.Termination.killed(signal: 15).succeeded)
    #expect("\(ChildProcess.Termination.exited(3))" == "exit status 3")
    #expect("\(ChildProcess.Termination.killed(signal: 9))" == "killed by signal 9")
  }

  @Test("each argument reaches the program as it is: no shell parses it")
  func argumentsAsTheyAre() throws {
    let record = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-arguments-\(getpid())").path
    defer { unlink(record) }
    let tricky = ["a b", "$HOME", "; rm -rf /", "'\"", "", "é\n"]
    let script = #"for a; do printf '%s|' "$a"; done > "$RECORD""#
    let status = try ChildProcess.run(
      "/usr/bin/env", ["RECORD=\(record)", "sh", "-c", script, "sh"] + tricky, as: .launcher
    ).termination
    #expect(status == .exited(0))
    #expect(try String(contentsOfFile: record, encoding: .utf8) == tricky.map { $0 + "|" }.joined())
  }

  @Test("a program not on PATH is ENOENT; PATH is searched in order")
  func pathSearch() throws {
    #expect(throws: Errno.noSuchFile) {
      try ChildProcess.run("monsoon-no-such-program-\(getpid())", [], as: .worker)
    }
    #expect(throws: Errno.noSuchFile) {
      try ChildProcess.run("/nonexistent/program", [], as: .launcher)
    }
    #expect(try ChildProcess.run("true", [], as: .worker).termination == .exited(0))
    #expect(try ChildProcess.run("false", [], as: .worker).termination == .exited(1))
  }

  @Test("redirections: /dev/null, and one descriptor onto another")
  func redirections() throws {
    // Standard input from /dev/null reads nothing; the test's own may be anything.
    #expect(try shell("read line && exit 1 || exit 0", redirections: [.nullDevice(0)]) == .exited(0))
    // The child's standard output is the write end of a pipe this process reads.
    let pipe = Pipe()
    let descriptor = pipe.fileHandleForWriting.fileDescriptor
    let status = try shell(
      "echo to-stdout", redirections: [.duplicate(descriptor, to: 1)])
    try pipe.fileHandleForWriting.close()
    #expect(status == .exited(0))
    let written = pipe.fileHandleForReading.readDataToEndOfFile()
    #expect(String(decoding: written, as: UTF8.self) == "to-stdout\n")
  }

  @Test("redirections from and to files, as the shell's < and >: output files are cut first")
  func fileRedirections() throws {
    let directory = try TemporaryDirectory()
    let input = FilePath(try directory.write("in", "from-file\n"))
    let output = FilePath(try directory.write("out", "stale, and longer than what replaces it\n"))
    let errors = FilePath(directory.file("errors"))
    let status = try shell(
      "cat; echo to-stderr >&2",
      redirections: [
        .readFile(0, from: input), .writeFile(1, to: output), .writeFile(2, to: errors),
      ])
    #expect(status == .exited(0))
    #expect(try String(contentsOfFile: output.description, encoding: .utf8) == "from-file\n")
    #expect(try String(contentsOfFile: errors.description, encoding: .utf8) == "to-stderr\n")
    #expect(try FileStatus(ofPath: errors).permissions & 0o600 == 0o600)
    #expect(throws: Errno.noSuchFile) {
      try shell("cat", redirections: [.readFile(0, from: FilePath(directory.file("missing")))])
    }
  }

  @Test("waitMeasuringMemory tells how a child ended and its peak memory; terminate sends SIGTERM")
  func memoryAndTermination() throws {
    let (termination, peak) = try ChildProcess.start("sh", ["-c", "exit 5"]).waitMeasuringMemory()
    #expect(termination == .exited(5))
    #expect(peak > 0)
    let sleeper = try ChildProcess.start("sleep", ["60"])
    try sleeper.terminate()
    #expect(try sleeper.wait() == .killed(signal: SIGTERM))
  }

  #if os(Linux)
    @Test("the child starts with no signal blocked and SIGPIPE and SIGXFSZ at their defaults")
    func signalsReset() throws {
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGHUP)
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      let oldPipe = signal(SIGPIPE, SIG_IGN)
      let oldSize = signal(SIGXFSZ, SIG_IGN)
      defer {
        signal(SIGPIPE, oldPipe)
        signal(SIGXFSZ, oldSize)
      }
      // /proc/PID/status: SigBlk and SigIgn are masks in hex, bit (N-1) for signal N.
      let script = #"""
        blocked=$(sed -n 's/^SigBlk:\t//p' /proc/$$/status)
        ignored=$(sed -n 's/^SigIgn:\t//p' /proc/$$/status)
        [ $((0x$blocked)) -eq 0 ] || exit 2
        [ $((0x$ignored & (1 << 12))) -eq 0 ] || exit 3
        [ $((0x$ignored & (1 << 24))) -eq 0 ] || exit 4
        """#
      #expect(try shell(script) == .exited(0))
    }
  #endif
}

extension ChildProcessTests {
  @Test("interactive: our process group; SIGINT and SIGQUIT ignored here, default in the child")
  func interactive() throws {
    let previousInterrupt = signal(SIGINT, SIG_DFL)
    let previousQuit = signal(SIGQUIT, SIG_DFL)
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    // The child interrupts this process, which would otherwise end the test run.
    let script = #"kill -INT $PPID; kill -QUIT $PPID; trap - INT; kill -INT $$; exit 0"#
    #expect(
      try ChildProcess.run("sh", ["-c", script], as: .interactive).termination
        == .killed(signal: SIGINT))
    for number in [SIGINT, SIGQUIT] {
      let now = signal(number, SIG_DFL).map { unsafeBitCast($0, to: Int.self) }
      #expect(now == 1, "signal \(number) is still ignored")
    }
    let directory = try TemporaryDirectory()
    let shared = try ChildProcess.run(
      "sh", ["-c", #"ps -o pgid= -p $$ > "$1""#, "sh", directory.file("group")],
      as: .interactive)
    #expect(shared.succeeded)
    let group = try directory.read("group").trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(Int32(group) == getpgrp())
  }

  @Test("a process is running until it is gone")
  func processes() throws {
    #expect(try ProcessID.current.isRunning())
    #expect(try !ProcessID(rawValue: Int32.max).isRunning())
  }
}
