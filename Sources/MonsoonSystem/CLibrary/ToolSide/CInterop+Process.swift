#if canImport(Darwin)
  package import Darwin
#elseif canImport(Glibc)
  package import Glibc
#elseif canImport(Musl)
  package import Musl
#elseif canImport(Android)
  package import Android
#endif

/// The C library's types that only the tool's side uses (processes, signals, pipes, directory
/// listings), added to `CInterop` (and `package`, as the C library is imported here) under
/// names that are the same on every C library; where the C libraries disagree, the difference
/// is settled here. In ToolSide/, which the app's copy (scripts/make-playground.sh) leaves out.
extension CInterop {
  /// `sigset_t`.
  package typealias SignalSet = sigset_t
  /// `siginfo_t`.
  package typealias SignalInformation = siginfo_t
  /// `idtype_t`, what `waitid` waits for.
  package typealias IDType = idtype_t
  /// `struct pollfd`.
  package typealias PollDescriptor = pollfd
  /// A signal's handler, as `signal` takes and returns it.
  package typealias SignalHandler = @convention(c) (Int32) -> Void
  /// `struct dirent`.
  package typealias DirectoryEntry = dirent
  /// `struct rusage`.
  package typealias ResourceUsage = rusage
  #if canImport(Darwin)
    /// What `opendir` returns: `DIR *`, a complete type on Darwin.
    package typealias DirectoryStream = UnsafeMutablePointer<DIR>
    /// `posix_spawn_file_actions_t`: a pointer on Darwin, `nil` until initialized.
    package typealias SpawnFileActions = posix_spawn_file_actions_t?
    /// `posix_spawnattr_t`: a pointer on Darwin, `nil` until initialized.
    package typealias SpawnAttributes = posix_spawnattr_t?
  #else
    /// What `opendir` returns: `DIR *`, an incomplete type elsewhere.
    package typealias DirectoryStream = OpaquePointer
    /// `posix_spawn_file_actions_t`: a structure, to be initialized.
    package typealias SpawnFileActions = posix_spawn_file_actions_t
    /// `posix_spawnattr_t`: a structure, to be initialized.
    package typealias SpawnAttributes = posix_spawnattr_t
  #endif

  /// File actions for `posix_spawn_file_actions_init` to initialize.
  package static var uninitializedSpawnFileActions: SpawnFileActions {
    #if canImport(Darwin)
      nil
    #else
      posix_spawn_file_actions_t()
    #endif
  }

  /// Attributes for `posix_spawnattr_init` to initialize.
  package static var uninitializedSpawnAttributes: SpawnAttributes {
    #if canImport(Darwin)
      nil
    #else
      posix_spawnattr_t()
    #endif
  }
}

extension CInterop.ResourceUsage {
  /// `ru_maxrss` in bytes: Darwin counts it in bytes, Linux in kilobytes.
  package var peakResidentBytes: Int {
    #if canImport(Darwin)
      Int(ru_maxrss)
    #else
      Int(ru_maxrss) * 1024
    #endif
  }
}
