/// FNV-1a with 64 bits: a small hash that gives the same value for the same bytes on every
/// platform and in every run, for telling files and paths apart (not for security).
public struct StableHash: Hashable, Sendable {
  /// The hash of the bytes combined so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Starts the hash of an empty byte string.
  public init() {}

  /// Adds bytes to the hashed string.
  /// - Complexity: O(bytes).
  public mutating func combine(_ bytes: some Sequence<UInt8>) {
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { combine(contiguous: $0) }
    guard contiguous == nil else { return }
    var value = value
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    self.value = value
  }

  /// Adds bytes held in one buffer: the loop a caller in another module runs unspecialized
  /// for a generic sequence, here over concrete bytes.
  private mutating func combine(contiguous bytes: UnsafeBufferPointer<UInt8>) {
    var value = value
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    self.value = value
  }

  /// The hash of a byte string.
  /// - Complexity: O(bytes).
  public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = StableHash()
    hash.combine(bytes)
    return hash.value
  }

  /// The hash of a string's UTF-8 bytes as 16 lowercase hex digits, such as a file name.
  public static func hex(of text: String) -> String {
    let digits = String(of(text.utf8), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
