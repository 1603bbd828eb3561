package import MonsoonSystem

extension FileDescriptor {
  /// A new pipe: bytes written to `write` are read from `read`. Both ends are closed when this
  /// process starts another program (`O_CLOEXEC`; where the C library has no `pipe2`, set just
  /// after the pipe is made), so a child gets an end only as a ``ChildProcess/Redirection``.
  /// - Throws: ``Errno`` when the system has no descriptor left.
  package static func pipe() throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    #if os(Linux) || os(Android)
      if let made = system_pipe2(&ends, _O_CLOEXEC) {
        guard made == 0 else { throw Errno.current }
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
      }
    #endif
    guard system_pipe(&ends) == 0 else { throw Errno.current }
    for end in ends { system_fcntl(end, _F_SETFD, _FD_CLOEXEC) }
    return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
  }

  /// Makes reads return at once when there is nothing to read (sets `O_NONBLOCK`): they then
  /// throw an ``Errno`` for which ``Errno/isWouldBlock`` holds.
  package func makeNonBlocking() throws(Errno) {
    let flags = try retryingInterrupts { system_fcntl(rawValue, _F_GETFL) }
    _ = try retryingInterrupts { system_fcntl(rawValue, _F_SETFL, flags | _O_NONBLOCK) }
  }

  /// Waits until at least one of `descriptors` has something to read (or its writers are
  /// gone, which a read then tells as the end), or until `nanoseconds` pass (`nil`: no limit).
  /// A signal that interrupts the wait ends it early, with nothing ready.
  /// - Returns: for each descriptor, whether a read would not wait.
  /// - Throws: ``Errno`` from `poll`, other than an interruption.
  package static func waitForInput(
    _ descriptors: [FileDescriptor], atMost nanoseconds: Int?
  ) throws(Errno) -> [Bool] {
    var entries = descriptors.map {
      CInterop.PollDescriptor(fd: $0.rawValue, events: _POLLIN, revents: 0)
    }
    // Rounded up, so that a wait never ends before its time and then finds nothing to do.
    let milliseconds = nanoseconds.map { Int32(clamping: (max(0, $0) + 999_999) / 1_000_000) }
    let result = entries.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { system_poll($0, buffer.count, milliseconds ?? -1) } ?? 0
    }
    if result < 0 {
      let error = Errno.current
      guard error == .interrupted else { throw error }
      return descriptors.map { _ in false }
    }
    return entries.map { $0.revents & (_POLLIN | _POLLHUP | _POLLERR) != 0 }
  }
}
