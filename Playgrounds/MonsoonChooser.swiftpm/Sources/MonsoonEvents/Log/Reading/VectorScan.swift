/// Byte searches 16 bytes at a time with `SIMD16<UInt8>`, which the compiler lowers to the
/// baseline vector unit of each target (SSE2 on x86-64, NEON on arm64): no runtime dispatch,
/// no C code, no flags a client must pass.
enum VectorScan {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`: the same answer as
  /// `memchr`.
  @inline(__always)
  static func firstIndex(
    of byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = buffer.baseAddress else { return nil }
    let wanted = SIMD16<UInt8>(repeating: byte)
    var offset = from
    while to - offset >= 16 {
      let block = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let matches = block .== wanted
      if any(matches) { return offset + firstSet(matches) }
      offset += 16
    }
    while offset < to {
      if base.load(fromByteOffset: offset, as: UInt8.self) == byte { return offset }
      offset += 1
    }
    return nil
  }

  /// The index of the first lane set in `mask`, which has one set.
  ///
  /// A set lane is all ones, so the mask read as two 64-bit words has its lowest set bit in
  /// the byte of the first set lane.
  @inline(__always)
  static func firstSet(_ mask: SIMDMask<SIMD16<Int8>>) -> Int {
    let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    return words[0] != 0
      ? words[0].trailingZeroBitCount &>> 3 : 8 &+ words[1].trailingZeroBitCount &>> 3
  }
}
