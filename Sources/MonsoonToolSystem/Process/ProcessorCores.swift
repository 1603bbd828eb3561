import MonsoonSystem

/// The cores the process may run on.
package enum ProcessorCores {
  /// The number of cores this process may run on, as `nproc` counts them: those of its CPU
  /// affinity mask on Linux, the online ones elsewhere; at least 1.
  package static var available: Int {
    #if os(Linux)
      if let cores = affinityCores() { return cores }
    #endif
    return max(1, system_sysconf(__SC_NPROCESSORS_ONLN))
  }

  #if os(Linux)
    /// The number of cores in the process's affinity mask, or `nil` when it cannot be read.
    /// The mask has 1,024 bits, the size of Glibc's `cpu_set_t`.
    private static func affinityCores() -> Int? {
      var mask = [UInt8](repeating: 0, count: 128)
      let result = mask.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.flatMap { system_sched_getaffinity(0, bytes.count, $0) } ?? -1
      }
      guard result == 0 else { return nil }
      let cores = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return cores > 0 ? cores : nil
    }
  #endif
}
