import MonsoonEvents
import MonsoonSystem

/// A log file as a model check finds it on disk: its complete event lines, replayed strictly
/// by the pure reducer, and any torn last line.
struct LogOnDisk {
  /// The file's bytes.
  let bytes: [UInt8]
  /// The header, when the file has one (a new log's header may still be in a buffer).
  let header: LogHeader?
  /// The events of the complete lines, in order.
  let events: [Event]
  /// The fold of those events from the header's state.
  let state: SessionState?
  /// Whether the last line is torn (a write cut short).
  let hasTornTail: Bool

  /// Reads and replays the file at `path`.
  /// - Throws: ``ModelCheckFailure`` when the file cannot be read or is not a valid log (a
  ///   torn last line aside).
  init(path: String) throws(ModelCheckFailure) {
    switch Platform.readFile(path) {
    case .success(let bytes): self.bytes = bytes
    case .failure(let error): throw ModelCheckFailure("cannot read \(path): \(error.message)")
    }
    guard bytes.contains(0x0A) else {
      // No complete line yet: a new log whose header is still buffered, or being written.
      (header, events, state, hasTornTail) = (nil, [], nil, !bytes.isEmpty)
      return
    }
    do {
      let reader = try LogReader(MemoryByteSource(bytes))
      var replayer = LogReplayer(header: reader.header, mode: .strict)
      var events: [Event] = []
      while let record = try reader.next() {
        try replayer.apply(record)
        events.append(record.event)
      }
      (header, self.events, state, hasTornTail) =
        (reader.header, events, replayer.state, reader.tornTail != nil)
    } catch {
      throw ModelCheckFailure("the log on disk is not valid: line \(error.line): \(error)")
    }
  }

  /// The byte offset just after the header and the first `count` event lines.
  func end(ofEvents count: Int) -> Int {
    var newlines = 0
    for (offset, byte) in bytes.enumerated() where byte == 0x0A {
      if newlines == count { return offset + 1 }
      newlines += 1
    }
    return bytes.count
  }
}

/// Why a store broke a model check, with the step it broke at.
public struct ModelCheckFailure: Error, CustomStringConvertible {
  /// What went wrong.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
