#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The cores the process may run on.
package enum ProcessorCores {
  /// The number of cores this process may run on, as `nproc` counts them: those of its CPU
  /// affinity mask on Linux, the online ones elsewhere; at least 1.
  package static var available: Int {
    #if os(Linux)
      if let cores = affinityCores() { return cores }
    #endif
    return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  #if os(Linux)
    /// The number of cores in the process's affinity mask, or `nil` when it cannot be read.
    /// Neither Glibc's nor Musl's module exports `sched_getaffinity` or `cpu_set_t` (both
    /// need _GNU_SOURCE), so the function is looked up by name and given a plain mask of
    /// 1,024 bits, the size of Glibc's `cpu_set_t`.
    private static func affinityCores() -> Int? {
      typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
      let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
      var mask = [UInt8](repeating: 0, count: 128)
      let result = mask.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.map { getAffinity(0, bytes.count, $0) } ?? -1
      }
      guard result == 0 else { return nil }
      let cores = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return cores > 0 ? cores : nil
    }
  #endif
}
