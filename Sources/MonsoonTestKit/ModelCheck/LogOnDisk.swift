import MonsoonEvents
import MonsoonSystem
import MonsoonToolSystem

/// A log file as a model check finds it on disk: its complete event lines, replayed strictly
/// by the pure reducer, and any torn last line.
struct LogOnDisk {
  /// The largest log a model check reads: far more than its few dozen events write.
  static let sizeLimit = 1 << 26

  /// The file's bytes.
  let bytes: [UInt8]
  /// The header, when the file has one (a new log's header may still be in a buffer).
  let header: LogHeader?
  /// The events of the complete lines, in order.
  let events: [Event]
  /// The fold of those events from the header's state; `nil` when they do not replay.
  let state: SessionState?
  /// Why the events do not replay (the line and the rule), if they do not.
  let replayProblem: String?
  /// Whether the last line is torn (a write cut short).
  let hasTornTail: Bool

  /// Reads and replays the file at `path`.
  /// - Throws: ``ModelCheckFailure`` when the file cannot be read or its lines cannot be
  ///   decoded (a torn last line aside); lines that decode but do not replay are in
  ///   ``replayProblem``.
  init(path: String) throws(ModelCheckFailure) {
    do {
      bytes = try WholeFile.read(path, limit: Self.sizeLimit)
    } catch {
      throw ModelCheckFailure("cannot read the log: \(error)")
    }
    guard bytes.contains(0x0A) else {
      // No complete line yet: a new log whose header is still buffered, or being written.
      (header, events, state, hasTornTail, replayProblem) = (nil, [], nil, !bytes.isEmpty, nil)
      return
    }
    let reader: LogReader
    var records: [LogRecord] = []
    do {
      reader = try LogReader(MemoryByteSource(bytes))
      while let record = try reader.next() { records.append(record) }
    } catch {
      throw ModelCheckFailure("the log on disk is not valid: line \(error.line): \(error)")
    }
    (header, events, hasTornTail) = (reader.header, records.map(\.event), reader.tornTail != nil)
    var replayer = LogReplayer(header: reader.header, mode: .strict)
    do {
      for record in records { try replayer.apply(record) }
      (state, replayProblem) = (replayer.state, nil)
    } catch {
      (state, replayProblem) = (nil, "line \(error.line): \(error)")
    }
  }

  /// Reads the file at `path` and checks that its events replay.
  /// - Throws: ``ModelCheckFailure`` when the file is not a valid log (a torn last line aside).
  static func valid(path: String) throws(ModelCheckFailure) -> LogOnDisk {
    let disk = try LogOnDisk(path: path)
    if let problem = disk.replayProblem {
      throw ModelCheckFailure("the log on disk is not valid: \(problem)")
    }
    return disk
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
