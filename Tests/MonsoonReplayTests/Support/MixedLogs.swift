import MonsoonEvents

/// Generated logs with lines a lenient replay skips mixed in.
enum MixedLogs {
  /// A log's bytes with bad lines mixed in, for lenient replays, and the numbers of the lines
  /// that are not events a lenient replay applies.
  struct Mixed {
    let bytes: [UInt8]
    let badLines: [Int]
  }

  /// Inserts, after about one line in `every`, a line that lenient replay skips with a
  /// warning: one that is not JSON, or an event whose seq does not increase.
  static func withBadLines(_ log: SessionLog, seed: UInt64, every: UInt64 = 150) -> Mixed {
    var random = Xoshiro256StarStar(seed: seed ^ 0xbad1_1e5)
    var lines = log.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var output: [String] = []
    var badLines: [Int] = []
    for (position, line) in lines.enumerated() {
      output.append(line)
      guard position > 0, random.bounded(every) == 0 else { continue }
      let seq = position
      output.append(
        random.bounded(2) == 0 ? "not json {" : "{\"seq\":\(max(1, seq - 1)),\"type\":\"go\"}")
      badLines.append(output.count)
    }
    return Mixed(bytes: Array((output.joined(separator: "\n") + "\n").utf8), badLines: badLines)
  }
}
