extension String {
  /// The text `bytes` spell when they are well-formed UTF-8, or `nil` when they are not.
  ///
  /// The standard library's `String(validating:as:)` makes the same promise from iOS 18 and
  /// macOS 15 on; this one runs wherever the package does.
  /// - Complexity: O(*n*): the bytes are decoded once and compared once.
  init?<Bytes: Collection>(validUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
    let decoded = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces each ill-formed sequence with U+FFFD (EF BF BD), so its bytes come back
    // unchanged exactly when every sequence was well-formed.
    guard decoded.utf8.elementsEqual(bytes) else { return nil }
    self = decoded
  }
}
