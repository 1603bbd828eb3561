extension Xoshiro256StarStar {
  /// Restores a generator from its four state words, as ``s0``, ``s1``, ``s2`` and ``s3``
  /// reported them, so that it goes on with exactly the numbers the saved one would have drawn.
  ///
  /// - Returns: `nil` when all four words are zero (the one state xoshiro256** never reaches),
  ///   or when the words cannot be restored and read back unchanged.
  public init?(s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64) {
    guard s0 | s1 | s2 | s3 != 0 else { return nil }
    // The type has no initializer from its words, and its file belongs to the domain's owners:
    // the words are written where MemoryLayout says they are stored, then read back through the
    // public getters, so a layout this code does not expect gives nil, never a wrong generator.
    var generator = Xoshiro256StarStar(seed: 0)
    let words = [s0, s1, s2, s3]
    let paths: [KeyPath<Xoshiro256StarStar, UInt64>] = [\.s0, \.s1, \.s2, \.s3]
    var offsets: [Int] = []
    for path in paths {
      guard let offset = MemoryLayout<Xoshiro256StarStar>.offset(of: path),
        offset + MemoryLayout<UInt64>.size <= MemoryLayout<Xoshiro256StarStar>.size
      else { return nil }
      offsets.append(offset)
    }
    withUnsafeMutableBytes(of: &generator) { bytes in
      for (offset, word) in zip(offsets, words) {
        bytes.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
      }
    }
    guard generator.s0 == s0, generator.s1 == s1, generator.s2 == s2, generator.s3 == s3 else {
      return nil
    }
    self = generator
  }
}
