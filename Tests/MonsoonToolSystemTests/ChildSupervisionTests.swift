import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

/// `ChildProcess.run`: the roles, the time limit, and a worker's output.
///
/// This process does not adopt orphans (`ChildProcess.adoptOrphans()`, which the tool calls:
/// Swift Testing's exit tests wait for any child, and would find the adopted zombies), so a
/// grandchild that was killed may be left a zombie of the system's first process: "ended"
/// here is gone or a zombie. `MonsoonCLITests/ChildProgramTests` checks, through the tool,
/// that they are gone.
///
/// A fake program writes its own id and those of what it starts to files before it waits;
/// a run whose time limit passed before the program wrote them (a very busy machine) is run
/// again with a limit four times as long, so no outcome depends on how fast the machine is.
@Suite("Child processes run for the tool: roles, time limits, output")
struct ChildSupervisionTests {
  /// Runs `script` (sh) as `role`; `$1` is a directory for its files. Runs again, with a
  /// longer limit, until the files in `written` are there after the run.
  private func run(
    _ script: String, as role: ChildProcess.Role, limit milliseconds: Int? = nil,
    written: [String] = [], in directory: TemporaryDirectory
  ) throws -> ChildProcess.Outcome {
    var limit = milliseconds
    while true {
      for name in written { try? FileManager.default.removeItem(atPath: directory.file(name)) }
      let outcome = try ChildProcess.run(
        "sh", ["-c", script, "sh", directory.path], as: role,
        timeLimit: limit.map { ChildTimeLimit(nanoseconds: $0 * 1_000_000) })
      let missing = written.contains { ProcessProbe.id(in: directory.file($0)) == nil }
      guard missing, let current = limit, current < 60_000 else { return outcome }
      limit = current * 4
    }
  }

  @Test("past its time limit a worker is ended with SIGTERM, with what it started")
  func timeLimitEndsTheGroup() throws {
    let directory = try TemporaryDirectory()
    let script = #"sleep 1000 & echo $! > "$1/sleep"; echo $$ > "$1/shell"; wait"#
    let outcome = try run(
      script, as: .worker, limit: 200, written: ["shell", "sleep"], in: directory)
    #expect(outcome.timeLimitSignals == [SIGTERM])
    #expect(outcome.passedTimeLimit && !outcome.killedAfterGrace && !outcome.succeeded)
    #expect(outcome.termination == .killed(signal: SIGTERM))
    for name in ["shell", "sleep"] {
      let id = try #require(ProcessProbe.id(in: directory.file(name)))
      #expect(ProcessProbe.hasEnded(id), "\(name) \(id)")
    }
  }

  @Test("a worker that ignores SIGTERM is killed after the grace period, with its group")
  func graceThenKill() throws {
    let directory = try TemporaryDirectory()
    let script = #"""
      trap '' TERM
      sh -c 'trap "" TERM; echo $$ > "$1/inner"; exec sleep 1000' sh "$1" &
      echo $$ > "$1/shell"
      wait
      """#
    let outcome = try run(
      script, as: .worker, limit: 100, written: ["shell", "inner"], in: directory)
    #expect(outcome.timeLimitSignals == [SIGTERM, SIGKILL])
    #expect(outcome.killedAfterGrace)
    #expect(outcome.termination == .killed(signal: SIGKILL))
    for name in ["shell", "inner"] {
      let id = try #require(ProcessProbe.id(in: directory.file(name)))
      #expect(ProcessProbe.hasEnded(id), "\(name) \(id)")
    }
  }

  @Test("a stopped worker is still ended: SIGCONT follows SIGTERM")
  func stoppedWorker() throws {
    let directory = try TemporaryDirectory()
    let outcome = try run(
      #"echo $$ > "$1/shell"; kill -STOP $$; exit 0"#, as: .worker, limit: 100,
      written: ["shell"], in: directory)
    #expect(outcome.timeLimitSignals == [SIGTERM])
    #expect(outcome.termination == .killed(signal: SIGTERM))
  }

  @Test("a worker that ends in time: no signal, and what it left in its group is killed")
  func strayProcessesOfAWorker() throws {
    let directory = try TemporaryDirectory()
    let outcome = try run(
      #"sleep 1000 & echo $! > "$1/sleep"; exit 3"#, as: .worker, limit: 60_000,
      written: ["sleep"], in: directory)
    #expect(outcome.timeLimitSignals.isEmpty)
    #expect(outcome.termination == .exited(3))
    let id = try #require(ProcessProbe.id(in: directory.file("sleep")))
    #expect(ProcessProbe.hasEnded(id))
  }

  @Test("a launcher that ends in time leaves what it started running; past its limit, not")
  func launcherLeavesItsBrowser() throws {
    let directory = try TemporaryDirectory()
    let quick = try run(
      #"sleep 1000 & echo $! > "$1/browser"; exit 0"#, as: .launcher, limit: 60_000,
      written: ["browser"], in: directory)
    #expect(quick.succeeded)
    let browser = try #require(ProcessProbe.id(in: directory.file("browser")))
    #expect(kill(browser, 0) == 0, "the browser a launcher started was ended with it")
    kill(browser, SIGKILL)
    let slow = try run(
      #"sleep 1000 & echo $! > "$1/browser"; wait"#, as: .launcher, limit: 100,
      written: ["browser"], in: directory)
    #expect(slow.timeLimitSignals == [SIGTERM])
    let ended = try #require(ProcessProbe.id(in: directory.file("browser")))
    #expect(ProcessProbe.hasEnded(ended))
  }

  @Test("workers and launchers lead a process group of their own")
  func processGroups() throws {
    // An interactive child shares this process's: ChildProcessTests "interactive: …" (apart,
    // since running one changes this process's signals for good).
    let directory = try TemporaryDirectory()
    let script = #"echo "$$ $(ps -o pgid= -p $$)" > "$1/group""#
    for role in [ChildProcess.Role.worker, .launcher] {
      #expect(try run(script, as: role, in: directory).succeeded)
      let words = try directory.read("group").split(whereSeparator: \.isWhitespace)
      #expect(words.count == 2 && words[0] == words[1], "\(role)")
      #expect(words.last.flatMap { Int32($0) } != getpgrp(), "\(role)")
    }
  }

  @Test("a worker's output: standard output and error in order, never this process's")
  func workerOutput() throws {
    let directory = try TemporaryDirectory()
    let outcome = try run(
      "echo one; echo two >&2; echo three; read line && echo stdin-not-empty", as: .worker,
      in: directory)
    #expect(outcome.termination == .exited(1))
    #expect(outcome.output.head == Array("one\ntwo\nthree\n".utf8))
    #expect(outcome.output.tail.isEmpty && outcome.output.omittedCount == 0)
  }

  @Test("a worker that writes megabytes: its head and tail kept, the count of the rest")
  func chattyWorker() throws {
    let directory = try TemporaryDirectory()
    // 3 MB, far past the pipe's buffer: the worker would wait forever if nobody read.
    let script = #"echo first; head -c 3000000 /dev/zero | tr '\0' x; echo; echo last >&2"#
    let outcome = try ChildProcess.run(
      "sh", ["-c", script], as: .worker, timeLimit: ChildTimeLimit(nanoseconds: 60_000_000_000),
      keeping: ChildOutput(headLimit: 100, tailLimit: 50))
    #expect(outcome.succeeded)
    #expect(outcome.output.head == Array(("first\n" + String(repeating: "x", count: 94)).utf8))
    #expect(outcome.output.tail == Array((String(repeating: "x", count: 44) + "\nlast\n").utf8))
    #expect(outcome.output.omittedCount == 6 + 3_000_000 + 1 + 5 - 150)
    _ = directory
  }

  @Test("ChildOutput keeps the first and last bytes however they arrive, and counts the rest")
  func boundedOutput() {
    let text = Array((0..<1000).map { UInt8($0 % 251) })
    for chunk in [1, 7, 64, 1000] {
      var output = ChildOutput(headLimit: 30, tailLimit: 20)
      var start = 0
      while start < text.count {
        output.append(text[start..<min(start + chunk, text.count)])
        start += chunk
      }
      #expect(output.head == Array(text.prefix(30)), "chunks of \(chunk)")
      #expect(output.tail == Array(text.suffix(20)), "chunks of \(chunk)")
      #expect(output.omittedCount == 950, "chunks of \(chunk)")
    }
    var short = ChildOutput(headLimit: 30, tailLimit: 20)
    short.append(text.prefix(40))
    #expect(short.head == Array(text.prefix(30)) && short.tail == Array(text[30..<40]))
    #expect(short.omittedCount == 0 && !short.isEmpty)
  }

  @Test("a time limit's grace period is 2 s, or the limit when shorter")
  func gracePeriod() {
    #expect(ChildTimeLimit(nanoseconds: 60_000_000_000).graceNanoseconds == 2_000_000_000)
    #expect(ChildTimeLimit(nanoseconds: 300_000_000).graceNanoseconds == 300_000_000)
    #expect(ChildTimeLimit(nanoseconds: 0).nanoseconds == 1)
  }
}
