import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTesting

/// The benchmark's inputs, generated with the package's own deterministic generator and kept
/// between runs (same seed, same size, same bytes).
enum InputFiles {
  /// The seed of every generated input.
  static let seed: UInt64 = 0xbe9c_4a11

  /// A log of at least `bytes` bytes of ordinary event lines, created if missing.
  static func bigLog(bytes: Int, in directory: String) throws -> String {
    let path = "\(directory)/big-\(bytes).jsonl"
    if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
      size >= bytes
    {
      return path
    }
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path) else {
      throw BenchError("cannot create \(path)")
    }
    defer { try? handle.close() }
    var generator = SessionGenerator(seed: seed)
    var written = 0
    var buffer = LogLine.header(generator.header)
    while written + buffer.count < bytes {
      for _ in 0..<10_000 { buffer.append(contentsOf: LogLine.event(generator.next())) }
      if buffer.count > 1 << 22 {
        handle.write(Data(buffer))
        written += buffer.count
        buffer.removeAll(keepingCapacity: true)
      }
    }
    handle.write(Data(buffer))
    return path
  }

  /// `count` logs of `events` events each, in their own directory, created if missing.
  static func manyLogs(count: Int, events: Int, in directory: String) throws -> [String] {
    let folder = "\(directory)/many-\(count)x\(events)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return try (0..<count).map { index in
      let path = "\(folder)/\(index).jsonl"
      if !FileManager.default.fileExists(atPath: path) {
        let log = SessionGenerator.log(seed: seed &+ UInt64(index), events: events)
        try Data(log.bytes).write(to: URL(fileURLWithPath: path))
      }
      return path
    }
  }

  /// A log of `events` events, created if missing.
  static func log(events: Int, in directory: String) throws -> String {
    let path = "\(directory)/log-\(events).jsonl"
    if !FileManager.default.fileExists(atPath: path) {
      let log = SessionGenerator.log(seed: seed, events: events)
      try Data(log.bytes).write(to: URL(fileURLWithPath: path))
    }
    return path
  }
}
