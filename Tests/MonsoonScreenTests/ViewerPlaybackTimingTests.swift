import Foundation
import MonsoonEvents
import Testing

import MonsoonScreen
@testable import MonsoonRender

@Suite("The viewer page plays with PlaybackTiming's rule, as SessionPlayback does")
struct ViewerPlaybackTimingTests {
  @Test("the page's data carries PlaybackTiming's numbers, in milliseconds")
  func dataCarriesTheRule() throws {
    let (page, _) = try ViewerPageTests.page(SampleSession.log)
    let timing = try #require(try ViewerPageTests.data(page)["timing"] as? [String: Int])
    #expect(
      timing == [
        "leadIn": Int(PlaybackTiming.leadIn * 1_000),
        "longestPause": Int(PlaybackTiming.longestPause * 1_000),
        "pauseWithoutTime": Int(PlaybackTiming.pauseWithoutTime * 1_000),
      ])
    #expect(page.contains("at most \(Int(PlaybackTiming.longestPause)) s."))
  }

  /// Each case: the `t` of the event shown and of the next, in milliseconds.
  static let gaps: [(before: Int?, after: Int?)] = [
    (1_000, 1_000), (1_000, 1_001), (0, 150), (5_000, 5_700), (0, 2_999), (0, 3_000),
    (0, 3_001), (10, 60_000), (0, Int(Int32.max)), (nil, 2_000), (2_000, nil), (nil, nil),
  ]

  @Test(
    "the script's pause for a gap is PlaybackTiming.pause's, at 1x, 2x and 4x",
    .enabled(if: nodePath != nil, "needs Node.js (.ci/run installs it)"))
  func scriptPauseIsTheRule() throws {
    let script = try Self.playbackPauseFunction()
    let (page, _) = try ViewerPageTests.page(SampleSession.log)
    let timing = try #require(try ViewerPageTests.data(page)["timing"] as? [String: Int])
    let timingJSON = try String(
      decoding: JSONSerialization.data(withJSONObject: timing, options: .sortedKeys), as: UTF8.self)
    let factors: [Double] = [1, 2, 4]
    var calls: [String] = []
    var expected: [Double] = []
    for factor in factors {
      for gap in Self.gaps {
        let (before, after) = (gap.before.map(String.init) ?? "null", gap.after.map(String.init) ?? "null")
        calls.append("playbackPause(timing, \(before), \(after), \(Int(factor)))")
        expected.append(
          PlaybackTiming.pause(from: gap.before, to: gap.after, factor: factor) * 1_000)
      }
    }
    let program = """
      \(script)
      const timing = \(timingJSON);
      console.log(JSON.stringify([\(calls.joined(separator: ", "))]));
      """
    let output = try Self.runNode(program)
    let pauses = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Double])
    #expect(pauses.count == expected.count)
    for (index, (pause, swift)) in zip(pauses, expected).enumerated() {
      #expect(abs(pause - swift) < 1e-6, "\(calls[index]): script \(pause) ms, Swift \(swift) ms")
    }
  }

  /// The script's `playbackPause` function, as the page holds it.
  static func playbackPauseFunction() throws -> String {
    let source = ViewerScript.source
    let start = try #require(source.range(of: "  function playbackPause("))
    let end = try #require(source.range(of: "\n  }\n", range: start.upperBound..<source.endIndex))
    return String(source[start.lowerBound..<end.upperBound])
  }

  /// `node` on the `PATH`, or `nil`.
  static let nodePath: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Runs `program` with `node` and returns its standard output.
  static func runNode(_ program: String) throws -> String {
    let node = Process()
    node.executableURL = URL(fileURLWithPath: try #require(nodePath))
    node.arguments = ["-e", program]
    let output = Pipe()
    node.standardOutput = output
    try node.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    node.waitUntilExit()
    #expect(node.terminationStatus == 0)
    return String(decoding: bytes, as: UTF8.self)
  }
}
