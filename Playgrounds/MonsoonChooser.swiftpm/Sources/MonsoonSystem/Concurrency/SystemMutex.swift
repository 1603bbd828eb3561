/// An error-checking pthread mutex at a fixed address (a mutex must not move): relocking it
/// from the thread that holds it, or unlocking it from another, stops the process with the
/// system's message instead of deadlocking or corrupting memory.
struct SystemMutex {
  /// The mutex, for a condition variable to wait with.
  let pointer: UnsafeMutablePointer<CInterop.Mutex>

  /// Allocates and initializes an unlocked mutex; ``destroy()`` frees it.
  init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: CInterop.Mutex())
    var attributes = CInterop.MutexAttributes()
    checkPthread(system_pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
    checkPthread(
      system_pthread_mutexattr_settype(&attributes, _PTHREAD_MUTEX_ERRORCHECK),
      "pthread_mutexattr_settype")
    checkPthread(system_pthread_mutex_init(pointer, &attributes), "pthread_mutex_init")
    checkPthread(system_pthread_mutexattr_destroy(&attributes), "pthread_mutexattr_destroy")
  }

  /// Waits until no other thread holds the mutex, then holds it.
  func lock() {
    checkPthread(system_pthread_mutex_lock(pointer), "pthread_mutex_lock")
  }

  /// Releases the mutex, which the calling thread holds.
  func unlock() {
    checkPthread(system_pthread_mutex_unlock(pointer), "pthread_mutex_unlock")
  }

  /// Destroys and frees the mutex, which no thread holds.
  func destroy() {
    checkPthread(system_pthread_mutex_destroy(pointer), "pthread_mutex_destroy")
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}
