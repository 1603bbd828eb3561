import MonsoonEvents
import MonsoonTestSupport
import Testing

@testable import MonsoonTestKit

@Suite("Store model checks catch planted store bugs")
struct StoreModelCheckTests {
  /// The report `body` records, held back so that the test can look at it.
  private func report(_ body: @escaping @Sendable () async -> Void) async -> String? {
    do {
      try await IssueCapture.run(body)
      return nil
    } catch let recorded as RecordedIssues {
      return recorded.issues.last?.comments.map(\.rawValue).joined(separator: "\n")
    } catch {
      return "unexpected error \(error)"
    }
  }

  @Test("a store that writes its lines outside the lock that orders its states: not linearizable")
  func writesOutsideTheLock() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path
    let report = await report {
      await StoreModelCheck.parallel(
        FaultyStores.WritesOutsideTheLock.self, durability: .buffered, in: path,
        sends: 2...6, count: 40)
    }
    withExtendedLifetime(directory) {}
    let text = try #require(report)
    #expect(text.contains("no order of the calls explains what the store answered and logged"))
    #expect(text.contains("task 0: "))
    #expect(text.contains("\nlog: "))
    #expect(text.contains("Rerun it alone: MONSOON_SEED=0x"))
  }

  @Test("a store that forgets buffered lines when closed: acknowledged events lost on reopen")
  func forgetsOnClose() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path
    let report = await report {
      await StoreModelCheck.sequential(
        FaultyStores.ForgetsOnClose.self, durability: .buffered, in: path)
    }
    withExtendedLifetime(directory) {}
    let text = try #require(report)
    #expect(text.contains("acknowledged events, but"))
    #expect(text.contains("Shrunk in "))
    #expect(text.contains("[send(tap production), reopen]") || text.contains("(closed)"))
  }

  @Test("a store that buffers when asked to be durable: a crash loses acknowledged events")
  func buffersWhenDurable() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path
    let report = await report {
      await StoreModelCheck.sequential(
        FaultyStores.BuffersWhenAskedForDurable.self, durability: .durable, in: path)
    }
    withExtendedLifetime(directory) {}
    let text = try #require(report)
    #expect(
      text.contains("were acknowledged as durable, but only") || text.contains("must be there"))
  }

  @Test("linearization: found for an order that explains the answers, not for one that does not")
  func linearizationSearch() {
    var state = SessionState(seed: 1)
    let start = state
    try? SessionReducer.reduce(&state, .tap(control: 0))
    let afterTap = state
    try? SessionReducer.reduce(&state, .go)
    let afterGo = state
    let tasks = [
      [Call(event: .tap(control: 0), answer: .applied(afterTap))],
      [
        Call(event: .back, answer: .rejected(.wrongScreen(.back, .chooser))),
        Call(event: .go, answer: .applied(afterGo)),
      ],
    ]
    #expect(Linearization.find(tasks: tasks, log: [.tap(control: 0), .go], start: start) != nil)
    #expect(Linearization.find(tasks: tasks, log: [.go, .tap(control: 0)], start: start) == nil)
    let wrongAnswer = [[Call(event: .tap(control: 0), answer: .applied(afterGo))]]
    #expect(Linearization.find(tasks: wrongAnswer, log: [.tap(control: 0)], start: start) == nil)
  }
}
