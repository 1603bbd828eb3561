import MonsoonSystem

/// The temporary files the process has made and not yet renamed or removed, so that a signal
/// that ends the process (``Signals/removeTemporaryFilesOnTermination()``) takes them away.
package enum TemporaryFiles {
  private static let paths = LockedValue<Set<FilePath>>([])

  /// Notes a file about to be created.
  static func add(_ path: FilePath) {
    paths.withLock { _ = $0.insert(path) }
  }

  /// Forgets a file that was renamed or removed.
  static func remove(_ path: FilePath) {
    paths.withLock { _ = $0.remove(path) }
  }

  /// Removes every file noted, holding the list's lock from then on so that no new one is
  /// made: for a process about to end. `end` runs with the lock held and must not return.
  static func removeAll(thenEnd end: () -> Never) -> Never {
    paths.withLock { paths in
      for path in paths { try? path.remove() }
      end()
    }
  }
}
