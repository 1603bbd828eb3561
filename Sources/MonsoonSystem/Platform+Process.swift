#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The process: its standard descriptors, signals, exit, environment, cores, and others'.
extension Platform {
  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, so that the first
  /// files the process opens never get those numbers (a log opened as descriptor 1 would
  /// receive everything printed). Call it first thing; a process that cannot open
  /// `/dev/null` exits at once with status 71 (`EX_OSERR`), before it could write anywhere
  /// it must not.
  package static func openClosedStandardDescriptors() {
    for number: Int32 in 0...2 where !FileDescriptor(rawValue: number).isOpen {
      // `open` gives the lowest free number: this one, since those below it are open.
      let opened = open("/dev/null", O_RDWR)
      guard opened == number else { _exit(71) }
    }
  }

  /// Whether standard input has something to read: a pipe, a socket or a regular file (not a
  /// terminal, and not /dev/null).
  package static var standardInputHasData: Bool {
    guard let status = try? FileDescriptor.standardInput.status() else { return false }
    return [.pipe, .socket, .regular].contains(status.kind)
  }

  /// Ends the process with `code`, after the C library's exit handlers.
  package static func exit(_ code: Int32) -> Never {
    systemExit(code)
  }

  /// Makes a write to a closed pipe fail with ``Errno/brokenPipe`` instead of killing the
  /// process, so the tool decides how to stop (``exitAsBrokenPipe()``).
  package static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Makes a write past the file size limit (`ulimit -f`) fail with "File too large"
  /// (`EFBIG`) instead of killing the process with `SIGXFSZ`, so that the write takes the
  /// tool's own path for a full disk: the old file kept, the error named, its exit status.
  package static func ignoreFileSizeSignal() {
    signal(SIGXFSZ, SIG_IGN)
  }

  /// Makes `SIGINT`, `SIGTERM` and `SIGHUP` remove the temporary files of unfinished atomic
  /// writes (``AtomicFileWriter``) before they end the process as they otherwise would
  /// (killed by the signal). A signal the process started with ignored (`nohup`, a background
  /// job) stays ignored. Call it first thing, before any other thread starts: the signals are
  /// blocked in this thread and every thread it starts, and one thread of its own waits for
  /// them.
  package static func removeTemporaryFilesOnTermination() {
    var signals = sigset_t()
    sigemptyset(&signals)
    let caught = [SIGINT, SIGTERM, SIGHUP].filter { !isIgnored($0) }
    guard !caught.isEmpty else { return }
    for number in caught { sigaddset(&signals, number) }
    guard pthread_sigmask(SIG_BLOCK, &signals, nil) == 0 else { return }
    let waitedFor = signals
    let started = DetachedThread.start(name: "signals", stackSize: 64 << 10) {
      var signals = waitedFor
      var received: Int32 = 0
      repeat {
        while sigwait(&signals, &received) != 0 {}
      } while received == SIGINT && InterruptsIgnored.now
      let number = received
      TemporaryFiles.removeAll {
        signal(number, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        _exit(128 + number)
      }
    }
    if !started { pthread_sigmask(SIG_UNBLOCK, &signals, nil) }
  }

  /// Whether the signal's disposition is to ignore it.
  private static func isIgnored(_ number: Int32) -> Bool {
    let previous = signal(number, SIG_IGN)
    signal(number, previous)
    guard let previous else { return false }
    return unsafeBitCast(previous, to: Int.self) == 1
  }

  /// Ends the process at once as a write to a closed pipe ends a program that does not catch
  /// `SIGPIPE`: killed by that signal, which shells report as status 141 and do not print.
  /// Should `SIGPIPE` be blocked, exits with status 141 instead.
  package static func exitAsBrokenPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    _exit(128 + SIGPIPE)
  }

  /// Ends the process at once with `code`, without running anything else.
  package static func exitNow(_ code: Int32) -> Never {
    _exit(code)
  }

  /// The value of an environment variable, or `nil` when it is not set.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The number of cores this process may run on, as `nproc` counts them: those of its CPU
  /// affinity mask on Linux, the online ones elsewhere; at least 1.
  package static func availableCores() -> Int {
    #if os(Linux)
      if let cores = affinityCores() { return cores }
    #endif
    return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  #if os(Linux)
    /// The number of cores in the process's affinity mask, or `nil` when it cannot be read.
    /// Neither Glibc's nor Musl's module exports `sched_getaffinity` or `cpu_set_t` (both
    /// need _GNU_SOURCE), so the function is looked up by name and given a plain mask of
    /// 1,024 bits, the size of Glibc's `cpu_set_t`.
    private static func affinityCores() -> Int? {
      typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
      let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
      var mask = [UInt8](repeating: 0, count: 128)
      let result = mask.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.map { getAffinity(0, bytes.count, $0) } ?? -1
      }
      guard result == 0 else { return nil }
      let cores = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return cores > 0 ? cores : nil
    }
  #endif

  /// Whether a process with this id is running (or exists but belongs to someone else).
  package static func isRunning(_ process: Int32) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }
}

private func systemExit(_ code: Int32) -> Never {
  exit(code)
}
