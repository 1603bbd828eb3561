import Foundation
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("File identity: the change time, and when a file has settled")
struct FileIdentityTests {
  private static func identity(changedAt changeTime: Int64) -> FileIdentity {
    FileIdentity(device: 1, inode: 2, size: 3, modificationTime: 0, changeTime: changeTime)
  }

  @Test(
    "a change time in nanoseconds settles one tick (20 ms) after it; a whole second, 1 s later",
    arguments: [
      (Int64(1_700_000_000_123_456_789), Int64(5_000_000), Int64(15_000_001)),
      (1_700_000_000_123_456_789, 20_000_001, 0),
      (1_700_000_000_123_456_789, -3_000_000_000, 3_020_000_001),
      (1_700_000_000_000_000_000, 500_000_000, 520_000_000),
      (1_700_000_000_000_000_000, 1_020_000_000, 0),
    ])
  func settling(changeTime: Int64, elapsed: Int64, wait: Int64) {
    let identity = Self.identity(changedAt: changeTime)
    #expect(identity.nanosecondsUntilSettled(now: changeTime + elapsed) == wait)
  }

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
