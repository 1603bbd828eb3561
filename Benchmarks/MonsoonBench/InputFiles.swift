import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import MonsoonToolSystem

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

  /// A fleet of `count` logs of 5 to 60 events each, in folders of 1,000, created if missing:
  /// its folder, how many files and lines it holds.
  static func fleet(count: Int, in directory: String) throws -> (
    folder: String, files: Int, lines: Int
  ) {
    let folder = "\(directory)/fleet-\(count)"
    let complete = "\(folder).complete"
    var lines = 0
    let made = FileManager.default.fileExists(atPath: complete)
    for index in 0..<count {
      let events = 5 + index % 56
      lines += events + 1
      if made { continue }
      let subfolder = "\(folder)/\(index / 1_000)"
      if index % 1_000 == 0 {
        try FileManager.default.createDirectory(
          atPath: subfolder, withIntermediateDirectories: true)
      }
      let log = SessionGenerator.log(seed: seed &+ UInt64(index), events: events)
      try Data(log.bytes).write(to: URL(fileURLWithPath: "\(subfolder)/\(index).jsonl"))
    }
    if !made { try Data().write(to: URL(fileURLWithPath: complete)) }
    return (folder, count, lines)
  }

  /// A Swift program that prints one line, built with the toolchain on `PATH` if missing.
  static func helloWorld(in directory: String) throws -> String {
    let program = "\(directory)/hello-world"
    if FileManager.default.isExecutableFile(atPath: program) { return program }
    let source = "\(directory)/hello-world.swift"
    try Data("print(\"hello, world\")\n".utf8).write(to: URL(fileURLWithPath: source))
    let build = try ChildProcess.run(
      "/usr/bin/env", ["swiftc", "-O", source, "-o", program])
    guard build.status == 0 else { throw BenchError("swiftc could not build \(source)") }
    return program
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

  /// The events of `log` as another writer might make them, created if missing: a space after
  /// every `:` and `,` between values, and on every tenth event line the type's first letter
  /// escaped (`"\u0074ap"`); the header is kept as it is.
  static func spacedLog(from log: String, in directory: String) throws -> String {
    let path = "\(directory)/spaced-\((log as NSString).lastPathComponent)"
    if FileManager.default.fileExists(atPath: path) { return path }
    guard let input = FileHandle(forReadingAtPath: log),
      FileManager.default.createFile(atPath: path, contents: nil),
      let output = FileHandle(forWritingAtPath: path)
    else { throw BenchError("cannot create \(path)") }
    defer {
      try? input.close()
      try? output.close()
    }
    var pending: [UInt8] = []
    var out: [UInt8] = []
    var lineNumber = 0
    while true {
      let chunk = input.readData(ofLength: 1 << 22)
      if chunk.isEmpty { break }
      pending.append(contentsOf: chunk)
      var start = pending.startIndex
      while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = pending[start..<newline]
        out += lineNumber == 0 ? Array(line) : spaced(line, escapingType: lineNumber % 10 == 0)
        out.append(UInt8(ascii: "\n"))
        lineNumber += 1
        start = newline + 1
      }
      pending.removeSubrange(..<start)
      output.write(Data(out))
      out.removeAll(keepingCapacity: true)
    }
    output.write(Data(pending))
    return path
  }

  /// An event line with a space after each `:` and `,` outside strings, and the type's first
  /// letter written as a `\u` escape when told.
  private static func spaced(_ line: ArraySlice<UInt8>, escapingType: Bool) -> [UInt8] {
    let typeKey = Array("\"type\":\"".utf8)
    var out: [UInt8] = []
    var inString = false
    var index = line.startIndex
    while index < line.endIndex {
      if escapingType, !inString, line[index...].starts(with: typeKey),
        index + typeKey.count < line.endIndex
      {
        out += typeKey.prefix(7) + [UInt8(ascii: " "), UInt8(ascii: "\"")]
        out += Array(String(format: "\\u%04x", line[index + typeKey.count]).utf8)
        index += typeKey.count + 1
        inString = true
        continue
      }
      let byte = line[index]
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      out.append(byte)
      if !inString && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")) {
        out.append(UInt8(ascii: " "))
      }
      index += 1
    }
    return out
  }
}
