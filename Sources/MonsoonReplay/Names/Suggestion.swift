/// "Did you mean": the known name nearest a mistyped command, option, key or name, for the
/// command line and the two small languages alike (docs/names.md).
package enum Suggestion {
  /// Names people reach for that mean another option: `--seq 7` for `--at 7`, `--when` for
  /// `--until`, `--out` for `-o`.
  private static let meanings = [
    "--seq": "--at", "--event": "--at", "--step": "--at", "--when": "--until",
    "--while": "--until", "--out": "-o",
  ]

  /// The dashes a document or chat app makes of `--` or `-`: em dash, en dash, minus sign.
  package static let typographicDashes: Set<Character> = ["\u{2014}", "\u{2013}", "\u{2212}"]

  /// The name among `names` that `typed` most likely meant, or `nil` when none is close: one
  /// `names` holds under another spelling (`--seq` for `--at`, `-at` for `--at`, `—at` with an
  /// em dash for `--at`), else the nearest within a third of its length (rounded down) by
  /// edits (a letter added, removed, changed, or two neighbours swapped: `repaly`, `timline`,
  /// `flavour`).
  package static func nearest(_ typed: String, among names: [String]) -> String? {
    if let meant = meanings[typed], names.contains(meant) { return meant }
    if typed.hasPrefix("-"), !typed.hasPrefix("--"), names.contains("-" + typed) {
      return "-" + typed
    }
    if let first = typed.first, typographicDashes.contains(first) {
      let ascii = String(typed.drop { typographicDashes.contains($0) || $0 == "-" })
      if let meant = ["--" + ascii, "-" + ascii].first(where: names.contains) { return meant }
    }
    let scored = names.map { ($0, distance(Array(typed), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= typed.count / 3 ? best.0 : nil
  }

  /// The text to add to an "unknown" error: `; did you mean 'replay'?`, or nothing.
  package static func hint(_ typed: String, among names: [String]) -> String {
    nearest(typed, among: names).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The optimal string alignment distance between `a` and `b`.
  /// - Complexity: O(`a.count` × `b.count`).
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
