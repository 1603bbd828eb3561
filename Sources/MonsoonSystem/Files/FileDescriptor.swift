/// An open file descriptor, shaped like swift-system's `FileDescriptor`: each call is one
/// system call (retried when a signal interrupts it) that throws the ``Errno`` it failed with.
///
/// A descriptor is a number, not an owner: whoever opened it closes it, once.
package struct FileDescriptor: Hashable, Sendable {
  /// The C library's descriptor.
  package let rawValue: Int32

  /// Wraps a descriptor the caller already has.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Standard input, descriptor 0.
  package static var standardInput: FileDescriptor { FileDescriptor(rawValue: 0) }

  /// Closes the descriptor. Never retried: after an interrupted `close` the descriptor is
  /// closed on Linux, and may be reused by another thread at once.
  /// - Throws: ``Errno``; the descriptor is closed either way, but data written without
  ///   ``synchronize()`` may not have reached the disk.
  package func close() throws(Errno) {
    guard system_close(rawValue) == 0 else { throw Errno.current }
  }

  /// Reads up to `buffer.count` bytes at the read position, moving it.
  /// - Returns: the number of bytes read; 0 at the end of the input.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
    try retryingInterrupts { system_read(rawValue, buffer.baseAddress, buffer.count) }
  }

  /// Reads up to `buffer.count` bytes at `offset` in one call, leaving the read position alone.
  /// - Returns: the number of bytes read; 0 at the end of the file.
  /// - Throws: ``Errno``; ``Errno/notSeekable`` on a pipe, socket or terminal.
  package func read(
    fromAbsoluteOffset offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(Errno) -> Int {
    try retryingInterrupts {
      system_pread(rawValue, buffer.baseAddress, buffer.count, CInterop.Offset(offset))
    }
  }

  /// Fills `buffer` from `offset` on, leaving the read position alone; fewer bytes only at the
  /// end of the file.
  /// - Returns: the number of bytes read.
  package func readFully(
    fromAbsoluteOffset offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(Errno) -> Int {
    var done = 0
    while done < buffer.count {
      let count = try read(
        fromAbsoluteOffset: offset + done,
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
      if count == 0 { break }
      done += count
    }
    return done
  }

  /// Writes all of `buffer` at the write position (the end, for a file opened to append),
  /// going on after short writes.
  package func writeAll(_ buffer: UnsafeRawBufferPointer) throws(Errno) {
    var done = 0
    while done < buffer.count, let base = buffer.baseAddress {
      done += try retryingInterrupts { system_write(rawValue, base + done, buffer.count - done) }
    }
  }

  /// Writes all of `bytes` at the write position.
  package func writeAll(_ bytes: [UInt8]) throws(Errno) {
    // `withUnsafeBytes` rethrows untyped errors, so the typed one travels in a `Result`.
    try bytes.withUnsafeBytes { buffer in
      Result { () throws(Errno) in try writeAll(buffer) }
    }.get()
  }

  /// Moves the read and write position to `offset` bytes from the start.
  package func seek(toAbsoluteOffset offset: Int) throws(Errno) {
    _ = try retryingInterrupts { system_lseek(rawValue, CInterop.Offset(offset), _SEEK_SET) }
  }

  /// Cuts (or extends with zeros) the file to `length` bytes.
  package func resize(to length: Int) throws(Errno) {
    _ = try retryingInterrupts { system_ftruncate(rawValue, CInterop.Offset(length)) }
  }

  /// Flushes the file's data to stable storage (`F_FULLFSYNC` on Apple systems, where plain
  /// `fsync` stops at the drive's cache).
  package func synchronize() throws(Errno) {
    #if canImport(Darwin)
      if system_fcntl(rawValue, _F_FULLFSYNC) == 0 { return }
    #endif
    _ = try retryingInterrupts { system_fsync(rawValue) }
  }

  /// What the system says about the open file.
  package func status() throws(Errno) -> FileStatus {
    var status = CInterop.Stat()
    _ = try retryingInterrupts { system_fstat(rawValue, &status) }
    return FileStatus(status)
  }

  /// Takes an exclusive advisory lock on the file without waiting; it lasts until the file is
  /// closed.
  /// - Throws: ``Errno``, for which ``Errno/isWouldBlock`` holds when another process holds the
  ///   lock.
  package func lockExclusively() throws(Errno) {
    _ = try retryingInterrupts { system_flock(rawValue, _LOCK_EX | _LOCK_NB) }
  }

  /// Takes an exclusive advisory lock, trying again every few milliseconds while another
  /// holder has it, for at most `milliseconds`.
  /// - Throws: ``Errno``; `EWOULDBLOCK` when the lock was still held at the end.
  package func lockExclusively(waitingAtMost milliseconds: Int) throws(Errno) {
    let deadline = SystemClock.monotonicNanoseconds() + milliseconds * 1_000_000
    while true {
      do {
        return try lockExclusively()
      } catch {
        guard error.isWouldBlock, SystemClock.monotonicNanoseconds() < deadline else {
          throw error
        }
        var pause = CInterop.TimeSpec(tv_sec: 0, tv_nsec: 5_000_000)
        system_nanosleep(&pause, nil)
      }
    }
  }
}
