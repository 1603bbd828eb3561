package import MonsoonSystem

/// Another program started by this process, which waits for it: `posix_spawnp` and `waitpid`,
/// with no shell in between (each argument reaches the program as it is, never parsed as a
/// command line).
///
/// The program is found as `execvp` finds it: a name with a `/` is used as it is, any other is
/// looked for in each directory of `PATH` in turn. It gets this process's environment and
/// working directory and its standard descriptors as ``Redirection``s leave them, with every
/// signal unblocked and `SIGPIPE` and `SIGXFSZ` at their default dispositions (this process
/// blocks some signals for its own signal thread and ignores those two; a program such as a
/// pager must not inherit that).
///
/// ``start(_:_:redirections:)`` and ``wait()`` start and wait, nothing more (for a benchmark
/// that measures a child). A program run for the tool goes through
/// ``run(_:_:redirections:as:timeLimit:keeping:)``, which gives it a time limit, ends it with
/// this process, and keeps its output apart.
///
/// Not on iOS, tvOS, watchOS or visionOS: their SDKs declare `posix_spawnp` (iOS's, not
/// tvOS's), but their sandboxes refuse to start another program, so no code there may call it.
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
package struct ChildProcess: Sendable {
  /// What one of the child's standard descriptors is, if not this process's own.
  package enum Redirection: Sendable, Equatable {
    /// The descriptor (0, 1 or 2) reads or writes `/dev/null`.
    case nullDevice(Int32)
    /// The descriptor `to` is a copy of this process's `from`, as the shell's `to>&from`.
    case duplicate(Int32, to: Int32)
    /// The descriptor reads the file, as the shell's `descriptor<file`.
    case readFile(Int32, from: FilePath)
    /// The descriptor writes the file, created (mode 0644 less the umask) or cut to nothing
    /// first, as the shell's `descriptor>file`.
    case writeFile(Int32, to: FilePath)
  }

  /// How a child ended.
  package enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It called `exit` with this status.
    case exited(Int32)
    /// A signal with this number killed it.
    case killed(signal: Int32)

    /// Whether it exited with status 0.
    package var succeeded: Bool { self == .exited(0) }

    /// Reads a status `waitpid` filled in with the <sys/wait.h> macros' rules, which Swift
    /// does not import: the low 7 bits are the signal that killed the child (0: it exited),
    /// the next 8 its exit status.
    init(waitStatus status: Int32) {
      let signal = status & 0x7f
      self = signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
    }

    /// "exit status 3" or "killed by signal 9".
    package var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .killed(let signal): "killed by signal \(signal)"
      }
    }
  }

  /// The child's process id.
  package let id: Int32

  /// Starts `program` with `arguments` (after the program's name, which is its `argv[0]`).
  /// - Throws: ``Errno`` from `posix_spawnp`: ``Errno/noSuchFile`` when no directory of
  ///   `PATH` holds the program, `EACCES` when the file found may not be run.
  package static func start(
    _ program: String, _ arguments: [String], redirections: [Redirection] = []
  ) throws(Errno) -> ChildProcess {
    try start(program, arguments, redirections: redirections, resetting: [], ownGroup: false)
  }

  /// Starts the program, with the signals `resetting` at their default dispositions too, and,
  /// when `ownGroup` is set, as the leader of a new process group (its id the child's).
  static func start(
    _ program: String, _ arguments: [String], redirections: [Redirection],
    resetting signals: [Int32], ownGroup: Bool
  ) throws(Errno) -> ChildProcess {
    var actions = CInterop.uninitializedSpawnFileActions
    var attributes = CInterop.uninitializedSpawnAttributes
    try check(system_posix_spawn_file_actions_init(&actions))
    defer { system_posix_spawn_file_actions_destroy(&actions) }
    for redirection in redirections {
      switch redirection {
      case .nullDevice(let descriptor):
        let flags = descriptor == 0 ? _O_RDONLY : _O_WRONLY
        try check(
          system_posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0))
      case .duplicate(let from, let to):
        try check(system_posix_spawn_file_actions_adddup2(&actions, from, to))
      case .readFile(let descriptor, let file):
        try check(
          file.withCString {
            system_posix_spawn_file_actions_addopen(&actions, descriptor, $0, _O_RDONLY, 0)
          })
      case .writeFile(let descriptor, let file):
        let flags = _O_WRONLY | _O_CREAT | _O_TRUNC
        try check(
          file.withCString {
            system_posix_spawn_file_actions_addopen(&actions, descriptor, $0, flags, 0o644)
          })
      }
    }
    try check(system_posix_spawnattr_init(&attributes))
    defer { system_posix_spawnattr_destroy(&attributes) }
    var unblocked = CInterop.SignalSet()
    system_sigemptyset(&unblocked)
    var defaults = CInterop.SignalSet()
    system_sigemptyset(&defaults)
    system_sigaddset(&defaults, _SIGPIPE)
    system_sigaddset(&defaults, _SIGXFSZ)
    for number in signals { system_sigaddset(&defaults, number) }
    try check(system_posix_spawnattr_setsigmask(&attributes, &unblocked))
    try check(system_posix_spawnattr_setsigdefault(&attributes, &defaults))
    var flags = _POSIX_SPAWN_SETSIGMASK | _POSIX_SPAWN_SETSIGDEF
    if ownGroup {
      try check(system_posix_spawnattr_setpgroup(&attributes, 0))
      flags |= _POSIX_SPAWN_SETPGROUP
    }
    try check(system_posix_spawnattr_setflags(&attributes, Int16(flags)))

    let argv = ([program] + arguments).map { system_strdup($0) }
    defer { argv.forEach { system_free($0) } }
    var id: Int32 = 0
    try check(
      system_posix_spawnp(&id, program, &actions, &attributes, argv + [nil], system_environ))
    return ChildProcess(id: id)
  }

  /// Waits for the child to end, however many signals interrupt the wait. Call it once.
  /// - Throws: ``Errno`` from `waitpid` (`ECHILD` after a second call).
  package func wait() throws(Errno) -> Termination {
    var status: Int32 = 0
    _ = try retryingInterrupts { system_waitpid(id, &status, 0) }
    return Termination(waitStatus: status)
  }

  /// Waits as ``wait()`` does, and tells the most memory the child held at once (its peak
  /// resident set size, from `wait4`).
  /// - Throws: ``Errno`` from `wait4`.
  package func waitMeasuringMemory() throws(Errno) -> (
    termination: Termination, peakResidentBytes: Int
  ) {
    var status: Int32 = 0
    var usage = CInterop.ResourceUsage()
    _ = try retryingInterrupts { system_wait4(id, &status, 0, &usage) }
    return (Termination(waitStatus: status), usage.peakResidentBytes)
  }

  /// Asks the child to end (`SIGTERM`); ``wait()`` then tells how it ended.
  /// - Throws: ``Errno`` from `kill` (`ESRCH` once it has been waited for).
  package func terminate() throws(Errno) {
    guard system_kill(id, _SIGTERM) == 0 else { throw .current }
  }

  /// Throws the error number a `posix_spawn` call returns (they set no `errno`).
  private static func check(_ result: Int32) throws(Errno) {
    guard result == 0 else { throw Errno(rawValue: result) }
  }
}
