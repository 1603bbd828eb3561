package import MonsoonEvents

/// A log in memory as a file holds it: what a property failure prints and `shrink` writes.
extension SessionLog {
  /// The log's exact bytes, as the package's writer writes them (docs/log-format.md, 6).
  package var bytes: [UInt8] {
    var output = LogLine.header(header)
    for record in records {
      output.append(contentsOf: LogLine.event(record))
    }
    return output
  }

  /// The log as text, ready to paste into a file and replay.
  package var text: String {
    String(decoding: bytes, as: UTF8.self)
  }
}
