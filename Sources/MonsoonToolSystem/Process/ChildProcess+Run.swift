package import MonsoonSystem

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension ChildProcess {
  /// How a program run by ``run(_:_:redirections:as:timeLimit:keeping:)`` ended.
  package struct Outcome: Sendable, Equatable {
    /// How it ended.
    package let termination: Termination
    /// The signals sent to it because it passed its time limit, in order: none, `SIGTERM`,
    /// or `SIGTERM` then `SIGKILL` when it had not ended after its grace period.
    package let timeLimitSignals: [Int32]
    /// What a worker wrote to its standard output and error (nothing for another role,
    /// whose streams are not read).
    package let output: ChildOutput

    /// An outcome, as ``run(_:_:redirections:as:timeLimit:keeping:)`` tells it (or a test
    /// of what is made of one).
    package init(termination: Termination, timeLimitSignals: [Int32], output: ChildOutput) {
      self.termination = termination
      self.timeLimitSignals = timeLimitSignals
      self.output = output
    }

    /// Whether it passed its time limit and was ended for it.
    package var passedTimeLimit: Bool { !timeLimitSignals.isEmpty }

    /// Whether it passed its time limit and then its grace period, and was killed.
    package var killedAfterGrace: Bool { timeLimitSignals.contains(_SIGKILL) }

    /// Whether it exited with status 0 within its time limit.
    package var succeeded: Bool { termination.succeeded && !passedTimeLimit }
  }

  /// Makes this process adopt the orphans of its descendants where the system can (Linux's
  /// child subreaper), so that what a worker started and left in its process group is waited
  /// for too, and no process of the group is left when
  /// ``run(_:_:redirections:as:timeLimit:keeping:)`` returns. Call it before the programs
  /// start, in a program that waits for no child it did not start itself (the tool): any
  /// orphan becomes its child, and one it does not reap stays a zombie (a test runner that
  /// waits for any child, as Swift Testing's exit tests do, must not call it).
  /// - Returns: whether this process now adopts them.
  @discardableResult
  package static func adoptOrphans() -> Bool {
    RunningChildren.adoptOrphans()
  }

  /// Runs `program` to its end, for this process: ``start(_:_:redirections:)`` as `role`
  /// says, with a time limit, noted among the running children so that a signal that ends
  /// this process ends it first and waits for it
  /// (``Signals/removeTemporaryFilesOnTermination()``).
  /// - Parameters:
  ///   - redirections: applied after the role's own (a worker's standard descriptors).
  ///   - role: where it runs and how it is ended.
  ///   - timeLimit: how long it may run (`nil`: no limit); past it, it is asked to end
  ///     (`SIGTERM`, then `SIGCONT` should it be stopped) and, after the limit's grace
  ///     period, killed (`SIGKILL`), with its whole process group when it leads one.
  ///   - output: an empty ``ChildOutput`` with the limits to keep a worker's output in.
  /// - Returns: how it ended, with a worker's output.
  /// - Throws: ``Errno`` from `posix_spawnp` (``Errno/noSuchFile`` when no directory of
  ///   `PATH` holds the program, `EACCES` when it may not be run), from `pipe` (no descriptor
  ///   left) or from `waitpid`.
  package static func run(
    _ program: String, _ arguments: [String], redirections: [Redirection] = [],
    as role: Role, timeLimit: ChildTimeLimit? = nil,
    keeping output: ChildOutput = ChildOutput(headLimit: 4_096, tailLimit: 4_096)
  ) throws(Errno) -> Outcome {
    let ended = try FileDescriptor.pipe()
    let captured: (read: FileDescriptor, write: FileDescriptor)?
    do throws(Errno) {
      captured = role == .worker ? try FileDescriptor.pipe() : nil
    } catch {
      try? ended.read.close()
      try? ended.write.close()
      throw error
    }
    defer {
      try? ended.read.close()
      try? captured?.read.close()
    }
    var all = redirections
    var reset: [Int32] = []
    if let captured {
      all = [.nullDevice(0), .duplicate(captured.write.rawValue, to: 1)]
        + [.duplicate(captured.write.rawValue, to: 2)] + redirections
    } else if role == .interactive {
      InterruptsIgnored.fromNowOn()
      reset = [_SIGINT, _SIGQUIT].filter { number in
        // SIG_IGN is 1 on every C library the package builds with.
        system_signal(number, _SIG_IGN).map { unsafeBitCast($0, to: Int.self) != 1 } ?? true
      }
    }
    let child: ChildProcess
    do throws(Errno) {
      defer { try? captured?.write.close() }
      child = try RunningChildren.start(
        role,
        graceNanoseconds: timeLimit?.graceNanoseconds ?? ChildTimeLimit.longestGraceNanoseconds
      ) { () throws(Errno) in
        try start(
          program, arguments, redirections: all, resetting: reset, ownGroup: role.leadsGroup)
      }
    } catch {
      try? ended.write.close()
      throw error
    }
    RunningChildren.watch(child.id, thenWrite: ended.write)
    var reader = OutputReader(output: output, descriptor: captured?.read)
    let signals = try waitForEnd(of: child.id, ended.read, &reader, timeLimit)
    // A group ended for its time limit is ended whole, a launcher's too.
    let termination = try RunningChildren.reap(
      child.id, endingGroup: role.endsGroupWhenDone || !signals.isEmpty)
    // Everything its process group wrote is in the pipe now (at most the pipe's capacity, at
    // most 1 MiB); what a process that left the group writes later is not the program's.
    reader.readAvailable(atMost: 1 << 20)
    return Outcome(termination: termination, timeLimitSignals: signals, output: reader.output)
  }

  /// Reads the child's output until the watcher writes to `ended`, asking the child to end
  /// when its time limit passes and killing it after the grace period.
  /// - Returns: the signals sent for the time limit.
  /// - Throws: ``Errno`` from `poll`, after killing the child and waiting for its end.
  private static func waitForEnd(
    of id: Int32, _ ended: FileDescriptor, _ reader: inout OutputReader,
    _ timeLimit: ChildTimeLimit?
  ) throws(Errno) -> [Int32] {
    var deadline = timeLimit.map { SystemClock.monotonicNanoseconds() + $0.nanoseconds }
    var signals: [Int32] = []
    while true {
      let ready: [Bool]
      do throws(Errno) {
        ready = try FileDescriptor.waitForInput(
          [ended] + (reader.descriptor.map { [$0] } ?? []),
          atMost: deadline.map { $0 - SystemClock.monotonicNanoseconds() })
      } catch {
        RunningChildren.send(_SIGKILL, to: id)
        var byte: UInt8 = 0
        _ = try? withUnsafeMutableBytes(of: &byte) { try ended.read(into: $0) }
        _ = try? RunningChildren.reap(id, endingGroup: true)
        throw error
      }
      // A bounded read, so that a program that writes without end does not keep this loop
      // from its deadline.
      if ready.count > 1 && ready[1] { reader.readAvailable(atMost: 1 << 16) }
      if ready[0] { return signals }
      guard let limit = timeLimit, let due = deadline,
        SystemClock.monotonicNanoseconds() >= due
      else { continue }
      if signals.isEmpty {
        RunningChildren.askToEnd(id)
        signals.append(_SIGTERM)
        deadline = SystemClock.monotonicNanoseconds() + limit.graceNanoseconds
      } else {
        RunningChildren.send(_SIGKILL, to: id)
        signals.append(_SIGKILL)
        deadline = nil
      }
    }
  }
}

/// Reads a worker's output pipe without waiting, into a bounded ``ChildOutput``.
private struct OutputReader {
  var output: ChildOutput
  /// The pipe's read end, until it ends (or fails).
  private(set) var descriptor: FileDescriptor?

  init(output: ChildOutput, descriptor: FileDescriptor?) {
    self.output = output
    self.descriptor = descriptor
    if (try? descriptor?.makeNonBlocking()) == nil { self.descriptor = nil }
  }

  /// Reads what there is now, up to `limit` bytes; at the end of the output (or on a failed
  /// read), reads no more.
  mutating func readAvailable(atMost limit: Int) {
    guard let descriptor else { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var total = 0
    while total < limit {
      let count: Int
      do throws(Errno) {
        // `withUnsafeMutableBytes` rethrows untyped errors, so the typed one travels in a
        // `Result`.
        count = try buffer.withUnsafeMutableBytes { bytes in
          Result { () throws(Errno) in try descriptor.read(into: bytes) }
        }.get()
      } catch {
        if !error.isWouldBlock { self.descriptor = nil }
        return
      }
      guard count > 0 else {
        self.descriptor = nil
        return
      }
      output.append(buffer[..<count])
      total += count
    }
  }
}

/// How long a program started by ``ChildProcess/run(_:_:redirections:as:timeLimit:)`` may run:
/// past ``nanoseconds`` (on the monotonic clock, from its start) it is sent `SIGTERM`, and
/// past a further ``graceNanoseconds`` `SIGKILL`.
package struct ChildTimeLimit: Hashable, Sendable {
  /// The longest grace period: a program that has not ended this long after `SIGTERM` is
  /// killed.
  package static let longestGraceNanoseconds = 2_000_000_000

  /// How long the program may run before it is asked to end (`SIGTERM`).
  package let nanoseconds: Int

  /// A limit of `nanoseconds` (at least 1).
  package init(nanoseconds: Int) {
    self.nanoseconds = max(1, nanoseconds)
  }

  /// How long a program asked to end (by its time limit, or because this process is ending)
  /// has before it is killed (`SIGKILL`): 2 seconds, or the limit itself when shorter.
  package var graceNanoseconds: Int {
    min(Self.longestGraceNanoseconds, nanoseconds)
  }
}
