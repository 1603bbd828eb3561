#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's constants for descriptors, pipes, access checks, file names and directory
// entries that only the tool's side (MonsoonToolSystem) uses, as `_NAME` for the C `NAME` (see
// ../Constants.swift): here, in ToolSide/, which the app's copy (scripts/make-playground.sh)
// leaves out.

// MARK: Error numbers

package var _EACCES: Int32 { EACCES }
package var _EBADF: Int32 { EBADF }
package var _EEXIST: Int32 { EEXIST }
package var _EISDIR: Int32 { EISDIR }
package var _ELOOP: Int32 { ELOOP }
package var _ENOTDIR: Int32 { ENOTDIR }

// MARK: Descriptors, pipes and access

package var _O_EXCL: Int32 { O_EXCL }
package var _O_TRUNC: Int32 { O_TRUNC }
package var _O_NOFOLLOW: Int32 { O_NOFOLLOW }
package var _F_GETFD: Int32 { F_GETFD }
package var _F_GETFL: Int32 { F_GETFL }
package var _F_SETFL: Int32 { F_SETFL }
package var _F_SETFD: Int32 { F_SETFD }
package var _FD_CLOEXEC: Int32 { FD_CLOEXEC }
package var _POLLIN: Int16 { Int16(POLLIN) }
package var _POLLHUP: Int16 { Int16(POLLHUP) }
package var _POLLERR: Int16 { Int16(POLLERR) }
package var _AT_EACCESS: Int32 { AT_EACCESS }
package var _W_OK: Int32 { W_OK }
package var _AT_FDCWD: Int32 { AT_FDCWD }
package var _PATH_MAX: Int32 { PATH_MAX }

// MARK: Directory entries

package var _DT_DIR: Int32 { Int32(DT_DIR) }
package var _DT_REG: Int32 { Int32(DT_REG) }
package var _DT_LNK: Int32 { Int32(DT_LNK) }
package var _DT_UNKNOWN: Int32 { Int32(DT_UNKNOWN) }
