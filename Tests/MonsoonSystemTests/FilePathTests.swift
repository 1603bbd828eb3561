import Foundation
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("FilePath: a file's name as bytes, and what the file system does with it")
struct FilePathTests {
  @Test(
    "any bytes survive a trip through the String the tool carries",
    arguments: [
      [0x78, 0xFF, 0x2E, 0x6A], [0xC3, 0xA9], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBE, 0x80],
      [0x61, 0xC3, 0x28, 0x62], Array(0x01...0xFF),
    ] as [[UInt8]])
  func roundTrip(bytes: [UInt8]) {
    let path = FilePath(bytes: bytes)
    #expect(FilePath(path.description) == path)
  }

  @Test("a UTF-8 name is its own String; an invalid byte shows as U+FFFD where JSON shows it")
  func description() {
    #expect(FilePath("logs/é.jsonl").description == "logs/é.jsonl")
    #expect(FilePath("logs/é.jsonl").bytes == Array("logs/é.jsonl".utf8))
    let invalid = FilePath(bytes: [0x78, 0xFF])
    #expect(!invalid.isValidUTF8)
    #expect(invalid.replacingInvalidBytes == "x\u{FFFD}")
    #expect(invalid.description.unicodeScalars.map(\.value) == [0x78, 0x10FFFF])
  }

  @Test("directory, last component and appending work on bytes")
  func components() {
    #expect(FilePath("a/b/c").directory == "a/b")
    #expect(FilePath("/c").directory == "/")
    #expect(FilePath("c").directory == ".")
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

  @Test("access and modification times are set and read back to the nanosecond, before 1970 too")
  func times() throws {
    let directory = try TemporaryDirectory()
    let file = FilePath(try directory.write("file", "x"))
    for (accessed, modified): (Int64, Int64) in [
      (1_000_000_000_123_456_789, 999_999_999_987_654_321), (-1_500_000_000, -1),
    ] {
      try file.setAccessAndModificationTimes(accessed: accessed, modified: modified)
      let times = try file.accessAndModificationTimes()
      #expect(times.accessed == accessed)
      #expect(times.modified == modified)
      #expect(try FileStatus(ofPath: file).identity.modificationTime == modified)
    }
    let missing = FilePath(directory.file("missing"))
    #expect(throws: Errno.noSuchFile) { try missing.accessAndModificationTimes() }
    #expect(throws: Errno.noSuchFile) {
      try missing.setAccessAndModificationTimes(accessed: 0, modified: 0)
    }
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
}
