import Foundation

/// One line of the benchmark's table.
struct BenchRow: Encodable {
  let name: String
  var seconds: Double?
  var megabytesPerSecond: Double?
  var eventsPerSecond: Double?
  var peakResidentMegabytes: Double?
  var ratio: Double?
  var ratioName: String?
  var target: String?
  var met: Bool?
  var note: String?
}

/// The table the benchmark prints and the JSON file it writes.
struct BenchReport: Encodable {
  let inputBytes: Int
  let inputEvents: Int
  let runs: Int
  let peakMemoryExact: Bool
  var rows: [BenchRow] = []

  /// The table, one row per measurement, with the target and whether it was met.
  var table: String {
    func cell(_ value: Double?, _ format: String) -> String {
      value.map { String(format: format, $0) } ?? "-"
    }
    var lines = [
      String(
        format: "input: %.0f MB, %d events; best of %d runs; ", Double(inputBytes) / 1e6,
        inputEvents, runs)
        + (peakMemoryExact ? "peak RSS from GNU time" : "peak RSS: upper bounds (no /usr/bin/time)"),
      "",
      pad("workload", 40) + pad("time s", 9) + pad("MB/s", 9) + pad("Mevents/s", 11)
        + pad("peak MB", 9) + pad("ratio", 28) + "target",
    ]
    for row in rows {
      let ratio =
        row.ratio.map {
          String(format: $0 < 10 ? "%.2fx " : "%.1fx ", $0) + (row.ratioName ?? "")
        } ?? "-"
      let verdict = row.met.map { $0 ? "  ok" : "  MISSED" } ?? ""
      lines.append(
        pad(row.name, 40) + pad(cell(row.seconds, "%.3f"), 9)
          + pad(cell(row.megabytesPerSecond, "%.0f"), 9)
          + pad(cell(row.eventsPerSecond.map { $0 / 1e6 }, "%.1f"), 11)
          + pad(cell(row.peakResidentMegabytes, "%.1f"), 9) + pad(ratio, 28)
          + (row.target ?? "") + verdict + (row.note.map { "  (\($0))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
