/// JSON rewritten as another writer might write it: a space after every `,` and `:` outside
/// strings. The values are the same; only the shape differs from the package's writer, so a
/// reader's fast path for the writer's own shape is not taken.
public enum SpacedJSON {
  /// `bytes` with a space after every separator outside strings.
  public static func spacing(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    var inString = false
    for byte in bytes {
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      out.append(byte)
      if !inString && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")) {
        out.append(UInt8(ascii: " "))
      }
    }
    return out
  }

  /// `text` with a space after every separator outside strings.
  public static func spacing(_ text: String) -> String {
    String(decoding: spacing(text.utf8), as: UTF8.self)
  }
}
