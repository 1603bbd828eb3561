import Foundation
import MonsoonEvents
@testable import MonsoonTestKit
import MonsoonTesting
import Testing

/// The property-testing examples of the README and of docs/property-testing.md, as printed
/// there: each must compile and pass, and the failure each shows must be the report the kit
/// prints.
@Suite("The README's and docs/property-testing.md's property-testing examples")
struct ReadmeExamplesTests {
  @Test func flavorThenDetail() {
    let store = SessionTestStore(seed: 0x5eed)
    store.send(.tap(prompt: 1)) { $0[prompt: "flavor"] = "sweet" }
    store.send(.select(prompt: 5, option: 4)) { $0.selections[5] = 4 }
    store.send(.go) { $0.screen = .detail }
    store.send(.tap(prompt: 0), rejectedBecause: .wrongScreen(.tap, .detail))
  }

  @Test("the README's unasserted change prints the diff the README shows")
  func unassertedChangeAsPrinted() async throws {
    let recorded = await capturedIssues {
      SessionTestStore(seed: 0x5eed).send(.tap(prompt: 1))
    }
    let message = try #require(recorded.first).comments.map(\.rawValue).joined(separator: "\n")
    #expect(message.hasPrefix("send(tap flavor): the state after it is not the one expected"))
    let root = #filePath.components(separatedBy: "/Tests/")[0]
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    #expect(readme.contains("```\n" + message + "\n```"), "the README shows another message")
  }

  @Test func nonExhaustiveStore() {
    let store = SessionTestStore(seed: 0x5eed)
    store.exhaustivity = .off
    store.send(.tap(prompt: 1))
    store.send(.go) { $0.screen = .detail }
  }

  @Test func randomizeAlwaysMoves() async {
    let sessions = Generator.sessions(
      SessionShape(
        menus: .menus(MenuShape(prompts: 1...8, text: .unicode)), length: 0...200,
        mix: EventMix(tap: 4, select: 2, randomize: 3, go: 1), start: .anywhere))
    await checkEachStep(of: sessions) { step in
      guard step.after.screen == .chooser else { return }
      var state = step.after
      try SessionReducer.reduce(&state, .randomize)
      #expect(state.selections != step.after.selections)
    }
  }

  @Test func storeMatchesItsModel() async {
    let directory = FileManager.default.temporaryDirectory.path
    await StoreModelCheck.sequential(durability: .durable, in: directory)
    await StoreModelCheck.parallel(durability: .buffered, in: directory)
  }

  @Test("docs/property-testing.md's failing property prints the report the page shows")
  func neverSweetOnDetail() async throws {
    let recorded: [Issue]
    do {
      try await IssueCapture.run {
        await checkEachStep { step in
          #expect(!(step.after.screen == .detail && step.after.choices[1].option == "sweet"))
        }
      }
      recorded = []
    } catch let issues as RecordedIssues {
      recorded = issues.issues
    }
    let report = try #require(recorded.last).comments.map(\.rawValue).joined(separator: "\n")
    #expect(
      report == """
        Property failed on case 0 of 100 (seed 0x5eed).
        Rerun it alone: MONSOON_SEED=0x5eed MONSOON_CHECKS=1 swift test --filter neverSweetOnDetail
        Failing step: 2 of 2, seq 2 (go): screen: chooser -> detail
        Why: Expectation failed: !((step.after.screen == .detail → true) && (step.after.choices[1].option == "sweet" → true) → true)
        Shrunk from 51 events to 2 in 60 tests; paste into a file and run `monsoon-replay timeline FILE`:
        {"monsoon":2,"seed":"e1f591112fb5051b"}
        {"seq":1,"t":1764410421584,"type":"select","control":1,"choice":1}
        {"seq":2,"t":1764410424108,"type":"go"}
        """)
    let page = try String(
      contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0]
        + "/docs/property-testing.md", encoding: .utf8)
    #expect(page.contains(report), "docs/property-testing.md shows another report")
  }

  @Test("deletion alone keeps up to four Randomizes; simplified, it is select flavor = sweet; go")
  func deleteOnlyShrink() throws {
    let fails = { (log: SessionLog) in
      SessionStep.all(of: log).contains {
        $0.after.screen == .detail && $0.after.choices[1].option == "sweet"
      }
    }
    var mostRandomizes = 0
    for seed in 0..<300 as Range<UInt64> {
      guard let failure = PropertyCheck.run(.sessions(), seed: seed, count: 1, property: { log in
        if fails(log) { throw PropertyIsFalse() }
      }) else { continue }
      #expect(failure.shrunk.records.map(\.event) == [.select(prompt: 1, option: 1), .go])
      var deleteOnly = LogShrinkSearch(
        failure.original, options: LogShrinker.Options(simplifies: false))
      while let candidate = deleteOnly.next() { deleteOnly.learn(stillFails: fails(candidate)) }
      let randomizes = deleteOnly.best.records.filter { $0.event == .randomize }.count
      mostRandomizes = max(mostRandomizes, randomizes)
    }
    #expect(mostRandomizes >= 4)
  }
}
