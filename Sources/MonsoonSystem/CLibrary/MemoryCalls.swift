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
func system_strerror_r(
  _ number: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int
) -> Int32 {
  strerror_r(number, buffer, size)
}

@discardableResult
func system_sin(_ angle: Double) -> Double {
  sin(angle)
}
