import MonsoonReplay
/// The page `report` writes: one self-contained HTML file (no script, no network request) with
/// three SVG bar charts of a ``FleetReport`` and the counts they leave out.
enum ReportPage {
  /// The page for `report`, titled `title`.
  static func html(_ report: FleetReport, title: String) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escaped(title))</title>
      <style>
      body { font: 15px/1.4 -apple-system, system-ui, sans-serif; margin: 2em auto;
             max-width: 820px; padding: 0 1em; color: #1d1d1f; }
      svg { width: 100%; height: auto; }
      svg text { font: 11px system-ui, sans-serif; fill: #444; }
      .legend span { display: inline-block; margin-right: 1em; }
      .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; }
      </style>
      </head>
      <body>
      <h1>\(escaped(title))</h1>
      <p id="counts">\(report.sessions) \(plural(report.sessions, "session")) read, \
      \(report.damaged) damaged \(plural(report.damaged, "log")) left out \
      (their errors went to standard error). Times are the events' <code>t</code>, in UTC.</p>

      """
    page += mealsChart(report)
    page += randomizeChart(report)
    page += daysChart(report)
    page += "</body>\n</html>\n"
    return page
  }

  private static let colors = [
    "#0a84ff", "#ff9f0a", "#30d158", "#ff375f", "#bf5af2", "#64d2ff", "#ffd60a", "#ac8e68",
  ]

  private static func mealsChart(_ report: FleetReport) -> String {
    var text = "<h2>Meals chosen, by hour of the day</h2>\n"
    text += "<p>Each Go, by the UTC hour of its <code>t</code>, coloured by the meal it showed"
    if report.goesWithoutTime > 0 {
      text += " (\(report.goesWithoutTime) \(plural(report.goesWithoutTime, "Go")) without a "
        + "<code>t</code> left out)"
    }
    text += ".</p>\n<p class=\"legend\">"
    // The most chosen meal first (then by name), whatever order the logs were folded in.
    let meals = report.mealsByHour.sorted(by: mostChosenFirst)
    for (index, meal) in meals.enumerated() {
      text += "<span><i style=\"background:\(color(index))\"></i>\(escaped(meal.meal))</span>"
    }
    text += "</p>\n"
    let totals = (0..<24).map { hour in meals.reduce(0) { $0 + $1.hours[hour] } }
    var bars: [Bar] = []
    for hour in 0..<24 {
      var segments: [(Int, String)] = []
      for (index, meal) in meals.enumerated() where meal.hours[hour] > 0 {
        segments.append((meal.hours[hour], color(index)))
      }
      bars.append(
        Bar(
          label: "\(hour)", segments: segments,
          tip: "\(hour):00 UTC: \(totals[hour]) \(plural(totals[hour], "Go"))"))
    }
    return text + chart(id: "meals-by-hour", bars: bars, axis: "hour of the day (UTC)")
  }

  private static func mostChosenFirst(_ left: MealHours, _ right: MealHours) -> Bool {
    let (leftTotal, rightTotal) = (left.hours.reduce(0, +), right.hours.reduce(0, +))
    return leftTotal != rightTotal ? leftTotal > rightTotal : left.meal < right.meal
  }

  private static func randomizeChart(_ report: FleetReport) -> String {
    let withGo = report.randomizesBeforeGo.reduce(0, +)
    var text = "<h2>Randomizes before Go</h2>\n"
    text += "<p>The \(withGo) \(plural(withGo, "session")) with a Go, by how many Randomizes "
      + "came before their first Go.</p>\n"
    let last = FleetReport.randomizeBuckets
    let bars = report.randomizesBeforeGo.enumerated().map { count, sessions in
      let label = count == last ? "\(last)+" : "\(count)"
      return Bar(
        label: label, segments: [(sessions, colors[0])],
        tip: "\(label) \(plural(count, "Randomize")): \(sessions) \(plural(sessions, "session"))")
    }
    return text + chart(id: "randomizes-before-go", bars: bars, axis: "Randomizes before Go")
  }

  private static func daysChart(_ report: FleetReport) -> String {
    let chart = report.daysChart
    let unit = chart?.unit ?? .day
    var text = "<h2>Sessions per \(unit.rawValue)</h2>\n<p>Each session on the UTC "
      + "\(unit == .week ? "week (from Monday)" : unit.rawValue) of its first <code>t</code>"
    var leftOut: [String] = []
    if report.sessionsWithoutTime > 0 {
      leftOut.append("\(report.sessionsWithoutTime) without a <code>t</code>")
    }
    let outside = report.sessionsOutsideChartedDays
    if outside > 0 {
      let first = FleetReport.date(FleetReport.chartedDays.lowerBound)
      let last = FleetReport.date(FleetReport.chartedDays.upperBound - 1)
      leftOut.append("\(outside) whose first <code>t</code> is not within \(first) to \(last)")
    }
    if !leftOut.isEmpty {
      text += " (\(leftOut.joined(separator: " and ")) left out)"
    }
    text += ".</p>\n"
    guard let chart else {
      return text + "<p>No session has a time to chart.</p>\n"
    }
    let bars = chart.buckets.map { bucket in
      Bar(
        label: bucket.label, segments: [(bucket.sessions, colors[2])],
        tip: "\(bucket.name): \(bucket.sessions) \(plural(bucket.sessions, "session"))")
    }
    return text + Self.chart(id: "sessions-per-day", bars: bars, axis: "\(unit.rawValue) (UTC)")
  }

  /// One bar: its label under the axis, its stacked segments (count, colour) from the bottom,
  /// and the tooltip.
  private struct Bar {
    let label: String
    let segments: [(Int, String)]
    let tip: String
  }

  /// A bar chart 720 by 240 units: a y axis from 0 to the tallest bar, the bars, every label
  /// that fits.
  private static func chart(id: String, bars: [Bar], axis: String) -> String {
    let (left, top, width, height) = (40.0, 10.0, 670.0, 190.0)
    let tallest = max(1, bars.map { $0.segments.reduce(0) { $0 + $1.0 } }.max() ?? 1)
    let slot = width / Double(max(bars.count, 1))
    // 28 units hold a label of 5 characters; a longer one (a week's date) needs more.
    let widest = bars.map(\.label.count).max() ?? 0
    let labelWidth = 28.0 + 6.0 * Double(max(0, widest - 5))
    let labelEvery = max(1, Int((labelWidth / slot).rounded(.up)))
    var svg = "<svg id=\"\(id)\" viewBox=\"0 0 720 240\" role=\"img\" "
      + "aria-label=\"\(escaped(axis))\">\n"
    svg += "<line x1=\"\(left)\" y1=\"\(top + height)\" x2=\"\(left + width)\" "
      + "y2=\"\(top + height)\" stroke=\"#999\"/>\n"
    svg += "<text x=\"\(left - 6)\" y=\"\(top + 4)\" text-anchor=\"end\">\(tallest)</text>\n"
    svg += "<text x=\"\(left - 6)\" y=\"\(top + height)\" text-anchor=\"end\">0</text>\n"
    for (index, bar) in bars.enumerated() {
      let x = left + Double(index) * slot
      var bottom = top + height
      svg += "<g><title>\(escaped(bar.tip))</title>"
      for (count, color) in bar.segments where count > 0 {
        let barHeight = height * Double(count) / Double(tallest)
        bottom -= barHeight
        svg += "<rect x=\"\(format(x + slot * 0.1))\" y=\"\(format(bottom))\" "
          + "width=\"\(format(slot * 0.8))\" height=\"\(format(barHeight))\" fill=\"\(color)\"/>"
      }
      svg += "</g>\n"
      if index % labelEvery == 0 {
        svg += "<text x=\"\(format(x + slot / 2))\" y=\"\(top + height + 14)\" "
          + "text-anchor=\"middle\">\(escaped(bar.label))</text>\n"
      }
    }
    svg += "<text x=\"\(left + width / 2)\" y=\"\(top + height + 34)\" "
      + "text-anchor=\"middle\">\(escaped(axis))</text>\n"
    return svg + "</svg>\n"
  }

  private static func color(_ index: Int) -> String { colors[index % colors.count] }

  /// A coordinate with at most two decimals.
  private static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    if fraction == 0 { return "\(hundredths / 100)" }
    return "\(hundredths / 100)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    count == 1 ? word : word + "s"
  }

  /// Text for HTML and SVG: `&`, `<`, `>` and `"` escaped.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
