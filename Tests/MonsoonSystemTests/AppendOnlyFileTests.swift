import Foundation
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("The appender and file descriptors")
struct AppendOnlyFileTests {
  @Test("appends go to the end, whatever was read; a cut shortens the file and appends follow")
  func appendAndCut() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", "header\n")
    let file = try AppendOnlyFile(path: path)
    try file.append(Array("one\n".utf8))
    #expect(file.byte(at: 0) == UInt8(ascii: "h"))
    try file.append(Array("two\n".utf8))
    #expect(try directory.read("log.jsonl") == "header\none\ntwo\n")
    try file.cut(to: 11)
    try file.append(Array("three\n".utf8))
    try file.synchronize()
    #expect(try directory.read("log.jsonl") == "header\none\nthree\n")
    #expect(file.byte(at: 100) == nil)
    #expect(try file.descriptor.status().size == 17)
    try file.close()
  }

  @Test("a missing file is created; an empty name or a missing directory fails with the reason")
  func open() throws {
    let directory = try TemporaryDirectory()
    let created = try AppendOnlyFile(path: directory.file("new.jsonl"))
    #expect(try created.descriptor.status().kind == .regular)
    try created.close()
    #expect(throws: FileError(path: "", .emptyPath)) { try AppendOnlyFile(path: "") }
    let missing = directory.file("no/log.jsonl")
    #expect(throws: FileError(path: missing, .noSuchFile)) { try AppendOnlyFile(path: missing) }
  }

  @Test("a second exclusive lock on a file would block")
  func lock() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("log.jsonl")
    let first = try AppendOnlyFile(path: path)
    let second = try AppendOnlyFile(path: path)
    try first.descriptor.lockExclusively()
    #expect {
      try second.descriptor.lockExclusively()
    } throws: { error in
      (error as? Errno)?.isWouldBlock == true
    }
    try first.close()
    try second.descriptor.lockExclusively()
    try second.close()
  }

  @Test("status tells a file's kind; a positioned read on a pipe fails as not seekable")
  func descriptorBasics() throws {
    #expect(try FileStatus(ofPath: "/dev/null").kind == .characterDevice)
    #expect(try FileStatus(ofPath: "/").kind == .directory)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let readEnd = FileDescriptor(rawValue: ends[0])
    #expect(try readEnd.status().kind == .pipe)
    var byte: UInt8 = 0
    #expect(throws: Errno.notSeekable) {
      try withUnsafeMutableBytes(of: &byte) { try readEnd.read(fromAbsoluteOffset: 0, into: $0) }
    }
    try FileDescriptor(rawValue: ends[1]).writeAll(Array("ab".utf8))
    #expect(try withUnsafeMutableBytes(of: &byte) { try readEnd.read(into: $0) } == 1)
    #expect(byte == UInt8(ascii: "a"))
  }
}
