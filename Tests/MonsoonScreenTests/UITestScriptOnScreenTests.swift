import Foundation
import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTesting
import Testing

/// The UI tests `monsoon-replay xcuitest` writes, run here: each script's launch options,
/// taps and expectations performed on the screen model the example app shows
/// (``UITestScreen``), so that a test that would fail on a simulator fails here first.
@Suite("A generated UI test, performed on the app's screen model")
struct UITestScriptOnScreenTests {
  /// Tests/Fixtures.
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Every log under Tests/Fixtures, by its path there.
  private static let fixtureLogs: [String] = {
    let found = FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String }
    return (found ?? []).filter { $0.hasSuffix(".jsonl") }.sorted()
  }()

  /// The script `xcuitest` writes for `log`, or `nil` when it refuses the log.
  private static func script(
    _ log: [UInt8], mode: ReplayMode, selects: UITestStep.SelectPerforming
  ) -> UITestScript? {
    guard let reader = try? LogReader(MemoryByteSource(log)) else { return nil }
    return try? UITestScript(reader, mode: mode, selects: selects) { _ in }
  }

  @Test(
    "every fixture xcuitest accepts, strict or lenient, with or without taps for selects, passes",
    arguments: fixtureLogs)
  func fixturePasses(path: String) throws {
    let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(path)))
    for mode in [ReplayMode.strict, .lenient] {
      for selects in [UITestStep.SelectPerforming.refused, .byTaps] {
        guard let script = Self.script(bytes, mode: mode, selects: selects) else { continue }
        #expect(throws: Never.self, "\(path), \(mode), \(selects)") {
          try UITestScreen.perform(script)
        }
      }
    }
  }

  @Test("the fixtures accepted cover both versions, a custom menu, selects and the detail screen")
  func fixturesCoverTheCases() throws {
    var versions: Set<LogFormatVersion> = []
    var customMenu = false
    var selectsByTaps = false
    var endsOnDetail = false
    for path in Self.fixtureLogs {
      let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(path)))
      guard let script = Self.script(bytes, mode: .lenient, selects: .byTaps) else { continue }
      versions.insert(script.header.formatVersion)
      customMenu = customMenu || script.header.customMenu != nil
      selectsByTaps = selectsByTaps || script.steps.contains { $0.note != nil }
      endsOnDetail = endsOnDetail || script.finalState.screen == .detail
    }
    #expect(versions == Set(LogFormatVersion.allCases))
    #expect(customMenu && selectsByTaps && endsOnDetail)
    #expect(Self.fixtureLogs.contains("sample.jsonl"))
  }

  @Test(
    "200 generated logs on the standard menu, 200 on random menus, both versions, pass",
    arguments: [false, true])
  func generatedPass(randomMenus: Bool) {
    let shape = SessionShape(
      menus: randomMenus ? .menus() : .constant(.standard), length: 0...60)
    let failure = PropertyCheck.run(.sessions(shape), seed: 0x5549_7465_7374, count: 200) {
      (log: SessionLog) throws in
      let script = try UITestScript(
        LogReader(MemoryByteSource(log.text)), mode: .strict, selects: .byTaps
      ) { _ in }
      try UITestScreen.perform(script)
    }
    #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
  }
}
