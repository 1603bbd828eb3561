import Foundation
import MonsoonEvents
import Testing

/// The README's iOS snippet without SwiftUI: a main-actor model that owns a store and follows
/// its updates (the README's `init` as it is). It must compile and behave as the README says.
@MainActor
private final class ChooserModel {
  private(set) var state: SessionState
  private let store: SessionStore

  init(logURL: URL, seed: UInt64) throws {
    let log = try SessionLogFile.open(path: logURL.path, durability: .buffered) {
      LogHeader(seed: seed)
    }
    store = log.makeStore()
    state = store.state
    let updates = store.updates()
    Task { [weak self] in
      for await state in updates { self?.state = state }
    }
  }

  func tap(_ control: Int) { _ = try? store.send(.tap(control: control)) }
  func go() { _ = try? store.send(.go) }

  func follow(count: Int) async {
    var seen = 0
    for await state in store.updates(bufferingPolicy: .unbounded) {
      self.state = state
      seen += 1
      if seen == count { return }
    }
  }
}

@Suite("The README snippet")
struct ReadmeSnippetTests {
  @MainActor
  private func firstSession(_ url: URL) async throws {
    let model = try ChooserModel(logURL: url, seed: 5)
    model.tap(1)
    model.go()
    model.tap(0)
    await model.follow(count: 1)
    #expect(model.state.screen == .detail)
    #expect(model.state.choices[1].option == "sweet")
  }

  @Test("a main-actor model follows the store's states")
  @MainActor
  func modelFollowsStore() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("monsoon-readme-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try await firstSession(url)
    let resumed = try ChooserModel(logURL: url, seed: 99)
    #expect(resumed.state.seq == 2)
    #expect(resumed.state.screen == .detail)
  }

  @Test("a model that goes away lets go of its store, and so of the log file")
  @MainActor
  func modelReleasesStore() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("monsoon-readme-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    var model: ChooserModel? = try ChooserModel(logURL: url, seed: 5)
    model?.tap(1)
    model = nil
    var reopened: SessionLogFile?
    for _ in 0..<100 where reopened == nil {
      try await Task.sleep(for: .milliseconds(20))
      reopened = try? SessionLogFile.open(path: url.path, durability: .buffered) {
        LogHeader(seed: 99)
      }
    }
    #expect(reopened?.lastSeq == 1, "the log file is still held after 2 s")
  }
}
