#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif
import MonsoonSystem

// The C library's constants that only the tool's side uses, each as `_NAME` for the C `NAME`
// (as MonsoonSystem's CLibrary/Constants.swift, whose `package` ones this module uses too).

// MARK: Error numbers

var _EACCES: Int32 { EACCES }
var _EPERM: Int32 { EPERM }
var _ESRCH: Int32 { ESRCH }

// MARK: Descriptors, pipes and access

var _F_SETFD: Int32 { F_SETFD }
var _FD_CLOEXEC: Int32 { FD_CLOEXEC }
var _POLLIN: Int16 { Int16(POLLIN) }
var _POLLHUP: Int16 { Int16(POLLHUP) }
var _POLLERR: Int16 { Int16(POLLERR) }
var _AT_EACCESS: Int32 { AT_EACCESS }
var _W_OK: Int32 { W_OK }

// MARK: Directory entries

var _DT_DIR: Int32 { Int32(DT_DIR) }
var _DT_REG: Int32 { Int32(DT_REG) }
var _DT_LNK: Int32 { Int32(DT_LNK) }
var _DT_UNKNOWN: Int32 { Int32(DT_UNKNOWN) }

// MARK: Signals

var _SIGINT: Int32 { SIGINT }
var _SIGQUIT: Int32 { SIGQUIT }
var _SIGTERM: Int32 { SIGTERM }
var _SIGHUP: Int32 { SIGHUP }
var _SIGPIPE: Int32 { SIGPIPE }
var _SIGXFSZ: Int32 { SIGXFSZ }
var _SIGKILL: Int32 { SIGKILL }
var _SIGCONT: Int32 { SIGCONT }
var _SIG_BLOCK: Int32 { SIG_BLOCK }
var _SIG_UNBLOCK: Int32 { SIG_UNBLOCK }
var _SIG_DFL: CInterop.SignalHandler? { SIG_DFL }
var _SIG_IGN: CInterop.SignalHandler? { SIG_IGN }
var _POSIX_SPAWN_SETSIGMASK: Int32 { Int32(POSIX_SPAWN_SETSIGMASK) }
var _POSIX_SPAWN_SETSIGDEF: Int32 { Int32(POSIX_SPAWN_SETSIGDEF) }
var _POSIX_SPAWN_SETPGROUP: Int32 { Int32(POSIX_SPAWN_SETPGROUP) }

// MARK: Waiting for children

var _P_PID: CInterop.IDType { P_PID }
var _WEXITED: Int32 { WEXITED }
var _WNOWAIT: Int32 { WNOWAIT }
#if os(Linux) || os(Android)
  /// `PR_SET_CHILD_SUBREAPER` (Linux 3.4), which <sys/prctl.h> defines but Glibc's module does
  /// not export.
  var _PR_SET_CHILD_SUBREAPER: Int32 { 36 }
#endif

// MARK: Processors

var __SC_NPROCESSORS_ONLN: Int32 { Int32(_SC_NPROCESSORS_ONLN) }
