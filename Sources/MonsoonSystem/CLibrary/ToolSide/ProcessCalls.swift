#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's calls on processes and signals that only the tool's side makes
// (MonsoonToolSystem): `system_NAME` calls the C `NAME` with the same arguments and returns
// what it returns (see ../FileCalls.swift). Here, in ToolSide/, which the app's copy
// (scripts/make-playground.sh) leaves out. Starting other programs and
// waiting for them is not for iOS, tvOS, watchOS or visionOS, whose sandboxes refuse it
// (ChildProcess).

@discardableResult
package func system_getpid() -> Int32 {
  getpid()
}

@discardableResult
package func system_geteuid() -> UInt32 {
  UInt32(geteuid())
}

@discardableResult
package func system_kill(_ process: Int32, _ signal: Int32) -> Int32 {
  kill(process, signal)
}

@discardableResult
package func system_sysconf(_ name: Int32) -> Int {
  sysconf(name)
}

/// `environ`, the process's environment (`_NSGetEnviron()` on macOS, where a library cannot
/// link `environ`).
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
package var system_environ: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
  #if os(macOS)
    UnsafePointer(_NSGetEnviron().pointee)
  #elseif canImport(Darwin)
    // Never reached (ChildProcess, its one reader, is unavailable on Apple's other systems,
    // whose SDKs lack <crt_externs.h>): an empty environment.
    nil
  #else
    UnsafePointer(environ)
  #endif
}

package func system_exit(_ status: Int32) -> Never {
  exit(status)
}

package func system__exit(_ status: Int32) -> Never {
  _exit(status)
}

@discardableResult
package func system_raise(_ signal: Int32) -> Int32 {
  raise(signal)
}

@discardableResult
package func system_signal(
  _ signal: Int32, _ handler: CInterop.SignalHandler?
) -> CInterop.SignalHandler? {
  #if canImport(Darwin)
    Darwin.signal(signal, handler)
  #elseif canImport(Glibc)
    Glibc.signal(signal, handler)
  #elseif canImport(Musl)
    Musl.signal(signal, handler)
  #elseif canImport(Android)
    Android.signal(signal, handler)
  #endif
}

@discardableResult
package func system_sigemptyset(_ set: inout CInterop.SignalSet) -> Int32 {
  sigemptyset(&set)
}

@discardableResult
package func system_sigaddset(_ set: inout CInterop.SignalSet, _ signal: Int32) -> Int32 {
  sigaddset(&set, signal)
}

@discardableResult
package func system_pthread_sigmask(
  _ how: Int32, _ set: UnsafePointer<CInterop.SignalSet>?,
  _ old: UnsafeMutablePointer<CInterop.SignalSet>?
) -> Int32 {
  pthread_sigmask(how, set, old)
}

@discardableResult
package func system_sigwait(_ set: UnsafePointer<CInterop.SignalSet>, _ signal: inout Int32) -> Int32 {
  sigwait(set, &signal)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_waitpid(_ process: Int32, _ status: inout Int32, _ options: Int32) -> Int32 {
  waitpid(process, &status, options)
}

/// `waitid`: here only ever with `P_PID`, so `id` is a process id.
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_waitid(
  _ idType: CInterop.IDType, _ id: Int32, _ information: inout CInterop.SignalInformation,
  _ options: Int32
) -> Int32 {
  waitid(idType, id_t(id), &information, options)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_wait4(
  _ process: Int32, _ status: inout Int32, _ options: Int32,
  _ usage: inout CInterop.ResourceUsage
) -> Int32 {
  wait4(process, &status, options, &usage)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawn_file_actions_init(_ actions: inout CInterop.SpawnFileActions) -> Int32 {
  posix_spawn_file_actions_init(&actions)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawn_file_actions_destroy(_ actions: inout CInterop.SpawnFileActions) -> Int32
{
  posix_spawn_file_actions_destroy(&actions)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawn_file_actions_addopen(
  _ actions: inout CInterop.SpawnFileActions, _ fd: Int32, _ path: UnsafePointer<CChar>,
  _ flags: Int32, _ mode: CInterop.Mode
) -> Int32 {
  posix_spawn_file_actions_addopen(&actions, fd, path, flags, mode)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawn_file_actions_adddup2(
  _ actions: inout CInterop.SpawnFileActions, _ fd: Int32, _ newFD: Int32
) -> Int32 {
  posix_spawn_file_actions_adddup2(&actions, fd, newFD)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnattr_init(_ attributes: inout CInterop.SpawnAttributes) -> Int32 {
  posix_spawnattr_init(&attributes)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnattr_destroy(_ attributes: inout CInterop.SpawnAttributes) -> Int32 {
  posix_spawnattr_destroy(&attributes)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnattr_setsigmask(
  _ attributes: inout CInterop.SpawnAttributes, _ mask: UnsafePointer<CInterop.SignalSet>
) -> Int32 {
  posix_spawnattr_setsigmask(&attributes, mask)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnattr_setsigdefault(
  _ attributes: inout CInterop.SpawnAttributes, _ signals: UnsafePointer<CInterop.SignalSet>
) -> Int32 {
  posix_spawnattr_setsigdefault(&attributes, signals)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnattr_setflags(
  _ attributes: inout CInterop.SpawnAttributes, _ flags: Int16
) -> Int32 {
  posix_spawnattr_setflags(&attributes, flags)
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnattr_setpgroup(
  _ attributes: inout CInterop.SpawnAttributes, _ group: Int32
) -> Int32 {
  posix_spawnattr_setpgroup(&attributes, pid_t(group))
}

@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@discardableResult
package func system_posix_spawnp(
  _ process: inout Int32, _ file: UnsafePointer<CChar>,
  _ actions: inout CInterop.SpawnFileActions, _ attributes: inout CInterop.SpawnAttributes,
  _ arguments: UnsafePointer<UnsafeMutablePointer<CChar>?>,
  _ environment: UnsafePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  posix_spawnp(&process, file, &actions, &attributes, arguments, environment)
}

#if os(Linux) || os(Android)
  /// `prctl` with one argument after the option, or `nil` where the C library has none. The C
  /// function is variadic, which Swift cannot call, so it is looked up by name and called with
  /// the integer arguments its implementation reads (on the ABIs Linux runs on, a variadic
  /// callee reads integer arguments from where a plain call puts them).
  @discardableResult
  package func system_prctl(_ option: Int32, _ argument: UInt) -> Int32? {
    typealias ProcessControl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(nil, "prctl") else { return nil }
    return unsafeBitCast(symbol, to: ProcessControl.self)(option, argument, 0, 0, 0)
  }
#endif

#if os(Linux)
  /// `sched_getaffinity`, or `nil` where the C library has none. Neither Glibc's nor Musl's
  /// module exports it or `cpu_set_t` (both need _GNU_SOURCE), so the function is looked up by
  /// name and given a plain mask of bytes.
  @discardableResult
  package func system_sched_getaffinity(
    _ process: Int32, _ size: Int, _ mask: UnsafeMutableRawPointer
  ) -> Int32? {
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
    return unsafeBitCast(symbol, to: GetAffinity.self)(process, size, mask)
  }
#endif
