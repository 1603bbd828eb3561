#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's calls on pipes, terminals, directories, file names and positioned writes that
// only the tool's side (MonsoonToolSystem) makes: `system_NAME` calls the C `NAME` with the same arguments and
// returns what it returns (see ../FileCalls.swift). Here, in ToolSide/, which the app's copy
// (scripts/make-playground.sh) leaves out.

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

@discardableResult
package func system_realpath(
  _ path: UnsafePointer<CChar>, _ resolved: UnsafeMutablePointer<CChar>?
) -> UnsafeMutablePointer<CChar>? {
  realpath(path, resolved)
}

@discardableResult
package func system_readlink(
  _ path: UnsafePointer<CChar>, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int
) -> Int {
  readlink(path, buffer, size)
}

@discardableResult
package func system_unlink(_ path: UnsafePointer<CChar>) -> Int32 {
  unlink(path)
}

@discardableResult
package func system_mkdir(_ path: UnsafePointer<CChar>, _ mode: CInterop.Mode) -> Int32 {
  mkdir(path, mode)
}

@discardableResult
package func system_pwrite(
  _ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ offset: CInterop.Offset
) -> Int {
  pwrite(fd, buffer, count, offset)
}

@discardableResult
package func system_lstat(_ path: UnsafePointer<CChar>, _ status: inout CInterop.Stat) -> Int32 {
  lstat(path, &status)
}
