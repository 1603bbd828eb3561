import Foundation
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("File identity: the change time")
struct FileIdentityTests {
  @Test("chmod changes a file's identity through its change time, not its modification time")
  func changeTimeMoves() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("file", "bytes")
    func identity() throws -> FileIdentity {
      try FileStatus(ofPath: path).identity
    }
    let before = try identity()
    Thread.sleep(forTimeInterval: 0.05)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    let after = try identity()
    #expect(after.modificationTime == before.modificationTime)
    #expect(after.changeTime > before.changeTime)
    #expect(after != before)
  }
}
