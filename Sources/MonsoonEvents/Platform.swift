#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The C library calls the log reader and writer need, in the one place that knows the platform.
enum Platform {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`.
  static func firstIndex(
    of byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = buffer.baseAddress else { return nil }
    guard let found = memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: UnsafeRawPointer(found))
  }

  /// Reads up to `buffer.count` bytes, retrying when a signal interrupts the call.
  /// - Returns: the number of bytes read, 0 at the end of the input, or `-errno` on failure.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { return -Int(errno) }
    }
  }

  /// Writes all of `buffer`, retrying after short writes and interrupts.
  /// - Returns: 0, or the `errno` of the failed call.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < buffer.count {
      guard let base = buffer.baseAddress else { return 0 }
      let count = systemWrite(descriptor, base + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return 0
  }

  /// Flushes the file's data to stable storage.
  /// - Returns: 0, or the `errno` of the failed call.
  static func synchronize(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return fsync(descriptor) == 0 ? 0 : errno
  }

  /// Opens a file and returns its descriptor, or `-errno`.
  static func open(_ path: String, flags: Int32, mode: UInt32 = 0o644) -> Int32 {
    let descriptor = systemOpen(path, flags | O_CLOEXEC, mode_t(mode))
    return descriptor >= 0 ? descriptor : -errno
  }

  /// Closes a descriptor, ignoring errors (the data was already written or never needed).
  static func close(_ descriptor: Int32) {
    _ = systemClose(descriptor)
  }

  /// Moves a descriptor's read position to `offset` bytes from the start.
  /// - Returns: 0, or the `errno` of the failed call.
  static func seek(_ descriptor: Int32, to offset: Int) -> Int32 {
    lseek(descriptor, off_t(offset), SEEK_SET) >= 0 ? 0 : errno
  }

  /// Cuts the file to `length` bytes.
  /// - Returns: 0, or the `errno` of the failed call.
  static func truncate(_ descriptor: Int32, length: Int) -> Int32 {
    ftruncate(descriptor, off_t(length)) == 0 ? 0 : errno
  }

  /// A sentence describing an `errno` value.
  static func message(forErrno code: Int32) -> String {
    String(cString: strerror(code))
  }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

private func systemClose(_ fd: Int32) -> Int32 {
  close(fd)
}
