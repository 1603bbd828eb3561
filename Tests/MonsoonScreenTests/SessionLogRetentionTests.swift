import Foundation
import MonsoonScreen
import Testing

@Suite("Session logs an app keeps: one per launch, the last 20")
struct SessionLogRetentionTests {
  @Test("a log is named by the moment it started, in UTC, to the millisecond",
    arguments: [
      (Int64(0), "session-19700101-000000-000.jsonl"),
      (1_764_613_395_042, "session-20251201-182315-042.jsonl"),
      (951_782_400_000, "session-20000229-000000-000.jsonl"),
      (4_102_444_799_999, "session-20991231-235959-999.jsonl"),
    ])
  func names(milliseconds: Int64, name: String) {
    #expect(SessionLogRetention.newLogName(startedAt: milliseconds) == name)
  }

  @Test("names agree with Foundation's calendar, and later starts sort after earlier ones")
  func namesAgreeWithFoundation() throws {
    var formatter = Date.ISO8601FormatStyle(timeZone: try #require(TimeZone(identifier: "UTC")))
    formatter = formatter.year().month().day().time(includingFractionalSeconds: false)
    var previous = ""
    for step in 0..<2_000 {
      let milliseconds = Int64(step) * 1_234_567_891 + 7
      let name = SessionLogRetention.newLogName(startedAt: milliseconds)
      let date = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
      let iso = date.formatted(formatter)
        .replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        .replacingOccurrences(of: "T", with: "-").replacingOccurrences(of: "Z", with: "")
      #expect(name.hasPrefix("session-\(iso)-"), "\(milliseconds): \(name) vs \(iso)")
      #expect(name > previous)
      previous = name
    }
  }

  @Test("keeps the 20 newest logs, deletes the oldest others, leaves other files alone")
  func retention() {
    let logs = (0..<25).map {
      SessionLogRetention.newLogName(startedAt: 1_764_613_395_000 + Int64($0) * 60_000)
    }
    let others = [
      "notes.txt", "session.jsonl", "session-2025.jsonl", "session-20251201-182315-042.jsonl.tmp",
    ]
    let removed = SessionLogRetention.logsToRemove(from: (logs + others).shuffled())
    #expect(removed == Array(logs.prefix(5)))
    #expect(SessionLogRetention.logsToRemove(from: Array(logs.prefix(20))).isEmpty)
    #expect(SessionLogRetention.logsToRemove(from: logs, keeping: 1) == Array(logs.dropLast()))
    #expect(SessionLogRetention.logsToRemove(from: logs, keeping: 0) == logs)
  }
}
