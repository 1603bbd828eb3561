#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The C library calls the package makes, in the files that know the platform: the log reader
/// and writer's here, and each other module's in its own extension.
package enum Platform {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`.
  package static func firstIndex(
    of byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = buffer.baseAddress else { return nil }
    guard let found = memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: UnsafeRawPointer(found))
  }

  /// Reads up to `buffer.count` bytes, retrying when a signal interrupts the call.
  /// - Returns: the number of bytes read, 0 at the end of the input, or `-errno` on failure.
  package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { return -Int(errno) }
    }
  }

  /// Reads up to `buffer.count` bytes at `offset` of an open file in one call, without moving
  /// its read position, retrying when a signal interrupts the call.
  /// - Returns: the number of bytes read, 0 at the end of the file, or `-errno` on failure
  ///   (`-notSeekable` for a pipe).
  package static func readOnce(
    _ descriptor: Int32, at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) -> Int {
    while true {
      let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
      if count >= 0 { return count }
      if errno != EINTR { return -Int(errno) }
    }
  }

  /// The `errno` of a positioned read on a pipe, socket or terminal.
  package static let notSeekable = ESPIPE

  /// Writes all of `buffer`, retrying after short writes and interrupts.
  /// - Returns: 0, or the `errno` of the failed call.
  package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
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
  package static func synchronize(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return fsync(descriptor) == 0 ? 0 : errno
  }

  /// Opens a file and returns its descriptor, or `-errno`.
  package static func open(_ path: String, flags: Int32, mode: UInt32 = 0o644) -> Int32 {
    let descriptor = systemOpen(path, flags | O_CLOEXEC, mode_t(mode))
    return descriptor >= 0 ? descriptor : -errno
  }

  /// Closes a descriptor, ignoring errors (the data was already written or never needed).
  package static func close(_ descriptor: Int32) {
    _ = systemClose(descriptor)
  }

  /// Moves a descriptor's read position to `offset` bytes from the start.
  /// - Returns: 0, or the `errno` of the failed call.
  package static func seek(_ descriptor: Int32, to offset: Int) -> Int32 {
    lseek(descriptor, off_t(offset), SEEK_SET) >= 0 ? 0 : errno
  }

  /// Cuts the file to `length` bytes.
  /// - Returns: 0, or the `errno` of the failed call.
  package static func truncate(_ descriptor: Int32, length: Int) -> Int32 {
    ftruncate(descriptor, off_t(length)) == 0 ? 0 : errno
  }

  /// Opens (creating it when missing) a file for reading and appending, and returns its
  /// descriptor, or `-errno`.
  package static func openForAppending(_ path: String) -> Int32 {
    open(path, flags: O_RDWR | O_APPEND | O_CREAT)
  }

  /// The size of an open file in bytes, or `-errno`.
  package static func fileSize(_ descriptor: Int32) -> Int {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return -Int(errno) }
    return Int(status.st_size)
  }

  /// Whether an open descriptor is a regular file (not a device, pipe or socket).
  package static func isRegularFile(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFREG
  }

  /// The identity (device, inode, size, modification and change times) of an open regular
  /// file, or `nil` for anything else.
  package static func identity(_ descriptor: Int32) -> FileIdentity? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    func nanoseconds(_ time: timespec) -> Int64 {
      Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
    return FileIdentity(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino), size: Int(status.st_size),
      modificationTime: nanoseconds(modified), changeTime: nanoseconds(changed))
  }

  /// Reads up to `buffer.count` bytes at `offset` of an open file without moving its read
  /// position, retrying after short reads and interrupts.
  /// - Returns: the number of bytes read (fewer only at the end of the file), or `-errno`.
  package static func read(
    _ descriptor: Int32, at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) -> Int {
    var done = 0
    while done < buffer.count, let base = buffer.baseAddress {
      let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
      if count < 0 {
        if errno == EINTR { continue }
        return -Int(errno)
      }
      if count == 0 { break }
      done += count
    }
    return done
  }

  /// The byte at `offset` of an open file, or `nil` when it cannot be read.
  package static func byte(at offset: Int, of descriptor: Int32) -> UInt8? {
    var byte: UInt8 = 0
    let count = withUnsafeMutableBytes(of: &byte) { buffer in
      pread(descriptor, buffer.baseAddress, 1, off_t(offset))
    }
    return count == 1 ? byte : nil
  }

  /// Takes an exclusive advisory lock on an open file without waiting.
  /// - Returns: 0, or the `errno` of the failed call (`EWOULDBLOCK` when another process
  ///   holds the lock).
  package static func lockExclusively(_ descriptor: Int32) -> Int32 {
    flock(descriptor, LOCK_EX | LOCK_NB) == 0 ? 0 : errno
  }

  /// Whether an `errno` value means another process holds a lock.
  package static func isLockContention(_ code: Int32) -> Bool {
    code == EWOULDBLOCK || code == EAGAIN
  }

  /// Flushes the directory holding `path` to stable storage, so that a newly created file's
  /// name survives a crash.
  /// - Returns: 0, or the `errno` of the failed call.
  package static func synchronizeDirectory(containing path: String) -> Int32 {
    let directory: String
    if let slash = path.lastIndex(of: "/") {
      directory = slash == path.startIndex ? "/" : String(path[..<slash])
    } else {
      directory = "."
    }
    let descriptor = open(directory, flags: O_RDONLY)
    guard descriptor >= 0 else { return -descriptor }
    defer { close(descriptor) }
    return synchronize(descriptor)
  }

  /// A sentence describing an `errno` value; safe to call from any thread.
  package static func message(forErrno code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard strerror_r(code, &buffer, buffer.count) == 0 else { return "error \(code)" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// A failed system call, with its `errno`.
package struct PlatformError: Error {
  /// The `errno` value.
  package let code: Int32

  /// Wraps an `errno` value.
  package init(_ code: Int32) {
    self.code = code
  }

  /// The system's sentence for it.
  package var message: String { Platform.message(forErrno: code) }
}

func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

func systemClose(_ fd: Int32) -> Int32 {
  close(fd)
}
