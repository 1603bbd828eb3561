import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

@Suite("The size-limited whole-file reader")
struct WholeFileTests {
  @Test("a regular file within the limit is read whole, at the limit too")
  func readsWholeFile() throws {
    let directory = try TemporaryDirectory()
    let text = String(repeating: "menu ", count: 30_000)
    let path = try directory.write("m.json", text)
    #expect(try WholeFile.read(path, limit: 1 << 20) == Array(text.utf8))
    #expect(try WholeFile.read(path, limit: text.utf8.count) == Array(text.utf8))
    #expect(try WholeFile.read(try directory.write("e.json", ""), limit: 10) == [])
  }

  @Test("a file larger than the limit fails before being read")
  func tooLarge() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("sparse")
    // 1 TiB of nothing: reading it would take the machine's memory.
    try #require(truncate(try directory.write("sparse", ""), 1 << 40) == 0)
    #expect(throws: FileError(path: path, .tooLarge(limit: 1 << 20))) {
      try WholeFile.read(path, limit: 1 << 20)
    }
    let small = try directory.write("small", "12345")
    #expect(throws: FileError(path: small, .tooLarge(limit: 4))) {
      try WholeFile.read(small, limit: 4)
    }
  }

  @Test("a device, a directory, a missing file and an empty name fail with the reason")
  func refusals() throws {
    let directory = try TemporaryDirectory()
    #expect(throws: FileError(path: "/dev/zero", .unsupportedKind(.characterDevice))) {
      try WholeFile.read("/dev/zero", limit: 1 << 20)
    }
    #expect(throws: FileError(path: directory.path, .isDirectory)) {
      try WholeFile.read(directory.path, limit: 1 << 20)
    }
    #expect(throws: FileError(path: directory.file("none"), .noSuchFile)) {
      try WholeFile.read(directory.file("none"), limit: 1 << 20)
    }
    #expect(throws: FileError(path: "", .emptyPath)) {
      try WholeFile.read("", limit: 1 << 20)
    }
  }

  @Test("a named pipe nobody writes to neither blocks the open nor the read")
  func fifoWithoutWriter() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("fifo")
    try #require(mkfifo(path, 0o600) == 0)
    #expect(throws: FileError(path: path, .unsupportedKind(.pipe))) {
      try WholeFile.read(path, limit: 1 << 20)
    }
    #expect(try WholeFile.read(path, limit: 1 << 20, accepting: [.regular, .pipe]) == [])
  }

  @Test(
    "a pipe is read until its writer closes it, and fails once it gives more than the limit",
    arguments: [(10_000, 10_000), (10_001, 10_000), (3 << 20, 1 << 20)])
  func pipeLimit(size: Int, limit: Int) throws {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let writerDone = DispatchSemaphore(value: 0)
    let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    DispatchQueue.global().async {
      try? writeEnd.write(contentsOf: Data(repeating: 0x20, count: size))
      try? writeEnd.close()
      writerDone.signal()
    }
    // The path of the read end, as a shell's `<(command)` gives it.
    let path = "/dev/fd/\(ends[0])"
    let result = Result { try WholeFile.read(path, limit: limit, accepting: [.regular, .pipe]) }
    close(ends[0])
    writerDone.wait()
    if size <= limit {
      #expect(try result.get().count == size)
    } else {
      #expect(throws: FileError(path: path, .tooLarge(limit: limit))) { try result.get() }
    }
  }

  @Test("the check sees the status before anything is read, and its error is thrown")
  func check() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("index", "data")
    let refusal = FileError(path: path, .unsupportedKind(.other))
    var seen: FileStatus?
    #expect(throws: refusal) {
      try WholeFile.read(path, limit: 100) { (status: FileStatus) throws(FileError) in
        seen = status
        throw refusal
      }
    }
    #expect(seen?.kind == .regular && seen?.size == 4 && seen?.owner == getuid())
  }

  @Test("with noFollow, a symbolic link is refused")
  func noFollow() throws {
    let directory = try TemporaryDirectory()
    let target = try directory.write("target", "data")
    let link = directory.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(try WholeFile.read(link, limit: 100) == Array("data".utf8))
    #expect(throws: FileError(path: link, .tooManySymbolicLinks)) {
      try WholeFile.read(link, limit: 100, options: .noFollow)
    }
  }
}
