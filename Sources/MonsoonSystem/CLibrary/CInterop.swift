#if canImport(Darwin)
  package import Darwin
#elseif canImport(Glibc)
  package import Glibc
#elseif canImport(Musl)
  package import Musl
#elseif canImport(Android)
  package import Android
#endif

/// The C library's types that the package uses, by names that are the same on every C library
/// (as swift-system's `CInterop`), so that no other file of the module imports the C library.
/// Where the C libraries disagree (a `pthread_t` that is a pointer or an integer, the fields of
/// `stat`), the difference is settled here. The tool's side (MonsoonToolSystem) adds the types
/// only it uses in ToolSide/CInterop+Process.swift.
package enum CInterop {
  /// `mode_t`: `UInt16` on Darwin, `UInt32` elsewhere.
  package typealias Mode = mode_t
  /// `off_t`.
  package typealias Offset = off_t
  /// `struct stat`.
  package typealias Stat = stat
  /// `struct timespec`.
  typealias TimeSpec = timespec
  /// `clockid_t`.
  typealias ClockID = clockid_t
  /// `pthread_attr_t`.
  typealias ThreadAttributes = pthread_attr_t
  /// `pthread_mutex_t`.
  typealias Mutex = pthread_mutex_t
  /// `pthread_mutexattr_t`.
  typealias MutexAttributes = pthread_mutexattr_t
  /// `pthread_cond_t`.
  typealias ConditionVariable = pthread_cond_t
  /// `pthread_condattr_t`.
  typealias ConditionAttributes = pthread_condattr_t
  #if canImport(Darwin)
    /// `os_unfair_lock`.
    typealias UnfairLock = os_unfair_lock
    /// A thread's entry point: Darwin passes a non-optional context.
    typealias ThreadStart = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
  #else
    #if canImport(Android)
      /// A thread's entry point: Android's NDK 27 passes a non-null context and must be given
      /// a non-null one back.
      typealias ThreadStart = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    #else
      /// A thread's entry point: Glibc and Musl pass and return optional pointers.
      typealias ThreadStart = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    #endif
  #endif
}

/// The `pthread_t` that `pthread_create` fills in: a pointer on Darwin and Musl (so the
/// out-parameter is an optional one, `nil` until created), an integer on Glibc and Android
/// (0 until created).
package struct ThreadHandle {
  #if canImport(Darwin) || canImport(Musl)
    var handle: pthread_t?
    static var unstarted: ThreadHandle { ThreadHandle(handle: nil) }
  #else
    var handle: pthread_t
    static var unstarted: ThreadHandle { ThreadHandle(handle: 0) }
  #endif
}

extension CInterop.Stat {
  /// `st_mtim` (`st_mtimespec` on Darwin): the last modification.
  var modificationTimeSpec: CInterop.TimeSpec {
    #if canImport(Darwin)
      st_mtimespec
    #else
      st_mtim
    #endif
  }

  /// `st_ctim` (`st_ctimespec` on Darwin): the last change of the file or its inode.
  var changeTimeSpec: CInterop.TimeSpec {
    #if canImport(Darwin)
      st_ctimespec
    #else
      st_ctim
    #endif
  }
}
