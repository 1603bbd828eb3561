#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's constants that the package uses, each as `_NAME` for the C `NAME` (as
// swift-system's Constants.swift has them), typed as the calls that take them expect, so that
// no other file of the package imports the C library. Those marked `package` are used by the
// other modules (the tool's side, MonsoonToolSystem, among them).

// MARK: Error numbers

package var _EAGAIN: Int32 { EAGAIN }
var _EBADF: Int32 { EBADF }
var _ECHILD: Int32 { ECHILD }
var _EEXIST: Int32 { EEXIST }
var _EILSEQ: Int32 { EILSEQ }
var _EINTR: Int32 { EINTR }
var _EISDIR: Int32 { EISDIR }
var _ELOOP: Int32 { ELOOP }
var _ENOENT: Int32 { ENOENT }
var _ENOSPC: Int32 { ENOSPC }
var _ENOTDIR: Int32 { ENOTDIR }
var _EPIPE: Int32 { EPIPE }
var _ESPIPE: Int32 { ESPIPE }
var _ETIMEDOUT: Int32 { ETIMEDOUT }
var _EWOULDBLOCK: Int32 { EWOULDBLOCK }

// MARK: Opening files and descriptors

package var _O_RDONLY: Int32 { O_RDONLY }
package var _O_WRONLY: Int32 { O_WRONLY }
package var _O_RDWR: Int32 { O_RDWR }
package var _O_CREAT: Int32 { O_CREAT }
var _O_EXCL: Int32 { O_EXCL }
package var _O_TRUNC: Int32 { O_TRUNC }
var _O_APPEND: Int32 { O_APPEND }
var _O_NOFOLLOW: Int32 { O_NOFOLLOW }
package var _O_NONBLOCK: Int32 { O_NONBLOCK }
package var _O_CLOEXEC: Int32 { O_CLOEXEC }
var _F_GETFD: Int32 { F_GETFD }
package var _F_GETFL: Int32 { F_GETFL }
package var _F_SETFL: Int32 { F_SETFL }
#if canImport(Darwin)
  var _F_FULLFSYNC: Int32 { F_FULLFSYNC }
#endif
var _SEEK_SET: Int32 { SEEK_SET }
var _LOCK_EX: Int32 { LOCK_EX }
var _LOCK_NB: Int32 { LOCK_NB }
package var _AT_FDCWD: Int32 { AT_FDCWD }
var _PATH_MAX: Int32 { PATH_MAX }

// MARK: Kinds of file

var _S_IFMT: CInterop.Mode { S_IFMT }
var _S_IFREG: CInterop.Mode { S_IFREG }
var _S_IFDIR: CInterop.Mode { S_IFDIR }
var _S_IFLNK: CInterop.Mode { S_IFLNK }
var _S_IFIFO: CInterop.Mode { S_IFIFO }
var _S_IFSOCK: CInterop.Mode { S_IFSOCK }
var _S_IFCHR: CInterop.Mode { S_IFCHR }
var _S_IFBLK: CInterop.Mode { S_IFBLK }

// MARK: Threads and clocks

var _PTHREAD_CREATE_DETACHED: Int32 { Int32(PTHREAD_CREATE_DETACHED) }
var _PTHREAD_CREATE_JOINABLE: Int32 { Int32(PTHREAD_CREATE_JOINABLE) }
var _PTHREAD_MUTEX_ERRORCHECK: Int32 { Int32(PTHREAD_MUTEX_ERRORCHECK) }
var _CLOCK_REALTIME: CInterop.ClockID { CLOCK_REALTIME }
var _CLOCK_MONOTONIC: CInterop.ClockID { CLOCK_MONOTONIC }

// MARK: The tool's side (MonsoonToolSystem): Error numbers

package var _EACCES: Int32 { EACCES }
package var _EPERM: Int32 { EPERM }
package var _ESRCH: Int32 { ESRCH }

// MARK: The tool's side (MonsoonToolSystem): Descriptors, pipes and access

package var _F_SETFD: Int32 { F_SETFD }
package var _FD_CLOEXEC: Int32 { FD_CLOEXEC }
package var _POLLIN: Int16 { Int16(POLLIN) }
package var _POLLHUP: Int16 { Int16(POLLHUP) }
package var _POLLERR: Int16 { Int16(POLLERR) }
package var _AT_EACCESS: Int32 { AT_EACCESS }
package var _W_OK: Int32 { W_OK }

// MARK: The tool's side (MonsoonToolSystem): Directory entries

package var _DT_DIR: Int32 { Int32(DT_DIR) }
package var _DT_REG: Int32 { Int32(DT_REG) }
package var _DT_LNK: Int32 { Int32(DT_LNK) }
package var _DT_UNKNOWN: Int32 { Int32(DT_UNKNOWN) }

// MARK: The tool's side (MonsoonToolSystem): Signals

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

// MARK: The tool's side (MonsoonToolSystem): Waiting for children

package var _P_PID: CInterop.IDType { P_PID }
package var _WEXITED: Int32 { WEXITED }
package var _WNOWAIT: Int32 { WNOWAIT }
#if os(Linux) || os(Android)
  /// `PR_SET_CHILD_SUBREAPER` (Linux 3.4), which <sys/prctl.h> defines but Glibc's module does
  /// not export.
  package var _PR_SET_CHILD_SUBREAPER: Int32 { 36 }
#endif

// MARK: The tool's side (MonsoonToolSystem): Processors

package var __SC_NPROCESSORS_ONLN: Int32 { Int32(_SC_NPROCESSORS_ONLN) }
