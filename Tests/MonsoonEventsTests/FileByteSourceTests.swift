import Foundation
import MonsoonEvents
import MonsoonTestSupport
import Testing

@Suite("Reading a file's bytes")
struct FileByteSourceTests {
  /// Everything `source` gives until its end, read `chunk` bytes at a time at most.
  private func readAll(_ source: FileByteSource, chunk: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
  }

  private let text = (0..<500).map { "line \($0)\n" }.joined()

  @Test("a file opened by path gives its bytes in order, from the start or from an offset",
    arguments: [1, 7, 4096])
  func byPath(chunk: Int) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", text)
    #expect(try readAll(FileByteSource(path: path), chunk: chunk) == Array(text.utf8))
    let offset = 1234
    #expect(
      try readAll(FileByteSource(path: path, startingAt: offset), chunk: chunk)
        == Array(text.utf8.dropFirst(offset)))
  }

  @Test("bytes appended to a file after it was opened are not read, nor reported")
  func growingFile() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", text)
    let source = try FileByteSource(path: path)
    var buffer = [UInt8](repeating: 0, count: 100)
    let first = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data("appended\n".utf8))
    try handle.close()
    let rest = try readAll(source, chunk: 64)
    #expect(Array(buffer[..<first]) + rest == Array(text.utf8))
    #expect(try readAll(source, chunk: 64).isEmpty)
  }

  @Test(
    "a file cut while it is read ends the read with 'changed while it was read'",
    arguments: [0, 50, 4000])
  func cutWhileRead(length: Int) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", text)
    let source = try FileByteSource(path: path)
    var buffer = [UInt8](repeating: 0, count: 100)
    _ = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
    try #require(truncate(path, off_t(length)) == 0)
    #expect(throws: ByteSourceError(.changed)) { try readAll(source, chunk: 64) }
    #expect("\(ByteSourceError(.changed))" == "changed while it was read")
  }

  @Test("a log cut while it is read is unreadable, not a log that ended there")
  func logCutWhileRead() throws {
    let directory = try TemporaryDirectory()
    let events = (1...5_000).map { #"{"seq":\#($0),"type":"go"}"# + "\n" }.joined()
    let path = try directory.write(
      "log.jsonl", #"{"monsoon":2,"seed":"2a"}"# + "\n" + events)
    let reader = try LogReader(FileByteSource(path: path))
    for _ in 1...10 { _ = try reader.next() }
    try #require(truncate(path, off_t(events.utf8.count / 2)) == 0)
    let problem = #expect(throws: LogProblem.self) {
      while try reader.next() != nil {}
    }
    #expect(problem?.kind == .unreadable(ByteSourceError(.changed)))
    #expect(problem.map { "\($0)" } == "changed while it was read")
  }

  @Test("a path that names a pipe is read in sequence, to its end")
  func namedPipe() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("pipe")
    try #require(mkfifo(path, 0o600) == 0)
    let text = text
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      handle.write(Data(text.utf8))
      try? handle.close()
    }
    writer.start()
    #expect(try readAll(FileByteSource(path: path), chunk: 100) == Array(text.utf8))
  }
}
