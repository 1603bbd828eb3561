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
// always have.

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
func system_pwrite(
  _ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ offset: CInterop.Offset
) -> Int {
  pwrite(fd, buffer, count, offset)
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
func system_lstat(_ path: UnsafePointer<CChar>, _ status: inout CInterop.Stat) -> Int32 {
  lstat(path, &status)
}

@discardableResult
func system_utimensat(
  _ fd: Int32, _ path: UnsafePointer<CChar>, _ times: UnsafePointer<CInterop.TimeSpec>,
  _ flags: Int32
) -> Int32 {
  utimensat(fd, path, times, flags)
}

@discardableResult
func system_realpath(
  _ path: UnsafePointer<CChar>, _ resolved: UnsafeMutablePointer<CChar>?
) -> UnsafeMutablePointer<CChar>? {
  realpath(path, resolved)
}

@discardableResult
func system_readlink(
  _ path: UnsafePointer<CChar>, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int
) -> Int {
  readlink(path, buffer, size)
}

@discardableResult
func system_unlink(_ path: UnsafePointer<CChar>) -> Int32 {
  unlink(path)
}

@discardableResult
func system_mkdir(_ path: UnsafePointer<CChar>, _ mode: CInterop.Mode) -> Int32 {
  mkdir(path, mode)
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

// MARK: Only the tool's side (MonsoonToolSystem): pipes, directories, terminals, files

@discardableResult
package func system_pipe(_ descriptors: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(descriptors)
}

#if os(Linux) || os(Android)
  /// `pipe2`, or `nil` where the C library has none. Glibc's module does not export it (it
  /// needs _GNU_SOURCE), so it is looked up by name.
  @discardableResult
  package func system_pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32? {
    typealias MakePipe = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    guard let symbol = dlsym(nil, "pipe2") else { return nil }
    return unsafeBitCast(symbol, to: MakePipe.self)(descriptors, flags)
  }
#endif

@discardableResult
package func system_poll(
  _ descriptors: UnsafeMutablePointer<CInterop.PollDescriptor>, _ count: Int, _ timeout: Int32
) -> Int32 {
  poll(descriptors, numericCast(count), timeout)
}

@discardableResult
package func system_isatty(_ fd: Int32) -> Int32 {
  isatty(fd)
}

@discardableResult
package func system_fchmod(_ fd: Int32, _ mode: CInterop.Mode) -> Int32 {
  fchmod(fd, mode)
}

@discardableResult
package func system_rename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  rename(from, to)
}

@discardableResult
package func system_faccessat(
  _ fd: Int32, _ path: UnsafePointer<CChar>, _ mode: Int32, _ flags: Int32
) -> Int32 {
  faccessat(fd, path, mode, flags)
}

@discardableResult
package func system_mkstemps(_ template: UnsafeMutablePointer<CChar>, _ suffixLength: Int32) -> Int32 {
  mkstemps(template, suffixLength)
}

@discardableResult
package func system_opendir(_ path: UnsafePointer<CChar>) -> CInterop.DirectoryStream? {
  opendir(path)
}

@discardableResult
package func system_readdir(
  _ directory: CInterop.DirectoryStream
) -> UnsafeMutablePointer<CInterop.DirectoryEntry>? {
  readdir(directory)
}

@discardableResult
package func system_closedir(_ directory: CInterop.DirectoryStream) -> Int32 {
  closedir(directory)
}
