#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The ways the process ends.
package enum ProcessExit {
  /// Ends the process with `code`, after the C library's exit handlers.
  package static func exit(_ code: Int32) -> Never {
    systemExit(code)
  }

  /// Ends the process at once with `code`, without running anything else.
  package static func immediately(_ code: Int32) -> Never {
    _exit(code)
  }

  /// Ends the process at once as a write to a closed pipe ends a program that does not catch
  /// `SIGPIPE`: killed by that signal, which shells report as status 141 and do not print.
  /// Should `SIGPIPE` be blocked, exits with status 141 instead.
  package static func asBrokenPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    _exit(128 + SIGPIPE)
  }
}

private func systemExit(_ code: Int32) -> Never {
  exit(code)
}
