extension Xoshiro256StarStar {
  /// Where ``s0``, ``s1``, ``s2`` and ``s3`` are stored in the generator's bytes, or `nil` when
  /// the layout does not allow writing them there.
  private static let wordOffsets: [Int]? = {
    let paths: [KeyPath<Xoshiro256StarStar, UInt64>] = [\.s0, \.s1, \.s2, \.s3]
    var offsets: [Int] = []
    for path in paths {
      guard let offset = MemoryLayout<Xoshiro256StarStar>.offset(of: path),
        offset + MemoryLayout<UInt64>.size <= MemoryLayout<Xoshiro256StarStar>.size
      else { return nil }
      offsets.append(offset)
    }
    return offsets
  }()

  /// Restores a generator from its four state words, as ``s0``, ``s1``, ``s2`` and ``s3``
  /// reported them, so that it goes on with exactly the numbers the saved one would have drawn.
  ///
  /// - Returns: `nil` when all four words are zero (the one state xoshiro256** never reaches),
  ///   or when the words cannot be restored and read back unchanged.
  public init?(s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64) {
    guard s0 | s1 | s2 | s3 != 0, let offsets = Self.wordOffsets else { return nil }
    // The type has no initializer from its words, and its file belongs to the domain's owners:
    // the words are written where MemoryLayout says they are stored, then read back through the
    // public getters, so a layout this code does not expect gives nil, never a wrong generator.
    var generator = Xoshiro256StarStar(seed: 0)
    withUnsafeMutableBytes(of: &generator) { bytes in
      bytes.storeBytes(of: s0, toByteOffset: offsets[0], as: UInt64.self)
      bytes.storeBytes(of: s1, toByteOffset: offsets[1], as: UInt64.self)
      bytes.storeBytes(of: s2, toByteOffset: offsets[2], as: UInt64.self)
      bytes.storeBytes(of: s3, toByteOffset: offsets[3], as: UInt64.self)
    }
    guard generator.s0 == s0, generator.s1 == s1, generator.s2 == s2, generator.s3 == s3 else {
      return nil
    }
    self = generator
  }
}
