#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif


/// The C library calls the replay engine makes for its index files.
extension Platform {
  /// Replaces a file with `bytes` all at once: writes a new file beside it, then renames it
  /// over the old one, so that a reader sees the old file or the new one, never a mix.
  /// - Returns: `nil`, or the failure (the new file is then removed).
  package static func writeAtomically(_ path: String, _ bytes: [UInt8]) -> PlatformError? {
    let temporary: TemporaryFile
    switch TemporaryFile.create(beside: path) {
    case .success(let file): temporary = file
    case .failure(let error): return error
    }
    if let error = temporary.write(bytes, at: 0) {
      temporary.discard()
      return error
    }
    return temporary.commit(as: path)
  }

  /// A new file beside the one it will replace, written in place, then renamed over it or
  /// removed.
  package struct TemporaryFile {
    package let descriptor: Int32
    package let path: String

    /// Creates an empty file in the directory of `path`, with a name no other process uses.
    package static func create(beside path: String) -> Result<TemporaryFile, PlatformError> {
      let temporary =
        path + ".tmp-\(getpid())-\(String(UInt64.random(in: 0 ... .max), radix: 36))"
      let descriptor = systemOpen(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { return .failure(PlatformError(errno)) }
      return .success(TemporaryFile(descriptor: descriptor, path: temporary))
    }

    /// Writes all of `bytes` at `offset`.
    package func write(_ bytes: [UInt8], at offset: Int) -> PlatformError? {
      var done = 0
      while done < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
          pwrite(descriptor, buffer.baseAddress.map { $0 + done }, bytes.count - done,
            off_t(offset + done))
        }
        if count < 0 {
          if errno == EINTR { continue }
          return PlatformError(errno)
        }
        done += count
      }
      return nil
    }

    /// Reads up to `buffer.count` bytes at `offset`; how many were read, or -1.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
      while true {
        let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
        if count < 0 && errno == EINTR { continue }
        return count
      }
    }

    /// Closes the file and renames it to `path`; removes it if either fails.
    package func commit(as path: String) -> PlatformError? {
      var failure: Int32 = 0
      if systemClose(descriptor) != 0 { failure = errno }
      if failure == 0 && rename(self.path, path) != 0 { failure = errno }
      guard failure != 0 else { return nil }
      unlink(self.path)
      return PlatformError(failure)
    }

    /// Closes and removes the file.
    package func discard() {
      _ = systemClose(descriptor)
      unlink(path)
    }
  }

  /// The names of the entries of a directory (without `.` and `..`), or `nil` when it cannot
  /// be read.
  package static func entryNames(ofDirectory path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes a file, ignoring failure (it may already be gone).
  package static func removeFile(_ path: String) {
    unlink(path)
  }

  /// The number of cores this process may run on, as `nproc` counts them: those of its CPU
  /// affinity mask on Linux, the online ones elsewhere; at least 1.
  package static func availableCores() -> Int {
    #if os(Linux)
      if let cores = affinityCores() { return cores }
    #endif
    return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  #if os(Linux)
    /// The number of cores in the process's affinity mask, or `nil` when it cannot be read.
    /// (Glibc's module does not export `sched_getaffinity`, so it is looked up by name.)
    private static func affinityCores() -> Int? {
      typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
      let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
      var mask = cpu_set_t()
      let result = withUnsafeMutableBytes(of: &mask) { bytes in
        bytes.baseAddress.map { getAffinity(0, bytes.count, $0) } ?? -1
      }
      guard result == 0 else { return nil }
      let cores = withUnsafeBytes(of: &mask) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
      return cores > 0 ? cores : nil
    }
  #endif

  /// Whether a process with this id is running (or exists but belongs to someone else).
  package static func isRunning(_ process: Int32) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }

  /// Whether two byte buffers of equal length hold the same bytes.
  package static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    guard let left = a.baseAddress, let right = b.baseAddress else { return true }
    return memcmp(left, right, a.count) == 0
  }
}
