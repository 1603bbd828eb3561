import Foundation
import MonsoonEvents
import MonsoonTestSupport
import Testing

/// A custom menu just under the menu file's 1 MiB limit makes a header over the 1 MiB line
/// limit: every writer of a new log refuses it before writing, with ``LogHeaderError``.
@Suite("Header length limit")
struct LogHeaderLimitTests {
  /// A menu whose prompts, as JSON, are `size` bytes: two prompts, one long option.
  static func menuJSON(size: Int) -> String {
    func json(_ long: Int) -> String {
      #"[{"id":"a","choices":[""# + String(repeating: "x", count: long)
        + #"","y"]},{"id":"b","choices":["p","q"]}]"#
    }
    return json(size - json(0).utf8.count)
  }

  static func menu(size: Int) throws -> ChooserMenu {
    try MenuFile.menu(fromJSON: Array(menuJSON(size: size).utf8))
  }

  @Test("a menu under the menu file's limit whose header is over the line limit is refused")
  func writerRefuses() throws {
    let menu = try Self.menu(size: MenuFile.maximumFileSize - 10)
    let header = LogHeader(seed: 1, customMenu: menu)
    let sink = MemoryLogSink()
    #expect(throws: LogWriteError.self) { try SessionStore(header: header, sink: sink) }
    #expect(sink.bytes.isEmpty)
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    #expect {
      try SessionLogFile.open(path: path, durability: .buffered) { header }
    } throws: { error in
      guard case .headerTooLong(.tooLong(let length, let limit))? = error as? SessionLogFileError
      else { return false }
      return length > limit && limit == 1 << 20
    }
    #expect(try directory.read("s.jsonl").isEmpty)
  }

  @Test("a header of exactly 1 MiB is written, and the log reads back")
  func exactLimit() throws {
    let overhead = #"{"monsoon":2,"seed":"1","prompts":}"#.utf8.count
    let menu = try Self.menu(size: (1 << 20) - overhead)
    let sink = MemoryLogSink()
    let store = try SessionStore(header: LogHeader(seed: 1, customMenu: menu), sink: sink)
    try store.send(.tap(prompt: 1))
    #expect(sink.bytes.firstIndex(of: 0x0A) == 1 << 20)
    let reader = try LogReader(MemoryByteSource(sink.bytes))
    #expect(reader.header.customMenu == menu)
  }
}
