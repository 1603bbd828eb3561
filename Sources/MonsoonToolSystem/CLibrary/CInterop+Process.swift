#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif
import MonsoonSystem

/// The C library's types that only the tool's side uses (processes, signals, pipes, directory
/// listings), added to MonsoonSystem's `CInterop` under names that are the same on every C
/// library; where the C libraries disagree, the difference is settled here.
extension CInterop {
  /// `mode_t`: `UInt16` on Darwin, `UInt32` elsewhere.
  typealias Mode = mode_t
  /// `sigset_t`.
  typealias SignalSet = sigset_t
  /// `siginfo_t`.
  typealias SignalInformation = siginfo_t
  /// `idtype_t`, what `waitid` waits for.
  typealias IDType = idtype_t
  /// `struct pollfd`.
  typealias PollDescriptor = pollfd
  /// A signal's handler, as `signal` takes and returns it.
  typealias SignalHandler = @convention(c) (Int32) -> Void
  /// `struct dirent`.
  typealias DirectoryEntry = dirent
  /// `struct rusage`.
  typealias ResourceUsage = rusage
  #if canImport(Darwin)
    /// What `opendir` returns: `DIR *`, a complete type on Darwin.
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
    /// `posix_spawn_file_actions_t`: a pointer on Darwin, `nil` until initialized.
    typealias SpawnFileActions = posix_spawn_file_actions_t?
    /// `posix_spawnattr_t`: a pointer on Darwin, `nil` until initialized.
    typealias SpawnAttributes = posix_spawnattr_t?
  #else
    /// What `opendir` returns: `DIR *`, an incomplete type elsewhere.
    typealias DirectoryStream = OpaquePointer
    /// `posix_spawn_file_actions_t`: a structure, to be initialized.
    typealias SpawnFileActions = posix_spawn_file_actions_t
    /// `posix_spawnattr_t`: a structure, to be initialized.
    typealias SpawnAttributes = posix_spawnattr_t
  #endif

  /// File actions for `posix_spawn_file_actions_init` to initialize.
  static var uninitializedSpawnFileActions: SpawnFileActions {
    #if canImport(Darwin)
      nil
    #else
      posix_spawn_file_actions_t()
    #endif
  }

  /// Attributes for `posix_spawnattr_init` to initialize.
  static var uninitializedSpawnAttributes: SpawnAttributes {
    #if canImport(Darwin)
      nil
    #else
      posix_spawnattr_t()
    #endif
  }
}

extension CInterop.ResourceUsage {
  /// `ru_maxrss` in bytes: Darwin counts it in bytes, Linux in kilobytes.
  var peakResidentBytes: Int {
    #if canImport(Darwin)
      Int(ru_maxrss)
    #else
      Int(ru_maxrss) * 1024
    #endif
  }
}
