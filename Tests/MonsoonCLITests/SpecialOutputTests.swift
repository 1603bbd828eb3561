import Foundation
import MonsoonSystem
import MonsoonTestSupport
import Testing

/// `-o` naming a file that is not an ordinary document: a named pipe, which is written in
/// place once a reader comes, and a file beside which no new file can be made.
@Suite("-o to a named pipe, or to a file that cannot be replaced")
struct SpecialOutputTests {
  @Test("-o to a named pipe waits for a reader, as '> fifo' does, and writes the render to it")
  func namedPipeWithReader() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.file("render.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = LockedValue<ToolRunner.Result?>(nil)
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      let run = try? ToolRunner.run(["render", "sample.jsonl", "-o", fifo])
      result.withLock { $0 = run }
      group.leave()
    }
    // Opening for reading waits for the tool to open for writing; then read to its end.
    let handle = try #require(FileHandle(forReadingAtPath: fifo))
    let read = handle.readDataToEndOfFile()
    try handle.close()
    group.wait()
    let run = try #require(result.current)
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let svg = try ToolRunner.run(["render", "sample.jsonl", "-o", "-"])
    #expect(String(decoding: read, as: UTF8.self) == svg.standardOutput)
  }

  @Test(
    "-o to a named pipe nobody reads: the tool waits; SIGTERM ends it, leaving only the pipe",
    .enabled(if: ProgramRun.canResetSignals, "needs GNU env --default-signal"))
  func namedPipeWithoutReader() throws {
    let fakes = try FakePrograms()
    let fifo = fakes.directory.file("render.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try ProgramRun(["render", "sample.jsonl", "-o", fifo], fakes: fakes)
    #if os(Linux)
      // The tool's main thread waits in open(2) for a reader (the kernel's wait_for_partner);
      // where the kernel does not say, it is signalled at once, which ends it all the same.
      while let place = try? String(contentsOfFile: "/proc/\(run.id)/wchan", encoding: .utf8),
        place != "wait_for_partner", place != "0", !place.isEmpty
      {
        usleep(1_000)
      }
    #endif
    run.signal(SIGTERM)
    let ended = run.finish()
    #expect(ended.signal == SIGTERM)
    #expect(ended.errors.isEmpty)
    let left = try FileManager.default.contentsOfDirectory(atPath: fakes.directory.path)
    #expect(left.filter { $0.hasPrefix("render.fifo") } == ["render.fifo"])
  }

  #if os(Linux)
    @Test("-o /proc/self/status: 73, saying no file can be made beside it; nothing written")
    func procFile() throws {
      let result = try ToolRunner.run(["render", "sample.jsonl", "-o", "/proc/self/status"])
      #expect(result.status == 73)
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError.hasPrefix(
          "monsoon-replay: error: cannot write '/proc/self/status': no new file can be made "
            + "beside it in '/proc/"), "\(result.standardError)")
      #expect(
        result.standardError.hasSuffix(
          "' to replace it whole (No such file or directory); it was left as it was\n"))
    }
  #endif
}
