import Foundation
import MonsoonSystem
import Testing

@Suite("System errors")
struct ErrnoTests {
  @Test("an errno reads as the system's sentence, from any number of threads at once")
  func messages() async {
    let expected = [ENOENT: "No such file or directory", EACCES: "Permission denied"]
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<64 {
        group.addTask {
          let code = task % 2 == 0 ? ENOENT : EACCES
          return (0..<200).allSatisfy { _ in
            Errno(rawValue: code).description == expected[code]
          }
        }
      }
      for await allRight in group { #expect(allRight) }
    }
  }

  @Test("a file error names the file and says why, and an empty name says so")
  func fileErrors() {
    #expect(
      FileError(path: "m.json", .noSuchFile).description == "m.json: No such file or directory")
    #expect(FileError(path: "", .emptyPath).description == "empty file name")
    #expect(
      FileError(path: "m.json", .tooLarge(limit: 1 << 20)).description
        == "m.json: larger than the limit of 1 MiB")
    #expect(
      FileError(path: "/dev/zero", .unsupportedKind(.characterDevice)).reason
        == "a character device, not a regular file")
    #expect(ByteCount(1500).description == "1500 bytes")
    #expect(ByteCount(1 << 30).description == "1 GiB")
  }
}
