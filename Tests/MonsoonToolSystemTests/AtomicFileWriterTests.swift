import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

@Suite("The atomic file writer")
struct AtomicFileWriterTests {
  /// The names in `directory`, sorted.
  private func names(_ directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("replace creates a file, or replaces one keeping its permission bits, leaving nothing else")
  func replace() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.html")
    try AtomicFileWriter.replace(path, with: Array("first".utf8))
    #expect(try directory.read("out.html") == "first")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    try AtomicFileWriter.replace(path, with: Array("second".utf8))
    #expect(try directory.read("out.html") == "second")
    #expect(try FileStatus(ofPath: path).permissions == 0o600)
    #expect(try names(directory) == ["out.html"])
  }

  @Test("until the commit, readers see the old file whole; the new one is beside it")
  func oldFileUntilCommit() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("index", "old")
    let writer = try AtomicFileWriter(replacing: path)
    try writer.write(Array("new bytes".utf8), at: 0)
    try writer.write(Array("NEW".utf8), at: 0)
    #expect(try directory.read("index") == "old")
    #expect(writer.temporaryPath.hasPrefix(path + ".tmp-\(getpid())-"))
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = try buffer.withUnsafeMutableBytes { try writer.read(into: $0, at: 0) }
    #expect(Array(buffer[..<count]) == Array("NEW bytes".utf8))
    try writer.commit()
    #expect(try directory.read("index") == "NEW bytes")
    #expect(try names(directory) == ["index"])
  }

  @Test("a discarded or dropped writer removes its file and leaves the old one")
  func discard() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("index", "old")
    let writer = try AtomicFileWriter(replacing: path)
    try writer.write(Array("new".utf8), at: 0)
    writer.discard()
    do {
      let dropped = try AtomicFileWriter(replacing: path)
      try dropped.write(Array("newer".utf8), at: 0)
    }
    #expect(try directory.read("index") == "old")
    #expect(try names(directory) == ["index"])
  }

  @Test("a commit that cannot rename removes the new file and throws the reason")
  func failedRename() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("sub")
    try FileManager.default.createDirectory(
      atPath: path + "/inside", withIntermediateDirectories: true)
    let writer = try AtomicFileWriter(replacing: path)
    try writer.write(Array("text".utf8), at: 0)
    #expect(throws: FileError.self) { try writer.commit() }
    #expect(try names(directory) == ["sub"])
  }

  @Test("a new file in a missing directory, or with an empty name, fails with the reason")
  func cannotCreate() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("missing/out.svg")
    #expect(throws: FileError(path: path, .noSuchFile)) {
      try AtomicFileWriter.replace(path, with: [1])
    }
    #expect(throws: FileError(path: "", .emptyPath)) { try AtomicFileWriter.replace("", with: [1]) }
  }

  @Test("a symbolic link at the destination is replaced, and its target left alone")
  func symbolicLink() throws {
    let directory = try TemporaryDirectory()
    let target = try directory.write("target", "kept")
    let link = directory.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try AtomicFileWriter.replace(link, with: Array("new".utf8))
    #expect(try directory.read("target") == "kept")
    #expect(try directory.read("link") == "new")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil)
  }
}
