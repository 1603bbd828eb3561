/// The cores the process may run on.
enum ProcessorCores {
  /// The number of cores this process may run on, as `nproc` counts them: those of its CPU
  /// affinity mask on Linux, the online ones elsewhere; at least 1.
  static var available: Int {
    #if os(Linux)
      if let cores = affinityCores() { return cores }
    #endif
    return max(1, system_sysconf(__SC_NPROCESSORS_ONLN))
  }

  /// How many of the ``available`` cores no runnable thread wants right now, besides the one
  /// the caller runs on: whether a helper thread would run beside the caller, or only take
  /// turns with it and with other programs (as `make --load-average` asks before starting
  /// another job).
  ///
  /// On Linux the count of runnable threads (`/proc/loadavg`, the caller included), the
  /// fewest of up to three looks 0.1 ms apart: a count taken at one instant often holds a
  /// thread that runs for a moment only (the program that just started this one, a kernel
  /// worker), which made an idle core look taken in about four runs of five on an idle
  /// machine. The first look that finds the caller alone ends the looking, so an idle machine
  /// costs one read. Elsewhere, or when that cannot be read, the load average over the last
  /// minute.
  static var unclaimed: Int {
    let cores = available
    #if os(Linux)
      var fewest: Int?
      for look in 0..<3 {
        if look > 0 { SystemClock.sleep(nanoseconds: 100_000) }
        guard let running = runnableThreads() else { break }
        fewest = min(fewest ?? running, running)
        if running <= 1 { break }
      }
      if let fewest { return max(0, cores - fewest) }
    #endif
    var average = 0.0
    guard system_getloadavg(&average, 1) == 1 else { return 0 }
    return max(0, cores - 1 - Int(average.rounded()))
  }

  #if os(Linux)
    /// The threads of the whole system runnable now, the caller's included: the number before
    /// the `/` in `/proc/loadavg` ("0.52 0.58 0.59 2/467 12345"); `nil` when it cannot be read.
    static func runnableThreads(inLoadAverage path: String = "/proc/loadavg") -> Int? {
      guard let bytes = try? WholeFile.read(path, limit: 256) else { return nil }
      let fields = bytes.split(separator: UInt8(ascii: " "))
      guard fields.count >= 4, let slash = fields[3].firstIndex(of: UInt8(ascii: "/")),
        let running = Int(String(decoding: fields[3][..<slash], as: UTF8.self)), running >= 1
      else { return nil }
      return running
    }

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
