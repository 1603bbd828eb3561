import Foundation
import MonsoonEvents
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("Session log files: create, resume, repair, refuse")
struct SessionLogFileTests {
  static let header = #"{"monsoon":1,"seed":"2a"}"#
  static let event1 = #"{"seq":1,"t":10,"type":"tap","control":1,"sel":[0,1,0,0,0,0]}"#
  static let event2 = #"{"seq":2,"t":20,"type":"go"}"#

  static let invalidFiles: [String] = [
    "not a log\n" + event1 + "\n",
    header + "\n" + event2 + "\n" + event1 + "\n",
    header + "\n" + #"{"seq":1,"type":"tap","control":9}"# + "\n" + event2 + "\n",
    header + "\n{oops\n" + event2,
  ]

  @Test("a new file gets the header, and the store's events follow it with seq from 1")
  func newFile() throws {
    let directory = try TemporaryDirectory()
    let log = try SessionLogFile.open(path: directory.file("s.jsonl"), durability: .durable) {
      LogHeader(seed: 0x2a)
    }
    #expect(log.isNew && log.lastSeq == 0 && log.repairedTail == nil)
    let store = try log.makeStore()
    try store.send(.tap(prompt: 1))
    try store.flush()
    let lines = try directory.read("s.jsonl").split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first == #"{"monsoon":2,"seed":"2a"}"#)
    #expect(lines.last?.hasPrefix(#"{"seq":1,"t":"#) == true)
  }

  @Test(
    "a resumed log keeps its version: its header stays, and Randomize draws by that version's rule",
    arguments: LogFormatVersion.allCases)
  func resumesUnderItsVersion(_ version: LogFormatVersion) throws {
    let directory = try TemporaryDirectory()
    let header = "{\"monsoon\":\(version.rawValue),\"seed\":\"9e3779b97f4a7c15\"}"
    let path = try directory.write("s.jsonl", header + "\n")
    let store = try SessionLogFile.open(path: path, durability: .durable) {
      LogHeader(seed: 1)
    }.makeStore()
    try store.send(.randomize)
    try store.close()
    var expected = SessionState(seed: 0x9e37_79b9_7f4a_7c15, formatVersion: version)
    try SessionReducer.reduce(&expected, .randomize)
    #expect(store.state == expected)
    // The two rules' first draws differ from this seed: [1,0,0,0,1,1] and [1,2,2,1,1,1].
    let first = version == .version1 ? [1, 0, 0, 0, 1, 1] : [1, 2, 2, 1, 1, 1]
    #expect(Array(expected.selections) == first)
    let lines = try directory.read("s.jsonl").split(separator: "\n")
    #expect(lines.first.map(String.init) == header && lines.count == 2)
  }

  @Test("an existing file is replayed and its seq continues")
  func resumes() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "s.jsonl", [Self.header, Self.event1, Self.event2].joined(separator: "\n") + "\n")
    let log = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    #expect(!log.isNew && log.lastSeq == 2 && log.lastTime == 20)
    #expect(log.header == LogHeader(seed: 0x2a, formatVersion: .version1))
    #expect(log.state.screen == .detail && log.state.selections[1] == 1)
    let store = try log.makeStore()
    try store.send(.back)
    try store.flush()
    let last = try directory.read("s.jsonl").split(separator: "\n").last ?? ""
    #expect(last.hasPrefix(#"{"seq":3,"t":"#))
    #expect(last.hasSuffix(#""type":"back","sel":[0,1,0,0,0,0]}"#))
  }

  @Test("a torn last line is cut off and reported, and recording goes on after it")
  func repairsTornTail() throws {
    let directory = try TemporaryDirectory()
    let kept = [Self.header, Self.event1].joined(separator: "\n") + "\n"
    let path = try directory.write("s.jsonl", kept + #"{"seq":2,"t":20,"ty"#)
    let log = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    #expect(log.lastSeq == 1)
    #expect(log.repairedTail?.line == 3)
    #expect(try directory.read("s.jsonl") == kept)
    try log.makeStore().send(.go)
    #expect(try directory.read("s.jsonl").hasPrefix(kept + #"{"seq":2,"#))
  }

  @Test("a complete last line without a newline is kept, and gets one")
  func addsMissingNewline() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", Self.header + "\n" + Self.event1)
    let log = try SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 1) }
    #expect(log.lastSeq == 1 && log.repairedTail == nil)
    try log.makeStore().send(.go)
    try log.sink.close()
    let lines = try directory.read("s.jsonl").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4 && lines[1] == Substring(Self.event1) && lines[3].isEmpty)
    #expect(lines[2].hasPrefix(#"{"seq":2,"#))
  }

  @Test(
    "a header torn by a crash is replaced by a new one, and the repair is reported",
    arguments: [
      "{", #"{"monsoon":1,"se"#, #"{"monsoon":1,"seed":""#, #"{"monsoon":1,"seed":"9e37"#,
      #"{"monsoon":1,"seed":"2a""#, #"{"monsoon":1,"seed":"2a","prom"#,
      #"{"monsoon":1,"seed":"2a","prompts":[{"id":"mood","choices":["😀","#,
      #"{"monsoon":1,"se"# + "\0\0\0", "\0\0\0\0", #"{"monsoon":2"#, #"{"monsoon":2,"seed":"7"#,
      #"{"monsoon":2,"seed":"2a","prompts":[{"id":"mood""#,
    ])
  func replacesTornHeader(text: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", text)
    let log = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 7) }
    #expect(log.isNew && log.header == LogHeader(seed: 7))
    #expect(log.repairedTail?.line == 1)
    #expect(try directory.read("s.jsonl") == #"{"monsoon":2,"seed":"7"}"# + "\n")
  }

  @Test(
    "a small file that is not the start of a log is refused and left byte for byte as it was",
    arguments: [
      "TOP SECRET", "{oops", #"{"a":1"#, #"{"monsoon":3,"seed":"1"#,
      #"{"monsoon":1,"seed":"XYZ"#, #"{"monsoon":1,"seed":"2a","other":1"#,
      #"{"monsoon":1,"seed":"2a","prompts":[}"#, "TOP\0SECRET\0", "[1,2",
    ])
  func keepsFileThatIsNotALog(text: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", text)
    let error = #expect(throws: SessionLogFileError.self) {
      try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    }
    #expect(error?.description.contains("not a Monsoon log") == true)
    #expect(try directory.read("s.jsonl") == text)
  }

  @Test(
    "a single line without a newline that is JSON but not a valid header is refused, not cut",
    arguments: [
      #"{"monsoon":1,"seed":"not hex"}"#, #"{"monsoon":3,"seed":"1"}"#,
      #"{"monsoon":1,"seed":"1","prompts":[{"id":"x","choices":["only one"]}]}"#,
    ])
  func keepsWholeInvalidHeader(text: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", text)
    #expect(throws: SessionLogFileError.self) {
      try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    }
    #expect(try directory.read("s.jsonl") == text)
  }

  @Test(
    "a file invalid before its tail is refused with its line and left unchanged",
    arguments: zip(invalidFiles, [1, 2, 2, 2]))
  func refusesInvalidFile(text: String, line: Int) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", text)
    let error = #expect(throws: SessionLogFileError.self) {
      try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    }
    guard case .invalid(let problem)? = error else {
      Issue.record("expected an invalid log, got \(String(describing: error))")
      return
    }
    #expect(problem.line == line)
    #expect(try directory.read("s.jsonl") == text)
  }

  @Test("a file this process holds open is refused, saying so, not \"another process\"")
  func refusesFileOpenInThisProcess() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let first = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    let error = #expect(throws: SessionLogFileError.openInThisProcess(path: path)) {
      try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    }
    #expect(error?.description.contains("another process") == false)
    #expect(error?.description.contains("in this process") == true)
    try first.sink.close()
    let second = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    #expect(!second.isNew)
  }

  @Test(
    "a file another process holds locked is refused as in use by another process",
    OutsideTool.flock.trait)
  func refusesFileInUseByAnotherProcess() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: try #require(OutsideTool.flock.path))
    holder.arguments = [path, "sh", "-c", "echo locked; cat >/dev/null"]
    let input = Pipe()
    let output = Pipe()
    holder.standardInput = input
    holder.standardOutput = output
    try holder.run()
    // flock prints only once it holds the lock.
    let said = output.fileHandleForReading.availableData
    #expect(String(decoding: said, as: UTF8.self) == "locked\n")
    let error = #expect(throws: SessionLogFileError.inUse(path: path)) {
      try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    }
    #expect(error?.description == "\(path) is being recorded by another process")
    try input.fileHandleForWriting.close()
    holder.waitUntilExit()
    let log = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    #expect(log.isNew)
  }

  @Test(
    "another recorder creates the new file before this one locks: its log is resumed, one header")
  func newFileCreatedByAnotherRecorderBeforeTheLock() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    var other: Result<Int, SessionLogFileError>?
    let log = try SessionLogFile.open(path: path, durability: .buffered) {
      // The other recorder opens the same new file, writes its header and two events, and
      // lets go, all while this one holds the file open and has not locked it yet.
      other = Result { () throws(SessionLogFileError) -> Int in
        let log = try SessionLogFile.open(path: path, durability: .buffered) {
          LogHeader(seed: 2)
        }
        let store = try log.makeStore()
        _ = try? store.send(.go)
        _ = try? store.send(.back)
        try? store.close()
        return log.isNew ? 1 : 0
      }
    } newHeader: {
      LogHeader(seed: 1)
    }
    #expect(try other?.get() == 1)
    #expect(!log.isNew && log.lastSeq == 2 && log.header.seed == 2)
    let store = try log.makeStore()
    try store.send(.go)
    try store.close()
    let lines = try directory.read("s.jsonl").split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.filter { $0.hasPrefix(#"{"monsoon""#) }.count == 1)
    #expect(lines.last?.hasPrefix(#"{"seq":3,"#) == true)
  }

  @Test(
    "another recorder still records the new file when this one locks: refused, one header")
  func newFileStillRecordedByAnotherRecorder() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    var other: SessionLogFile?
    #expect(throws: SessionLogFileError.openInThisProcess(path: path)) {
      try SessionLogFile.open(path: path, durability: .buffered) {
        other = try? SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 2) }
      } newHeader: {
        LogHeader(seed: 1)
      }
    }
    let store = try #require(other).makeStore()
    try store.send(.go)
    try store.close()
    let lines = try directory.read("s.jsonl").split(separator: "\n")
    #expect(lines.count == 2 && lines.first == #"{"monsoon":2,"seed":"2"}"#)
  }

  @Test("one opened log file makes one store: a second makeStore is refused")
  func oneStorePerOpenedFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let log = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    let store = try log.makeStore()
    let copy = log
    let error = #expect(throws: SessionLogFileError.storeAlreadyMade(path: path)) {
      try copy.makeStore()
    }
    #expect(error?.description.contains("one file records one history") == true)
    try store.send(.go)
    try store.send(.back)
    try store.close()
    let reopened = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    #expect(reopened.lastSeq == 2)
  }

  @Test("openInBackground opens off the calling thread and resumes with the opened file")
  @MainActor
  func opensInBackground() async throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "s.jsonl", [Self.header, Self.event1].joined(separator: "\n") + "\n")
    let log = try await SessionLogFile.openInBackground(path: path, durability: .durable) {
      LogHeader(seed: 1)
    }
    #expect(log.lastSeq == 1 && log.header == LogHeader(seed: 0x2a, formatVersion: .version1))
    let newPath = directory.file("new.jsonl")
    let calledOnMainThread = LockedValue<Bool?>(nil)
    let new = try await SessionLogFile.openInBackground(path: newPath, durability: .durable) {
      calledOnMainThread.withLock { $0 = Thread.isMainThread }
      return LogHeader(seed: 5)
    }
    #expect(new.isNew)
    #expect(calledOnMainThread.withLock { $0 } == false, "the file work ran off the main thread")
    await #expect(throws: SessionLogFileError.openInThisProcess(path: path)) {
      try await SessionLogFile.openInBackground(path: path, durability: .durable) {
        LogHeader(seed: 1)
      }
    }
  }

  @Test("closeInBackground refuses events at once, closes off the calling thread, and lets go")
  @MainActor
  func closesInBackground() async throws {
    final class WatchedSink: LogSink {
      let closedOnMainThread = LockedValue<Bool?>(nil)
      func append(_ line: [UInt8]) {}
      func flush() {}
      func close() { closedOnMainThread.withLock { $0 = Thread.isMainThread } }
    }
    let sink = WatchedSink()
    let store = try SessionStore(header: LogHeader(seed: 1), sink: sink)
    try store.send(.go)
    try await store.closeInBackground()
    #expect(sink.closedOnMainThread.withLock { $0 } == false)
    #expect(throws: SessionStoreError.closed) { try store.send(.back) }

    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let log = try await SessionLogFile.openInBackground(path: path, durability: .durable) {
      LogHeader(seed: 1)
    }
    let fileStore = try log.makeStore()
    try fileStore.send(.tap(prompt: 1))
    try await fileStore.closeInBackground()
    try await fileStore.closeInBackground()
    let reopened = try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    #expect(reopened.lastSeq == 1)
  }

  @Test(
    "a name that is not a regular file is refused before anything is written",
    arguments: ["/dev/null", "/dev/zero", "fifo"])
  func refusesNonRegularFiles(name: String) throws {
    let directory = try TemporaryDirectory()
    var path = name
    var kind = "a character device"
    if name == "fifo" {
      path = directory.file(name)
      try #require(mkfifo(path, 0o600) == 0)
      kind = "a pipe"
    }
    #expect(
      throws: SessionLogFileError.io(
        LogWriteError(reason: "cannot record into \(path): it is \(kind), not a regular file"))
    ) {
      try SessionLogFile.open(path: path, durability: .durable) { LogHeader(seed: 1) }
    }
  }

  @Test("event times never go backwards, even when the clock does")
  func monotonicClock() {
    let readings = [50, 40, 60]
    let left = LockedValue(readings)
    let clock = MonotonicClock(floor: 45) {
      left.withLock { $0.isEmpty ? 0 : $0.removeFirst() }
    }
    let times: [Int] = [clock.now(), clock.now(), clock.now()]
    #expect(times == [50, 50, 60])
  }
}
