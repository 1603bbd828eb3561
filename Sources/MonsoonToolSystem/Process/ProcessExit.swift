import MonsoonSystem

/// The ways the process ends.
package enum ProcessExit {
  /// Ends the process with `code`, after the C library's exit handlers.
  package static func exit(_ code: Int32) -> Never {
    system_exit(code)
  }

  /// Ends the process at once with `code`, without running anything else.
  package static func immediately(_ code: Int32) -> Never {
    system__exit(code)
  }

  /// Ends the process at once as a write to a closed pipe ends a program that does not catch
  /// `SIGPIPE`: killed by that signal, which shells report as status 141 and do not print.
  /// Should `SIGPIPE` be blocked, exits with status 141 instead.
  package static func asBrokenPipe() -> Never {
    system_signal(_SIGPIPE, _SIG_DFL)
    system_raise(_SIGPIPE)
    system__exit(128 + _SIGPIPE)
  }
}
