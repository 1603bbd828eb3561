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

// The C library's calls on pipes, directories, terminals and files that only the tool's side
// makes (MonsoonToolSystem): `system_NAME` calls the C `NAME` with the same arguments and
// returns what it returns, as MonsoonSystem's CLibrary/FileCalls.swift, whose calls this
// module uses too.

@discardableResult
func system_open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: CInterop.Mode) -> Int32 {
  open(path, flags, mode)
}

@discardableResult
func system_pipe(_ descriptors: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(descriptors)
}

#if os(Linux) || os(Android)
  /// `pipe2`, or `nil` where the C library has none. Glibc's module does not export it (it
  /// needs _GNU_SOURCE), so it is looked up by name.
  @discardableResult
  func system_pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32? {
    typealias MakePipe = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    guard let symbol = dlsym(nil, "pipe2") else { return nil }
    return unsafeBitCast(symbol, to: MakePipe.self)(descriptors, flags)
  }
#endif

@discardableResult
func system_poll(
  _ descriptors: UnsafeMutablePointer<CInterop.PollDescriptor>, _ count: Int, _ timeout: Int32
) -> Int32 {
  poll(descriptors, numericCast(count), timeout)
}

@discardableResult
func system_isatty(_ fd: Int32) -> Int32 {
  isatty(fd)
}

@discardableResult
func system_fchmod(_ fd: Int32, _ mode: CInterop.Mode) -> Int32 {
  fchmod(fd, mode)
}

@discardableResult
func system_rename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  rename(from, to)
}

@discardableResult
func system_faccessat(
  _ fd: Int32, _ path: UnsafePointer<CChar>, _ mode: Int32, _ flags: Int32
) -> Int32 {
  faccessat(fd, path, mode, flags)
}

@discardableResult
func system_mkstemps(_ template: UnsafeMutablePointer<CChar>, _ suffixLength: Int32) -> Int32 {
  mkstemps(template, suffixLength)
}

@discardableResult
func system_opendir(_ path: UnsafePointer<CChar>) -> CInterop.DirectoryStream? {
  opendir(path)
}

@discardableResult
func system_readdir(
  _ directory: CInterop.DirectoryStream
) -> UnsafeMutablePointer<CInterop.DirectoryEntry>? {
  readdir(directory)
}

@discardableResult
func system_closedir(_ directory: CInterop.DirectoryStream) -> Int32 {
  closedir(directory)
}
