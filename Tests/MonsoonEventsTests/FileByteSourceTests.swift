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

  @Test("after the end, bytes appended to the file are read next")
  func growingFile() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", "first\n")
    let source = try FileByteSource(path: path)
    #expect(try readAll(source, chunk: 64) == Array("first\n".utf8))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data("second\n".utf8))
    try handle.close()
    #expect(try readAll(source, chunk: 64) == Array("second\n".utf8))
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
