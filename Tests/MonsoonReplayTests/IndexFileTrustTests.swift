import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import MonsoonTesting
import Testing

/// Root can give a file away (`chown nobody`); other users cannot make a file someone else's.
let runsAsRoot = getuid() == 0

@Suite("Index files: only a regular file of your own that no one else may write is read")
struct IndexFileTrustTests {
  /// A log with a valid index written beside it, and the log's header.
  private static func indexedLog(
    _ directory: TemporaryDirectory
  ) throws -> (log: String, index: String, header: LogHeader) {
    let log = SessionGenerator.log(seed: 0x7e57, events: 3_000)
    let path = try directory.write("log.jsonl", log.text)
    let index = try #require(try IndexedLogs.index(path, mode: .strict))
    try index.write(to: directory.file("log.index"))
    return (path, directory.file("log.index"), log.header)
  }

  private static func kind(
    reading path: String, header: LogHeader
  ) -> CheckpointIndexError.Kind? {
    do {
      _ = try CheckpointIndex.read(from: path, header: header)
      return nil
    } catch {
      return error.kind
    }
  }

  @Test("a valid index of your own, mode 644, is read")
  func ownIndexIsRead() throws {
    let directory = try TemporaryDirectory()
    let (_, index, header) = try Self.indexedLog(directory)
    #expect(Self.kind(reading: index, header: header) == nil)
    #expect(throws: Never.self) { try CheckpointIndex.checkDirectory(directory.path) }
    #expect(throws: Never.self) { try CheckpointIndex.checkDirectory(directory.file("missing")) }
  }

  @Test("a symbolic link at the index path is not followed, even to a valid index")
  func symbolicLink() throws {
    let directory = try TemporaryDirectory()
    let (_, index, header) = try Self.indexedLog(directory)
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("link.index"), withDestinationPath: index)
    #expect(
      Self.kind(reading: directory.file("link.index"), header: header)
        == .unreadable("a symbolic link, which is never followed"))
  }

  @Test("a FIFO at the index path is refused at once, without waiting for a writer")
  func fifo() throws {
    let directory = try TemporaryDirectory()
    let (_, _, header) = try Self.indexedLog(directory)
    #expect(mkfifo(directory.file("fifo.index"), 0o600) == 0)
    #expect(
      Self.kind(reading: directory.file("fifo.index"), header: header)
        == .unreadable("a pipe, not a regular file"))
  }

  @Test("a 1 GiB sparse file at the index path is refused after reading its head")
  func sparseFile() throws {
    let directory = try TemporaryDirectory()
    let (_, index, header) = try Self.indexedLog(directory)
    let sparse = directory.file("sparse.index")
    #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
    #expect(truncate(sparse, 1 << 30) == 0)
    let started = Date()
    #expect(Self.kind(reading: sparse, header: header) == .malformed("not a checkpoint index"))
    #expect(Date().timeIntervalSince(started) < 0.5)
    let valid = try [UInt8](Data(contentsOf: URL(fileURLWithPath: index)))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: sparse))
    try handle.write(contentsOf: Data(valid.prefix(96)))
    try handle.close()
    #expect(
      Self.kind(reading: sparse, header: header)
        == .malformed("1073741824 bytes, not what its head describes"))
  }

  @Test(
    "an index file or directory others may write is untrusted",
    arguments: [0o664, 0o646, 0o666] as [Int16])
  func writableByOthers(mode: Int16) throws {
    let directory = try TemporaryDirectory()
    let (_, index, header) = try Self.indexedLog(directory)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: index)
    let octal = String(mode, radix: 8)
    #expect(
      Self.kind(reading: index, header: header)
        == .untrusted("other users may write it (mode \(octal); 'chmod go-w' fixes that)"))
    try FileManager.default.setAttributes(
      [.posixPermissions: mode | 0o111], ofItemAtPath: directory.path)
    let error = try #require(throws: CheckpointIndexError.self) {
      try CheckpointIndex.checkDirectory(directory.path)
    }
    let directoryMode = String(mode | 0o111, radix: 8)
    #expect(
      error.kind
        == .untrusted(
          "other users may write the directory (mode \(directoryMode); 'chmod go-w' fixes that)"))
  }

  @Test(
    "an index file or directory another user owns is untrusted",
    .enabled(if: runsAsRoot, "only root can give a file to another user (chown nobody)"))
  func ownedByAnotherUser() throws {
    let directory = try TemporaryDirectory()
    let (_, index, header) = try Self.indexedLog(directory)
    let nobody = 65_534
    try FileManager.default.setAttributes([.ownerAccountID: nobody], ofItemAtPath: index)
    #expect(
      Self.kind(reading: index, header: header)
        == .untrusted("it belongs to user \(nobody), not to you (user 0)"))
    try FileManager.default.setAttributes(
      [.ownerAccountID: nobody], ofItemAtPath: directory.path)
    let error = try #require(throws: CheckpointIndexError.self) {
      try CheckpointIndex.checkDirectory(directory.path)
    }
    #expect(
      error.kind == .untrusted("the directory belongs to user \(nobody), not to you (user 0)"))
  }
}
