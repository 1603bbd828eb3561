extension LogLine {
  /// Whether the bytes are the start of a header line as ``header(_:)`` writes it, in any
  /// version this package reads, cut short before its end: `{"monsoon":2,"seed":"` (or a part
  /// of it; `1` for a version 1 log), up to 16 lowercase hex digits, and then, for a custom
  /// menu, `","prompts":[` and JSON that has not ended yet.
  ///
  /// Only such bytes may be taken for a header that a crash tore: anything else in a file is
  /// not a log this package wrote, and is left as it is.
  /// - Parameter bytes: a file's bytes, which hold no newline.
  static func isCutHeader(_ bytes: [UInt8]) -> Bool {
    LogFormatVersion.allCases.contains { isCutHeader(bytes, version: $0) }
  }

  private static func isCutHeader(_ bytes: [UInt8], version: LogFormatVersion) -> Bool {
    let lead = Array(#"{"monsoon":\#(version.rawValue),"seed":""#.utf8)
    guard bytes.count > lead.count else { return !bytes.isEmpty && lead.starts(with: bytes) }
    guard bytes.starts(with: lead) else { return false }
    let afterLead = bytes[lead.count...]
    let digits = afterLead.prefix { isLowercaseHexDigit($0) }
    guard digits.count <= 16 else { return false }
    let rest = afterLead.dropFirst(digits.count)
    if rest.isEmpty { return true }
    let prompts = Array(#"","prompts":["#.utf8)
    guard !digits.isEmpty else { return false }
    guard rest.count > prompts.count else { return prompts.starts(with: rest) }
    guard rest.starts(with: prompts) else { return false }
    let error = bytes.withUnsafeBytes { JSONCursor.grammarError(in: $0) }
    switch error?.kind {
    case .unexpectedEnd?, .truncatedUTF8Sequence?: return true
    default: return false
    }
  }

  private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
