package import MonsoonSystem

/// A process, by its id.
package struct ProcessID: Hashable, Sendable {
  /// The C library's value.
  package let rawValue: Int32

  /// Wraps a process id.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// This process.
  package static var current: ProcessID { ProcessID(rawValue: system_getpid()) }

  /// Whether the process is running (or exists but belongs to someone else).
  /// - Throws: Errno when the system cannot tell (other than "no such process").
  package func isRunning() throws(Errno) -> Bool {
    if system_kill(rawValue, 0) == 0 { return true }
    switch Errno.current {
    case Errno(rawValue: _EPERM): return true
    case Errno(rawValue: _ESRCH): return false
    case let error: throw error
    }
  }
}

/// Who the process is, for deciding whether to trust a file someone else may have planted.
package enum UserID {
  /// The user id the process acts as (its effective user), which owns the files it creates.
  package static var effective: UInt32 { system_geteuid() }
}
