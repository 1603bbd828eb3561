/// Base64 (RFC 4648, with padding), for the data URIs the viewer page embeds.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` encoded, four characters for every three bytes.
  /// - Complexity: O(bytes).
  static func encoded(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let remaining = bytes.count - index
      let first = UInt32(bytes[index])
      let second = remaining > 1 ? UInt32(bytes[index + 1]) : 0
      let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
      let group = first << 16 | second << 8 | third
      for position in 0..<4 {
        if position <= remaining {
          output.append(alphabet[Int(group >> (18 - 6 * UInt32(position)) & 0x3f)])
        } else {
          output.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
