import MonsoonSystem

/// How the log reader finds line ends: 16 bytes at a time with `SIMD16<UInt8>`, letting a
/// reader's fast decoder find the end of a line in its shape as it decodes it, or one search and
/// one decoding pass per line (the scalar path, kept as the reference the vector path is fuzzed
/// against).
package enum ScanMode: Sendable, CaseIterable {
  /// 16 bytes at a time (SSE2 on x86-64, NEON on arm64); a line a reader's
  /// ``FastLineDecoder`` takes is decoded from its first byte and its end found by the
  /// decoder, with no search before it.
  case vector
  /// `memchr` for each line end, then the line decoded on its own.
  case scalar

  /// The mode of this process: ``scalar`` when the environment sets `MONSOON_SCALAR=1`,
  /// ``vector`` otherwise. Both read every log to the same records and problems.
  package static let current: ScanMode =
    ProcessEnvironment.value("MONSOON_SCALAR") == "1" ? .scalar : .vector
}
