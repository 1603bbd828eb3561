package import MonsoonSystem

/// What the process does on the signals it handles itself.
package enum Signals {
  /// Makes a write to a closed pipe fail with ``Errno/brokenPipe`` instead of killing the
  /// process, so the tool decides how to stop (``ProcessExit/asBrokenPipe()``).
  package static func ignoreBrokenPipe() {
    system_signal(_SIGPIPE, _SIG_IGN)
  }

  /// Makes a write past the file size limit (`ulimit -f`) fail with "File too large"
  /// (`EFBIG`) instead of killing the process with `SIGXFSZ`, so that the write takes the
  /// tool's own path for a full disk: the old file kept, the error named, its exit status.
  package static func ignoreFileSizeLimit() {
    system_signal(_SIGXFSZ, _SIG_IGN)
  }

  /// Makes `SIGINT`, `SIGTERM` and `SIGHUP` end the programs the process runs
  /// (``ChildProcess/run(_:_:redirections:as:timeLimit:keeping:)``: `SIGTERM`, `SIGKILL`
  /// after their grace period, each waited for) and then remove the temporary files of
  /// unfinished atomic writes (``AtomicFileWriter``) and for those programs
  /// (``TemporaryFile``), before they end the process as they otherwise would (killed by the
  /// signal). A signal the process started with ignored (`nohup`, a background job) stays
  /// ignored. Call it first thing, before any other thread starts: the signals are blocked in
  /// this thread and every thread it starts, and one thread of its own waits for them, so
  /// nothing runs in a signal handler.
  /// - Throws: ``Errno`` when the signals cannot be blocked or the thread cannot start; they
  ///   then end the process as they would have.
  package static func removeTemporaryFilesOnTermination() throws(Errno) {
    var signals = CInterop.SignalSet()
    system_sigemptyset(&signals)
    let caught = [_SIGINT, _SIGTERM, _SIGHUP].filter { !isIgnored($0) }
    guard !caught.isEmpty else { return }
    for number in caught { system_sigaddset(&signals, number) }
    let blocked = system_pthread_sigmask(_SIG_BLOCK, &signals, nil)
    guard blocked == 0 else { throw Errno(rawValue: blocked) }
    let waitedFor = signals
    let started = DetachedThread.start(name: "signals", stackSize: 64 << 10) {
      var signals = waitedFor
      var received: Int32 = 0
      repeat {
        while system_sigwait(&signals, &received) != 0 {}
      } while received == _SIGINT && InterruptsIgnored.now
      let number = received
      if let words = farewell.current {
        try? FileDescriptor(rawValue: 2).writeAll(words)
      }
      #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        // Before the files: a program still running could write one again (a converter's
        // late --output).
        RunningChildren.endAll()
      #endif
      TemporaryFiles.removeAll {
        system_signal(number, _SIG_DFL)
        var only = CInterop.SignalSet()
        system_sigemptyset(&only)
        system_sigaddset(&only, number)
        system_pthread_sigmask(_SIG_UNBLOCK, &only, nil)
        system_raise(number)
        system__exit(128 + number)
      }
    }
    guard started else {
      system_pthread_sigmask(_SIG_UNBLOCK, &signals, nil)
      throw Errno(rawValue: _EAGAIN)
    }
  }

  /// What standard error gets when one of those signals ends the process.
  private static let farewell = LockedValue<[UInt8]?>(nil)

  /// Sets the text that standard error gets, as it is at that moment, when `SIGINT`,
  /// `SIGTERM` or `SIGHUP` ends the process (``removeTemporaryFilesOnTermination()``), before
  /// the process ends as it otherwise would; `nil` says nothing. A command keeps it current
  /// (`record`: what it has recorded so far).
  package static func sayOnTermination(_ text: String?) {
    let bytes = text.map { Array($0.utf8) }
    farewell.withLock { $0 = bytes }
  }

  /// Whether the signal's disposition is to ignore it.
  private static func isIgnored(_ number: Int32) -> Bool {
    let previous = system_signal(number, _SIG_IGN)
    system_signal(number, previous)
    guard let previous else { return false }
    return unsafeBitCast(previous, to: Int.self) == 1
  }
}

/// Whether this process has started an interactive child (``ChildProcess/Role/interactive``)
/// and so ignores `SIGINT` from then on. Setting `SIG_IGN` is not enough where the signal is
/// blocked and a thread waits for it (``Signals/removeTemporaryFilesOnTermination()``): Linux
/// keeps a blocked signal pending even when ignored, and `sigwait` takes it; that thread reads
/// this flag and waits on.
enum InterruptsIgnored {
  private static let flag = LockedValue(false)

  /// Whether `SIGINT` is ignored.
  static var now: Bool { flag.current }

  /// Ignores `SIGINT` for the rest of the process's life.
  static func fromNowOn() {
    flag.withLock { $0 = true }
  }
}

extension Errno {
  /// A write to a pipe or socket nobody reads any more (`EPIPE`).
  package static var brokenPipe: Errno { Errno(rawValue: _EPIPE) }
}
