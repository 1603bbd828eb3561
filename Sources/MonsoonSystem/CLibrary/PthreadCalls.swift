#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's thread, lock and condition calls that the package makes: `system_NAME`
// calls the C `NAME` with the same arguments and returns what it returns (see
// FileCalls.swift). They return an error number rather than set `errno`.

@discardableResult
func system_pthread_attr_init(_ attributes: inout CInterop.ThreadAttributes) -> Int32 {
  pthread_attr_init(&attributes)
}

@discardableResult
func system_pthread_attr_destroy(_ attributes: inout CInterop.ThreadAttributes) -> Int32 {
  pthread_attr_destroy(&attributes)
}

@discardableResult
func system_pthread_attr_setstacksize(
  _ attributes: inout CInterop.ThreadAttributes, _ size: Int
) -> Int32 {
  pthread_attr_setstacksize(&attributes, size)
}

@discardableResult
func system_pthread_attr_setdetachstate(
  _ attributes: inout CInterop.ThreadAttributes, _ state: Int32
) -> Int32 {
  pthread_attr_setdetachstate(&attributes, state)
}

@discardableResult
func system_pthread_create(
  _ thread: inout ThreadHandle, _ attributes: inout CInterop.ThreadAttributes,
  _ start: CInterop.ThreadStart, _ context: UnsafeMutableRawPointer?
) -> Int32 {
  pthread_create(&thread.handle, &attributes, start, context)
}

/// `pthread_setname_np` for the calling thread, with at most the first 15 bytes of `name`
/// where the system allows no more; where the C library cannot name a thread, nothing.
func system_pthread_setname_np(_ name: String) {
  #if canImport(Darwin)
    pthread_setname_np(name)
  #elseif canImport(Android)
    _ = pthread_setname_np(pthread_self(), String(decoding: name.utf8.prefix(15), as: UTF8.self))
  #else
    // Glibc and Musl declare `pthread_setname_np` only for _GNU_SOURCE, which their Swift
    // modules are not built with, so it is looked up by name (absent in a static Musl binary).
    typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
    guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
    let setName = unsafeBitCast(symbol, to: SetName.self)
    let shortName = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    _ = shortName.withCString { setName(pthread_self(), $0) }
  #endif
}

@discardableResult
func system_pthread_mutexattr_init(_ attributes: inout CInterop.MutexAttributes) -> Int32 {
  pthread_mutexattr_init(&attributes)
}

@discardableResult
func system_pthread_mutexattr_settype(
  _ attributes: inout CInterop.MutexAttributes, _ type: Int32
) -> Int32 {
  pthread_mutexattr_settype(&attributes, type)
}

@discardableResult
func system_pthread_mutexattr_destroy(_ attributes: inout CInterop.MutexAttributes) -> Int32 {
  pthread_mutexattr_destroy(&attributes)
}

@discardableResult
func system_pthread_mutex_init(
  _ mutex: UnsafeMutablePointer<CInterop.Mutex>, _ attributes: inout CInterop.MutexAttributes
) -> Int32 {
  pthread_mutex_init(mutex, &attributes)
}

@discardableResult
func system_pthread_mutex_lock(_ mutex: UnsafeMutablePointer<CInterop.Mutex>) -> Int32 {
  pthread_mutex_lock(mutex)
}

@discardableResult
func system_pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<CInterop.Mutex>) -> Int32 {
  pthread_mutex_unlock(mutex)
}

@discardableResult
func system_pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<CInterop.Mutex>) -> Int32 {
  pthread_mutex_destroy(mutex)
}

#if !canImport(Darwin)
  @discardableResult
  func system_pthread_condattr_init(_ attributes: inout CInterop.ConditionAttributes) -> Int32 {
    pthread_condattr_init(&attributes)
  }

  @discardableResult
  func system_pthread_condattr_setclock(
    _ attributes: inout CInterop.ConditionAttributes, _ clock: CInterop.ClockID
  ) -> Int32 {
    pthread_condattr_setclock(&attributes, clock)
  }

  @discardableResult
  func system_pthread_condattr_destroy(_ attributes: inout CInterop.ConditionAttributes)
    -> Int32
  {
    pthread_condattr_destroy(&attributes)
  }
#endif

@discardableResult
func system_pthread_cond_init(
  _ condition: UnsafeMutablePointer<CInterop.ConditionVariable>,
  _ attributes: UnsafePointer<CInterop.ConditionAttributes>?
) -> Int32 {
  pthread_cond_init(condition, attributes)
}

@discardableResult
func system_pthread_cond_destroy(
  _ condition: UnsafeMutablePointer<CInterop.ConditionVariable>
) -> Int32 {
  pthread_cond_destroy(condition)
}

@discardableResult
func system_pthread_cond_wait(
  _ condition: UnsafeMutablePointer<CInterop.ConditionVariable>,
  _ mutex: UnsafeMutablePointer<CInterop.Mutex>
) -> Int32 {
  pthread_cond_wait(condition, mutex)
}

@discardableResult
func system_pthread_cond_timedwait(
  _ condition: UnsafeMutablePointer<CInterop.ConditionVariable>,
  _ mutex: UnsafeMutablePointer<CInterop.Mutex>, _ deadline: UnsafePointer<CInterop.TimeSpec>
) -> Int32 {
  pthread_cond_timedwait(condition, mutex, deadline)
}

#if canImport(Darwin)
  @discardableResult
  func system_pthread_cond_timedwait_relative_np(
    _ condition: UnsafeMutablePointer<CInterop.ConditionVariable>,
    _ mutex: UnsafeMutablePointer<CInterop.Mutex>, _ interval: UnsafePointer<CInterop.TimeSpec>
  ) -> Int32 {
    pthread_cond_timedwait_relative_np(condition, mutex, interval)
  }
#endif

@discardableResult
func system_pthread_cond_broadcast(
  _ condition: UnsafeMutablePointer<CInterop.ConditionVariable>
) -> Int32 {
  pthread_cond_broadcast(condition)
}

#if canImport(Darwin)
  func system_os_unfair_lock_lock(_ lock: UnsafeMutablePointer<CInterop.UnfairLock>) {
    os_unfair_lock_lock(lock)
  }

  func system_os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<CInterop.UnfairLock>) {
    os_unfair_lock_unlock(lock)
  }
#endif
