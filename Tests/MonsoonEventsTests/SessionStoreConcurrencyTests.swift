import Foundation
import MonsoonEvents
import MonsoonTestSupport
import Testing

@Suite("A session store under concurrent use, recording to a file")
struct SessionStoreConcurrencyTests {
  static let taskCount = 8
  static let eventsPerTask = 12_500

  @Test("8 tasks × 12,500 events: each accepted event is logged once, and replays to the state")
  func concurrentSends() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let log = try SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 99) }
    let store = try log.makeStore()
    let accepted = try await withThrowingTaskGroup(of: [Int: Event].self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var generator = SplitMix64(seed: UInt64(task))
          var mine: [Int: Event] = [:]
          for _ in 0..<Self.eventsPerTask {
            let event = Self.event(Int(generator.next() % 16))
            do throws(SessionStoreError) {
              mine[try store.send(event).seq] = event
            } catch {
              guard case .rejected = error else { throw error }
            }
          }
          return mine
        }
      }
      var all: [Int: Event] = [:]
      for try await mine in group {
        all.merge(mine) { first, _ in first }
      }
      return all
    }
    try store.close()
    let final = store.state
    #expect(accepted.count == final.seq)
    #expect(accepted.count > Self.taskCount * Self.eventsPerTask / 4)

    let reader = try LogReader(FileByteSource(path: path))
    var replayer = LogReplayer(header: reader.header, mode: .strict)
    var logged = 0
    while let record = try reader.next() {
      #expect(accepted[record.seq] == record.event, "seq \(record.seq)")
      try replayer.apply(record)
      logged += 1
    }
    #expect(reader.tornTail == nil)
    #expect(logged == accepted.count)
    #expect(replayer.state == final)
  }

  /// A mix of events, some of which the screen rejects.
  static func event(_ pick: Int) -> Event {
    switch pick {
    case 0..<6: .tap(prompt: pick)
    case 6: .tap(prompt: 6)
    case 7: .select(prompt: 2, option: 1)
    case 8: .select(prompt: 0, option: 9)
    case 9, 10: .randomize
    case 11: .go
    case 12, 13: .back
    default: .nav(.compass)
    }
  }
}
