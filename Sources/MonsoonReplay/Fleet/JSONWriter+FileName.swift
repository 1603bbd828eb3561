import MonsoonEvents
import MonsoonSystem

extension JSONWriter {
  /// Writes the `"file"` member of a projection's line (docs/fleet.md, "File names"): the
  /// log's name with each byte that is not part of valid UTF-8 replaced by U+FFFD, and, only
  /// when that is not the name itself, `"file_bytes"`: the name's exact bytes in base64
  /// (RFC 4648, with padding). `nil` writes `"file":null`.
  /// - Parameter file: the name as the tool carries it (``FilePath/description``).
  package mutating func fileMembers(_ file: String?) {
    key("file")
    guard let file else {
      null()
      return
    }
    let bytes = FilePath(file).bytes
    guard String(validUTF8: bytes) == nil else {
      string(file)
      return
    }
    string(String(decoding: bytes, as: UTF8.self))
    key("file_bytes")
    string(Base64.encoded(bytes))
  }
}
