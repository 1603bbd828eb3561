#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

extension Menu {
  /// ``standard``, held in storage of the calling thread's own: equal to it, but sharing no
  /// memory with other threads' copies.
  ///
  /// States copy their menu often, and each copy counts a reference to the menu's tables.
  /// When threads replaying different logs all counted references to one set of tables,
  /// every count moved those tables' cache lines from core to core, and the reducer, which
  /// reads them, slowed down on every core.
  static var standardOfThisThread: Menu {
    if let stored = pthread_getspecific(threadCopyKey) {
      return Unmanaged<ThreadCopy>.fromOpaque(stored).takeUnretainedValue().menu
    }
    let copy = ThreadCopy(Menu.standard.separateCopy())
    guard pthread_setspecific(threadCopyKey, Unmanaged.passRetained(copy).toOpaque()) == 0 else {
      Unmanaged.passUnretained(copy).release()
      return Menu.standard
    }
    return copy.menu
  }

  /// An equal menu in newly allocated storage.
  private func separateCopy() -> Menu {
    Menu(
      prompts: prompts.map { $0 }, choiceCounts: choiceCounts.map { $0 },
      combinationCount: combinationCount, placeValues: placeValues.map { $0 },
      remainderMultipliers: remainderMultipliers.map { $0 },
      packedChoiceCounts: packedChoiceCounts)
  }
}

/// A thread's copy of the standard menu, kept in its thread-specific storage.
private final class ThreadCopy {
  let menu: Menu

  init(_ menu: Menu) {
    self.menu = menu
  }
}

/// The key of each thread's ``ThreadCopy``; a thread's copy is released when it ends.
private let threadCopyKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, releaseThreadCopy)
  return key
}()

#if canImport(Darwin)
  private func releaseThreadCopy(_ stored: UnsafeMutableRawPointer) {
    Unmanaged<ThreadCopy>.fromOpaque(stored).release()
  }
#else
  private func releaseThreadCopy(_ stored: UnsafeMutableRawPointer?) {
    guard let stored else { return }
    Unmanaged<ThreadCopy>.fromOpaque(stored).release()
  }
#endif
