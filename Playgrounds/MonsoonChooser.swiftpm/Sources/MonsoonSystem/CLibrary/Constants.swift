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
// no other file of the module imports the C library.

// MARK: Error numbers

var _EAGAIN: Int32 { EAGAIN }
var _EACCES: Int32 { EACCES }
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
var _EPERM: Int32 { EPERM }
var _EPIPE: Int32 { EPIPE }
var _ESPIPE: Int32 { ESPIPE }
var _ESRCH: Int32 { ESRCH }
var _ETIMEDOUT: Int32 { ETIMEDOUT }
var _EWOULDBLOCK: Int32 { EWOULDBLOCK }

// MARK: Opening files and descriptors

var _O_RDONLY: Int32 { O_RDONLY }
var _O_WRONLY: Int32 { O_WRONLY }
var _O_RDWR: Int32 { O_RDWR }
var _O_CREAT: Int32 { O_CREAT }
var _O_EXCL: Int32 { O_EXCL }
var _O_TRUNC: Int32 { O_TRUNC }
var _O_APPEND: Int32 { O_APPEND }
var _O_NOFOLLOW: Int32 { O_NOFOLLOW }
var _O_NONBLOCK: Int32 { O_NONBLOCK }
var _O_CLOEXEC: Int32 { O_CLOEXEC }
var _F_GETFD: Int32 { F_GETFD }
var _F_GETFL: Int32 { F_GETFL }
var _F_SETFL: Int32 { F_SETFL }
var _F_SETFD: Int32 { F_SETFD }
var _FD_CLOEXEC: Int32 { FD_CLOEXEC }
var _POLLIN: Int16 { Int16(POLLIN) }
var _POLLHUP: Int16 { Int16(POLLHUP) }
var _POLLERR: Int16 { Int16(POLLERR) }
#if canImport(Darwin)
  var _F_FULLFSYNC: Int32 { F_FULLFSYNC }
#endif
var _SEEK_SET: Int32 { SEEK_SET }
var _LOCK_EX: Int32 { LOCK_EX }
var _LOCK_NB: Int32 { LOCK_NB }
var _AT_FDCWD: Int32 { AT_FDCWD }
var _AT_EACCESS: Int32 { AT_EACCESS }
var _W_OK: Int32 { W_OK }
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

// MARK: Threads and clocks

var _PTHREAD_CREATE_DETACHED: Int32 { Int32(PTHREAD_CREATE_DETACHED) }
var _PTHREAD_CREATE_JOINABLE: Int32 { Int32(PTHREAD_CREATE_JOINABLE) }
var _PTHREAD_MUTEX_ERRORCHECK: Int32 { Int32(PTHREAD_MUTEX_ERRORCHECK) }
var _CLOCK_REALTIME: CInterop.ClockID { CLOCK_REALTIME }
var _CLOCK_MONOTONIC: CInterop.ClockID { CLOCK_MONOTONIC }
var __SC_NPROCESSORS_ONLN: Int32 { Int32(_SC_NPROCESSORS_ONLN) }
