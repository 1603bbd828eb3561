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
// other modules (the tool's side, MonsoonToolSystem, among them); those only the tool's side
// uses are in ToolSide/.

// MARK: Error numbers

package var _EAGAIN: Int32 { EAGAIN }
var _EINTR: Int32 { EINTR }
var _ENOENT: Int32 { ENOENT }
var _ESPIPE: Int32 { ESPIPE }
var _ETIMEDOUT: Int32 { ETIMEDOUT }
var _EWOULDBLOCK: Int32 { EWOULDBLOCK }

// MARK: Opening files and descriptors

package var _O_RDONLY: Int32 { O_RDONLY }
package var _O_WRONLY: Int32 { O_WRONLY }
package var _O_RDWR: Int32 { O_RDWR }
package var _O_CREAT: Int32 { O_CREAT }
var _O_APPEND: Int32 { O_APPEND }
package var _O_NONBLOCK: Int32 { O_NONBLOCK }
package var _O_CLOEXEC: Int32 { O_CLOEXEC }
#if canImport(Darwin)
  var _F_FULLFSYNC: Int32 { F_FULLFSYNC }
#endif
var _SEEK_SET: Int32 { SEEK_SET }
var _LOCK_EX: Int32 { LOCK_EX }
var _LOCK_NB: Int32 { LOCK_NB }

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
