import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

@Suite("What only the tool does with files: names in a directory, links, removing, directories")
struct FileOperationsTests {
  @Test("last component and appending work on bytes")
  func components() {
    #expect(FilePath("a/b/c").lastComponent == Array("c".utf8))
    #expect(FilePath("a").appending([0xFF]).bytes == [0x61, 0x2F, 0xFF])
    #expect(FilePath("a/").appending([0xFF]).bytes == [0x61, 0x2F, 0xFF])
  }

  @Test("remove, createDirectories and resolvingSymbolicLinks throw Errno")
  func operations() throws {
    let directory = try TemporaryDirectory()
    let missing = FilePath(directory.file("missing"))
    #expect(throws: Errno.noSuchFile) { try missing.remove() }
    #expect(throws: Errno.noSuchFile) { try missing.resolvingSymbolicLinks() }
    let file = FilePath(try directory.write("file", "x"))
    #expect(throws: Errno.notDirectory) { try file.createDirectories() }
    let nested = FilePath(directory.file("a/b/c"))
    try nested.createDirectories()
    try nested.createDirectories()
    #expect(try FileStatus(ofPath: nested).kind == .directory)
    try file.remove()
    #expect(throws: Errno.noSuchFile) { try file.remove() }
  }

  @Test("a name that is not UTF-8 is created and removed by its exact bytes")
  func invalidName() throws {
    let directory = try TemporaryDirectory()
    let path = FilePath(directory.path).appending([0x78, 0xFF])
    let descriptor = try FileDescriptor.open(path, .writeOnly, options: .create)
    try descriptor.close()
    #expect(try FileStatus(ofPath: path.description).kind == .regular)
    try path.remove()
    #expect(throws: Errno.noSuchFile) { try FileStatus(ofPath: path) }
  }

  @Test("isOpen tells an open descriptor from one that is not")
  func isOpen() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(FileDescriptor(rawValue: ends[0]).isOpen)
    #expect(!FileDescriptor(rawValue: 1_000_000).isOpen)
  }
}
