import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("report's sessions-per-day chart: at most 400 bars, whatever the span of the times")
struct DaysChartTests {
  private static let millisecondsPerDay = 86_400_000
  /// 2025-11-29T10:00Z, a Saturday.
  private static let start = 1_764_410_400_000

  /// The report of sessions whose first events have these times.
  private static func report(_ times: [Int?]) -> FleetReport {
    var report = FleetReport()
    for time in times {
      var figures = SessionFigures(menu: .standard)
      figures.add(
        LogRecord(line: 2, seq: 1, time: time, event: .tap(prompt: 0)),
        after: SessionState(seed: 1))
      report.add(figures)
    }
    return report
  }

  /// Sessions on the first and last of `days` consecutive days from ``start``.
  private static func span(days: Int) -> FleetReport {
    report([start, start + (days - 1) * millisecondsPerDay])
  }

  /// A bar as `name (label): sessions`.
  private static func words(_ bucket: DaysChart.Bucket) -> String {
    "\(bucket.name) (\(bucket.label)): \(bucket.sessions)"
  }

  @Test("one bar a day up to 400 days, empty days included")
  func days() throws {
    let one = try #require(Self.report([Self.start, Self.start + 1000]).daysChart)
    #expect(one.unit == .day)
    #expect(one.buckets.map(Self.words) == ["2025-11-29 (11-29): 2"])
    for days in [399, 400] {
      let chart = try #require(Self.span(days: days).daysChart)
      #expect(chart.unit == .day && chart.buckets.count == days)
      #expect(chart.buckets.map(\.sessions).reduce(0, +) == 2)
      #expect(chart.buckets.first?.name == "2025-11-29" && chart.buckets[1].sessions == 0)
    }
  }

  @Test("401 days are weeks from Monday; decades are years; a century of years fits")
  func longerUnits() throws {
    let weeks = try #require(Self.span(days: 401).daysChart)
    #expect(weeks.unit == .week)
    // 2025-11-29 is in the week of Monday 2025-11-24; 400 days later, 2027-01-03, a Sunday.
    #expect(weeks.buckets.first.map(Self.words) == "week of 2025-11-24 (2025-11-24): 1")
    #expect(weeks.buckets.last.map(Self.words) == "week of 2026-12-28 (2026-12-28): 1")
    #expect(weeks.buckets.count == 58)
    let months = try #require(Self.span(days: 3000).daysChart)
    #expect(months.unit == .month)
    #expect(months.buckets.first?.name == "2025-11" && months.buckets.count == 100)
    let decades = try #require(Self.span(days: 365 * 40).daysChart)
    #expect(decades.unit == .year)
    #expect(decades.buckets.map(\.name) == (2025...2065).map { "\($0)" })
    // 2000-01-01T00:00Z and 2099-12-31T23:59:59.999Z, the first and last charted instants.
    let century = try #require(Self.report([946_684_800_000, 4_102_444_799_999]).daysChart)
    #expect(century.unit == .year && century.buckets.count == 100)
    #expect(century.buckets.map(\.sessions) == [1] + Array(repeating: 0, count: 98) + [1])
  }

  @Test(
    "times before 2000 or from 2100 on, 0, Int64.max and negative ones, are counted apart",
    arguments: [
      [0, Int.max], [-1, Int.min], [946_684_799_999, 4_102_444_800_000],
      [Int.max - 1, 1_000_000_000_000_000],
    ])
  func outside(times: [Int]) throws {
    let report = Self.report(times.map { $0 as Int? } + [nil, Self.start])
    #expect(report.sessions == 4)
    #expect(report.sessionsOutsideChartedDays == 2 && report.sessionsWithoutTime == 1)
    let chart = try #require(report.daysChart)
    #expect(chart.unit == .day && chart.buckets.map(\.sessions) == [1])
    #expect(Self.report(times).daysChart == nil)
  }
}
