import MonsoonSystem

/// Whether this process has started an interactive child (``ChildProcess/Role/interactive``)
/// and so ignores `SIGINT` from then on. Setting `SIG_IGN` is not enough where the signal is
/// blocked and a thread waits for it (``Signals/removeTemporaryFilesOnTermination()``): Linux
/// keeps a blocked signal pending even when ignored, and `sigwait` takes it; that thread reads
/// this flag and waits on.
enum InterruptsIgnored {
  private static let flag = LockedValue(false)

  /// Whether `SIGINT` is ignored.
  static var now: Bool { flag.current }

  /// Ignores `SIGINT` for the rest of the process's life.
  static func fromNowOn() {
    flag.withLock { $0 = true }
  }
}
