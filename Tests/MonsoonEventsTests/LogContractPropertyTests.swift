@testable import MonsoonEvents
import MonsoonTesting
import Testing

/// Generated logs, mutated the ways real logs go wrong, replayed side by side by the package
/// and by ``SpecLogReplayer``, a plain reading of docs/log-format.md: every answer must agree.
///
/// A failure names the case seed and a shrunk log (the fewest lines that still disagree).
@Suite("Log format: the package agrees with a plain reading of the contract")
struct LogContractPropertyTests {
  private static let seed: UInt64 = 0x636f_6e74_7261_6374
  private static let cases = 3_000

  @Test("strict, lenient and through-N replays of mutated logs agree with the spec")
  func agreesWithSpec() {
    var seeds = SplitMix64(seed: Self.seed)
    for index in 0..<Self.cases {
      let caseSeed = index == 0 ? Self.seed : seeds.next()
      var random = Xoshiro256StarStar(seed: caseSeed)
      let log = SessionGenerator.log(
        seed: caseSeed, menu: MenuGenerator.menu(seed: caseSeed),
        events: Int(random.bounded(41)), recordsSelections: caseSeed & 1 == 0)
      var lines = log.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { Array($0.utf8) }
      lines.removeLast()
      for _ in 0...random.bounded(4) { Self.mutate(&lines, &random) }
      let endsWithNewline = random.bounded(4) != 0
      let through = random.bounded(3) == 0 ? Int(random.bounded(45)) : nil
      guard let disagreement = Self.disagreement(log.header, lines, endsWithNewline, through)
      else { continue }
      let shrunk = Shrinker.shrink(Array(lines.indices.dropFirst())) { kept in
        Self.disagreement(log.header, [lines[0]] + kept.map { lines[$0] }, endsWithNewline, through)
          != nil
      }
      let small = [lines[0]] + shrunk.elements.map { lines[$0] }
      Issue.record(
        """
        case \(index), seed 0x\(String(caseSeed, radix: 16)), \
        through \(through.map(String.init) ?? "the end"), final newline: \(endsWithNewline)
        \(Self.disagreement(log.header, small, endsWithNewline, through) ?? disagreement)
        \(String(decoding: Self.bytes(small, endsWithNewline), as: UTF8.self))
        """)
      return
    }
  }

  /// How the package and the spec disagree on a log, or `nil` when they agree.
  private static func disagreement(
    _ header: LogHeader, _ lines: [[UInt8]], _ endsWithNewline: Bool, _ through: Int?
  ) -> String? {
    let bytes = Self.bytes(lines, endsWithNewline)
    for mode in ReplayMode.allCases {
      let spec = SpecLogReplayer(header: header, mode: mode).replay(bytes, through: through)
      let package = replayed(bytes, mode: mode, through: through)
      if spec != package { return "\(mode): package \(package); spec \(spec)" }
    }
    return nil
  }

  private static func replayed(_ bytes: [UInt8], mode: ReplayMode, through: Int?)
    -> SpecLogReplayer.Outcome
  {
    var outcome = SpecLogReplayer.Outcome()
    do {
      let reader = try LogReader(MemoryByteSource(bytes))
      outcome.state = try LogReplayer.replay(reader, mode: mode, through: through) {
        outcome.warnedLines.append($0.line)
      }.replayer.state
    } catch {
      outcome.failedLine = error.line
    }
    return outcome
  }

  private static func bytes(_ lines: [[UInt8]], _ endsWithNewline: Bool) -> [UInt8] {
    var bytes = Array(lines.joined(separator: [0x0A]))
    if endsWithNewline { bytes.append(0x0A) }
    return bytes
  }

  /// One of the ways a log goes wrong, on an event line (never the header).
  private static func mutate(_ lines: inout [[UInt8]], _ random: inout Xoshiro256StarStar) {
    guard lines.count > 1 else { return }
    let index = 1 + Int(random.bounded(UInt64(lines.count - 1)))
    let line = String(decoding: lines[index], as: UTF8.self)
    func number(_ bound: Int) -> Int { Int(random.bounded(UInt64(bound))) }
    func replacing(_ pattern: String, _ replacement: String) -> String {
      guard let range = line.range(of: pattern) else { return line }
      var text = line
      let end = text[range.upperBound...].firstIndex { ",}]".contains($0) } ?? text.endIndex
      text.replaceSubrange(range.lowerBound..<end, with: replacement)
      return text
    }
    let mutated: String?
    switch random.bounded(16) {
    case 0: mutated = String(line.prefix(number(line.count)))
    case 1:
      lines.remove(at: index)
      return
    case 2:
      lines.insert(lines[index], at: index)
      return
    case 3:
      guard index + 1 < lines.count else { return }
      lines.swapAt(index, index + 1)
      return
    case 4: mutated = replacing("\"seq\":", "\"seq\":\(number(lines.count + 3))")
    case 5: mutated = replacing("\"t\":", "\"t\":\(1_764_410_400_000 + number(200_000) - 100_000)")
    case 6: mutated = replacing("\"type\":", "\"type\":\"bogus\"")
    case 7: mutated = replacing("\"sel\":", "\"sel\":[\(number(3)),0]")
    case 8:
      lines.insert(Array((number(2) == 0 ? "not json" : "  ").utf8), at: index)
      return
    case 9: mutated = replacing("\"t\":", "\"t\":\(number(9)).5")
    case 10: mutated = replacing("\"seq\":", "\"seq\":\"\(number(9))\"")
    case 11: mutated = "{\"x\":1,\"x\":2," + line.dropFirst()
    case 12: mutated = replacing("\"control\":", "\"control\":\(number(10) - 1)")
    case 13: mutated = "{" + topLevelMembers(line).reversed().joined(separator: ",") + "}"
    case 14: mutated = replacing("\"t\":", "\"t\":99999999999999999999")
    default: mutated = "[" + line + "]"
    }
    if let mutated { lines[index] = Array(mutated.utf8) }
  }

  /// The members of a one-line object as written (`"seq":1`, ...), split at its top-level
  /// commas.
  private static func topLevelMembers(_ line: String) -> [Substring] {
    let body = line.dropFirst().dropLast()
    var members: [Substring] = []
    var start = body.startIndex
    var depth = 0
    var inString = false
    var escaped = false
    for index in body.indices {
      let character = body[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "[", "{": depth += 1
      case "]", "}": depth -= 1
      case "," where depth == 0:
        members.append(body[start..<index])
        start = body.index(after: index)
      default: break
      }
    }
    members.append(body[start...])
    return members
  }
}
