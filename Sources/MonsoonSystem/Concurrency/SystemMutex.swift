#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// An error-checking pthread mutex at a fixed address (a mutex must not move): relocking it
/// from the thread that holds it, or unlocking it from another, stops the process with the
/// system's message instead of deadlocking or corrupting memory.
struct SystemMutex {
  /// The mutex, for a condition variable to wait with.
  let pointer: UnsafeMutablePointer<pthread_mutex_t>

  /// Allocates and initializes an unlocked mutex; ``destroy()`` frees it.
  init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    checkPthread(pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
    checkPthread(
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK)),
      "pthread_mutexattr_settype")
    checkPthread(pthread_mutex_init(pointer, &attributes), "pthread_mutex_init")
    checkPthread(pthread_mutexattr_destroy(&attributes), "pthread_mutexattr_destroy")
  }

  /// Waits until no other thread holds the mutex, then holds it.
  func lock() {
    checkPthread(pthread_mutex_lock(pointer), "pthread_mutex_lock")
  }

  /// Releases the mutex, which the calling thread holds.
  func unlock() {
    checkPthread(pthread_mutex_unlock(pointer), "pthread_mutex_unlock")
  }

  /// Destroys and frees the mutex, which no thread holds.
  func destroy() {
    checkPthread(pthread_mutex_destroy(pointer), "pthread_mutex_destroy")
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}
