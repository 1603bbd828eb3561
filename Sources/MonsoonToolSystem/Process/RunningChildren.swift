import MonsoonSystem

/// The programs ``ChildProcess/run(_:_:redirections:as:timeLimit:keeping:)`` is running, so
/// that a signal that ends this process (``Signals/removeTemporaryFilesOnTermination()``) ends
/// them, and waits for them, before it removes their temporary files.
///
/// A child is started, signalled and reaped only under one lock, and reaped only once its
/// watcher has seen it end (`waitid` with `WNOWAIT`, which leaves it a zombie whose id, and
/// its process group's, no other process can take): so no signal meant for a child ever
/// reaches a process that got its id later.
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
enum RunningChildren {
  /// A child being run.
  private struct Child: Sendable {
    let id: Int32
    /// Whether it leads a process group of its own, which is signalled whole, and whether
    /// that group is ended when it ends.
    let role: ChildProcess.Role
    /// How long it has between `SIGTERM` and `SIGKILL` when this process ends.
    let graceNanoseconds: Int
    /// Whether its watcher saw it end; it is a zombie until reaped.
    var hasEnded = false
  }

  private struct State: Sendable {
    var children: [Int32: Child] = [:]
    /// Whether a signal is ending this process: from then on no child starts, and the threads
    /// that run children wait for the end instead of going on.
    var isEnding = false
  }

  private static let state = Condition(State())

  /// Whether this process adopts the orphans of its descendants (``adoptOrphans()``).
  private static let adoptsOrphans = LockedValue(false)

  /// Makes this process adopt the orphans of its descendants, where the system can (Linux's
  /// child subreaper, `PR_SET_CHILD_SUBREAPER`): what a child that leads a process group
  /// started and left behind then becomes this process's child when the child ends, so that
  /// the rest of the group is waited for too. For a program that reaps no child it did not
  /// start otherwise (the tool): every orphan of every descendant is then this process's to
  /// reap, and one left unreaped is a zombie that a wait for any child (`waitid(P_ALL, …)`, as
  /// Swift Testing's exit tests do) finds again and again.
  /// - Returns: whether this process now adopts them.
  @discardableResult
  static func adoptOrphans() -> Bool {
    #if os(Linux) || os(Android)
      let adopted = system_prctl(_PR_SET_CHILD_SUBREAPER, 1) == 0
      adoptsOrphans.withLock { $0 = adopted }
      return adopted
    #else
      return false
    #endif
  }

  /// Starts a child with `spawn` and notes it, unless this process is ending: then this
  /// thread waits for the end, which another thread brings.
  /// - Parameters:
  ///   - role: the child's role, by which `spawn` starts it.
  ///   - graceNanoseconds: how long the child has between `SIGTERM` and `SIGKILL`.
  /// - Throws: what `spawn` throws.
  static func start(
    _ role: ChildProcess.Role, graceNanoseconds: Int,
    _ spawn: () throws(Errno) -> ChildProcess
  ) throws(Errno) -> ChildProcess {
    try state.wait { state throws(Errno) in
      guard !state.isEnding else { return .wait }
      let child = try spawn()
      state.children[child.id] = Child(
        id: child.id, role: role, graceNanoseconds: graceNanoseconds)
      return .ready(child)
    }
  }

  /// Waits, on a thread of its own, for the child to end; then notes it and writes a byte to
  /// `wake` and closes it. Done on the calling thread, after killing the child, when no
  /// thread can be started.
  static func watch(_ id: Int32, thenWrite wake: FileDescriptor) {
    let watcher: @Sendable () -> Void = {
      var information = CInterop.SignalInformation()
      _ = try? retryingInterrupts {
        system_waitid(_P_PID, id, &information, _WEXITED | _WNOWAIT)
      }
      state.withLock { $0.children[id]?.hasEnded = true }
      state.broadcast()
      try? wake.writeAll([1])
      try? wake.close()
    }
    guard !DetachedThread.start(name: "child-watch", stackSize: 128 << 10, watcher) else {
      return
    }
    send(_SIGKILL, to: id)
    watcher()
  }

  /// Asks the child to end: `SIGTERM`, then `SIGCONT` so that a stopped child acts on it.
  static func askToEnd(_ id: Int32) {
    send(_SIGTERM, to: id)
    send(_SIGCONT, to: id)
  }

  /// Sends signal `number` to the child (to its whole process group when it leads one),
  /// unless this process is ending: then this thread waits for the end instead.
  static func send(_ number: Int32, to id: Int32) {
    state.wait { state -> Condition<State>.Check<Void> in
      guard !state.isEnding else { return .wait }
      if let child = state.children[id] { signal(child, number) }
      return .ready(())
    }
  }

  /// Reaps a child whose watcher has seen it end: first, when it leads a process group and
  /// `endingGroup` says so, kills (`SIGKILL`) whatever is left of the group, then reaps the
  /// child, then, where this process adopts orphans (``adoptOrphans()``), waits for the rest
  /// of the group too.
  /// Unless this process is ending: then this thread waits for the end instead.
  /// - Returns: how the child ended.
  /// - Throws: ``Errno`` from `waitpid` (`ECHILD` where `SIGCHLD` is ignored, which reaps
  ///   children at once).
  static func reap(_ id: Int32, endingGroup: Bool) throws(Errno) -> ChildProcess.Termination {
    try state.wait { state throws(Errno) in
      guard !state.isEnding else { return .wait }
      guard let child = state.children.removeValue(forKey: id) else {
        preconditionFailure("child \(id) is reaped once, after it was started")
      }
      return .ready(try finish(child, endingGroup: endingGroup))
    }
  }

  /// Ends every child, for a signal that ends this process: from now on no child starts and
  /// the threads running children stop where they are. Each child is asked to end
  /// (`SIGTERM`, with its whole process group when it leads one), killed (`SIGKILL`) after
  /// its grace period, and waited for, with what is left of its group.
  static func endAll() {
    let start = SystemClock.monotonicNanoseconds()
    state.withLock { state in
      state.isEnding = true
      for child in state.children.values where !child.hasEnded {
        signal(child, _SIGTERM)
        signal(child, _SIGCONT)
      }
    }
    var killed: Set<Int32> = []
    state.wait { state in
      let waited = SystemClock.monotonicNanoseconds() - start
      var nextDeadline: Int?
      for child in state.children.values where !child.hasEnded && !killed.contains(child.id) {
        if waited >= child.graceNanoseconds {
          signal(child, _SIGKILL)
          killed.insert(child.id)
        } else {
          nextDeadline = min(nextDeadline ?? .max, child.graceNanoseconds - waited)
        }
      }
      if state.children.values.allSatisfy(\.hasEnded) { return .ready(()) }
      return nextDeadline.map { .waitAtMost(nanoseconds: $0) } ?? .wait
    }
    state.withLock { state in
      for child in state.children.values { _ = try? finish(child, endingGroup: true) }
      state.children = [:]
    }
  }

  private static func signal(_ child: Child, _ number: Int32) {
    system_kill(child.role.leadsGroup ? -child.id : child.id, number)
  }

  /// Reaps the child, first killing what is left of its process group when it leads one and
  /// `endingGroup` says so (and then, where this process adopts orphans, reaping the rest of
  /// the group too); called with the lock held, once the child has ended.
  private static func finish(
    _ child: Child, endingGroup: Bool
  ) throws(Errno) -> ChildProcess.Termination {
    let endsGroup = endingGroup && child.role.leadsGroup
    // While the child is a zombie its id is still its group's, so this reaches no other group.
    if endsGroup { signal(child, _SIGKILL) }
    var status: Int32 = 0
    _ = try retryingInterrupts { system_waitpid(child.id, &status, 0) }
    if endsGroup && adoptsOrphans.current {
      var ignored: Int32 = 0
      while (try? retryingInterrupts { system_waitpid(-child.id, &ignored, 0) }) != nil {}
    }
    return ChildProcess.Termination(waitStatus: status)
  }
}
