import Foundation
import MonsoonSystem
import Testing

@Suite("FilePath: a file's name as bytes")
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

  @Test("a UTF-8 name is its own String; an invalid byte is the code point that stands for it")
  func description() {
    #expect(FilePath("logs/é.jsonl").description == "logs/é.jsonl")
    #expect(FilePath("logs/é.jsonl").bytes == Array("logs/é.jsonl".utf8))
    let invalid = FilePath(bytes: [0x78, 0xFF])
    #expect(invalid.description.unicodeScalars.map(\.value) == [0x78, 0x10FFFF])
  }

  @Test("the directory works on bytes")
  func directory() {
    #expect(FilePath("a/b/c").directory == "a/b")
    #expect(FilePath("/c").directory == "/")
    #expect(FilePath("c").directory == ".")
  }
}
