/// A JSON string as read from a line: its raw bytes when it has no escapes, else its decoded
/// UTF-8 bytes.
enum JSONString {
  /// The string's bytes, a range of the line (no escapes inside).
  case raw(Range<Int>)
  /// The string's bytes after decoding its escapes.
  case decoded([UInt8])
}
