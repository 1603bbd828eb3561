/// Base64 as RFC 4648 section 4 writes it: the standard alphabet, `=` padding, no line breaks;
/// for the viewer page's data URIs and the `file_bytes` of a name that is not UTF-8.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 text of `bytes`.
  /// - Complexity: O(`bytes.count`).
  static func encoded(_ bytes: [UInt8]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group: UInt32 = 0
      for offset in 0..<3 {
        group = group << 8 | UInt32(offset < count ? bytes[index + offset] : 0)
      }
      for position in 0..<4 {
        if position <= count {
          text.append(alphabet[Int(group >> UInt32(18 - 6 * position) & 0x3F)])
        } else {
          text.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }
}
