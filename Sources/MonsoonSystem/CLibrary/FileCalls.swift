#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's calls on files, descriptors, directories and clocks that the package makes:
// `system_NAME` calls the C `NAME` with the same arguments and returns what it returns, so
// that no other file of the module imports the C library (swift-system's Syscalls.swift).
// Each sets `errno` as the C call does; the callers read it (`Errno.current`) where they
// always have. The calls only the tool's side makes are in ToolSide/ (FileSystemCalls.swift,
// ProcessCalls.swift, ...), which the app's copy (scripts/make-playground.sh) leaves out.

/// The calling thread's `errno`.
package var system_errno: Int32 {
  get { errno }
  set { errno = newValue }
}

@discardableResult
package func system_open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: CInterop.Mode) -> Int32 {
  open(path, flags, mode)
}

@discardableResult
func system_close(_ fd: Int32) -> Int32 {
  close(fd)
}

@discardableResult
func system_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

@discardableResult
func system_pread(
  _ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int, _ offset: CInterop.Offset
) -> Int {
  pread(fd, buffer, count, offset)
}

@discardableResult
func system_write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}

@discardableResult
func system_lseek(_ fd: Int32, _ offset: CInterop.Offset, _ whence: Int32) -> CInterop.Offset {
  lseek(fd, offset, whence)
}

@discardableResult
func system_ftruncate(_ fd: Int32, _ length: CInterop.Offset) -> Int32 {
  ftruncate(fd, length)
}

@discardableResult
func system_fsync(_ fd: Int32) -> Int32 {
  fsync(fd)
}

@discardableResult
package func system_fcntl(_ fd: Int32, _ command: Int32) -> Int32 {
  fcntl(fd, command)
}

@discardableResult
package func system_fcntl(_ fd: Int32, _ command: Int32, _ value: Int32) -> Int32 {
  fcntl(fd, command, value)
}

@discardableResult
func system_flock(_ fd: Int32, _ operation: Int32) -> Int32 {
  flock(fd, operation)
}

@discardableResult
func system_fstat(_ fd: Int32, _ status: inout CInterop.Stat) -> Int32 {
  fstat(fd, &status)
}

@discardableResult
func system_stat(_ path: UnsafePointer<CChar>, _ status: inout CInterop.Stat) -> Int32 {
  stat(path, &status)
}

@discardableResult
func system_clock_gettime(_ clock: CInterop.ClockID, _ time: inout CInterop.TimeSpec) -> Int32 {
  clock_gettime(clock, &time)
}

@discardableResult
func system_nanosleep(
  _ request: UnsafePointer<CInterop.TimeSpec>, _ remaining: UnsafeMutablePointer<CInterop.TimeSpec>?
) -> Int32 {
  nanosleep(request, remaining)
}
