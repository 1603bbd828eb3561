#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's memory, string and arithmetic functions that the package calls:
// `system_NAME` calls the C `NAME` with the same arguments and returns what it returns (see
// FileCalls.swift).

@discardableResult
func system_memchr(
  _ buffer: UnsafeRawPointer, _ byte: Int32, _ count: Int
) -> UnsafeMutableRawPointer? {
  memchr(buffer, byte, count)
}

@discardableResult
func system_strlen(_ string: UnsafePointer<CChar>) -> Int {
  strlen(string)
}

@discardableResult
func system_strdup(_ string: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
  strdup(string)
}

func system_free(_ pointer: UnsafeMutableRawPointer?) {
  free(pointer)
}

@discardableResult
func system_strerror_r(
  _ number: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int
) -> Int32 {
  strerror_r(number, buffer, size)
}

@discardableResult
func system_sin(_ angle: Double) -> Double {
  sin(angle)
}

@discardableResult
func system_cos(_ angle: Double) -> Double {
  cos(angle)
}

#if canImport(Glibc)
  /// glibc's `mallopt`, which sets a parameter of its allocator: 1 when it took it, 0 when
  /// not, -1 when the C library has none. Declared in `<malloc.h>`, which the Glibc module
  /// does not import, so it is looked up by name.
  @discardableResult
  func system_mallopt(_ parameter: Int32, _ value: Int32) -> Int32 {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return -1 }
    return unsafeBitCast(symbol, to: Mallopt.self)(parameter, value)
  }
#endif
