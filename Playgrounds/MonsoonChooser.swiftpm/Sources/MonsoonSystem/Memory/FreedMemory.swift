/// What the C library's allocator does with memory a program frees.
enum FreedMemory {
  /// Keeps up to 64 MiB of freed memory for the program's next allocations, rather than giving
  /// it back to the system as soon as a heap's top is free; blocks of 4 MiB or more are still
  /// mapped on their own and given back when freed. A no-op but with glibc.
  ///
  /// For a command whose threads hand buffers of a few hundred KiB to one another (a
  /// projection's lines, written on a helper): glibc sizes its thresholds from the blocks it
  /// has seen and trims a thread's heap whenever its top is free, so each buffer was mapped
  /// and faulted in anew: 110,000 page faults and a quarter of `timeline --format json`'s
  /// processor time on a 315 MB log, gone with these two settings (docs/performance.md). The
  /// peak memory is the same: what is kept was in use a moment before.
  static func keepForReuse() {
    #if canImport(Glibc)
      system_mallopt(_M_MMAP_THRESHOLD, 4 << 20)
      system_mallopt(_M_TRIM_THRESHOLD, 64 << 20)
    #endif
  }
}
