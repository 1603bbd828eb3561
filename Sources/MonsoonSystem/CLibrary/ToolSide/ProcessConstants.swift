#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's constants for processes, signals and processors that only the tool's side
// (MonsoonToolSystem) uses, as `_NAME` for the C `NAME` (see ../Constants.swift): here, in
// ToolSide/, which the app's copy (scripts/make-playground.sh) leaves out.

// MARK: Error numbers

package var _EPERM: Int32 { EPERM }
package var _EPIPE: Int32 { EPIPE }
package var _ESRCH: Int32 { ESRCH }

// MARK: Signals

package var _SIGINT: Int32 { SIGINT }
package var _SIGQUIT: Int32 { SIGQUIT }
package var _SIGTERM: Int32 { SIGTERM }
package var _SIGHUP: Int32 { SIGHUP }
package var _SIGPIPE: Int32 { SIGPIPE }
package var _SIGXFSZ: Int32 { SIGXFSZ }
package var _SIGKILL: Int32 { SIGKILL }
package var _SIGCONT: Int32 { SIGCONT }
package var _SIG_BLOCK: Int32 { SIG_BLOCK }
package var _SIG_UNBLOCK: Int32 { SIG_UNBLOCK }
package var _SIG_DFL: CInterop.SignalHandler? { SIG_DFL }
package var _SIG_IGN: CInterop.SignalHandler? { SIG_IGN }
package var _POSIX_SPAWN_SETSIGMASK: Int32 { Int32(POSIX_SPAWN_SETSIGMASK) }
package var _POSIX_SPAWN_SETSIGDEF: Int32 { Int32(POSIX_SPAWN_SETSIGDEF) }
package var _POSIX_SPAWN_SETPGROUP: Int32 { Int32(POSIX_SPAWN_SETPGROUP) }

// MARK: Waiting for children

package var _P_PID: CInterop.IDType { P_PID }
package var _WEXITED: Int32 { WEXITED }
package var _WNOWAIT: Int32 { WNOWAIT }
#if os(Linux) || os(Android)
  /// `PR_SET_CHILD_SUBREAPER` (Linux 3.4), which <sys/prctl.h> defines but Glibc's module does
  /// not export.
  package var _PR_SET_CHILD_SUBREAPER: Int32 { 36 }
#endif

// MARK: Processors

package var __SC_NPROCESSORS_ONLN: Int32 { Int32(_SC_NPROCESSORS_ONLN) }
