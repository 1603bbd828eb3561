/// The sessions-per-day chart of a ``FleetReport``: at most ``maximumBuckets`` bars, whatever
/// the span of the logs' times. Each bar is a day when the sessions fall on at most that many
/// days (first to last, empty ones included), else a week (from Monday), a month or a year:
/// the shortest unit that fits.
package struct DaysChart: Sendable, Equatable {
  /// The most bars the chart has.
  package static let maximumBuckets = 400

  /// What one bar counts.
  package enum Unit: String, Sendable, CaseIterable {
    case day, week, month, year
  }

  /// One bar: its name for a tooltip (`2025-11-29`, `week of 2025-11-24`, `2025-11`,
  /// `2025`), its label under the axis (`11-29`, `2025-11-24`, `2025-11`, `2025`), and its
  /// sessions.
  package struct Bucket: Sendable, Equatable {
    package let name: String
    package let label: String
    package let sessions: Int
  }

  package let unit: Unit
  /// Consecutive bars from the first session's to the last's, empty ones included.
  package let buckets: [Bucket]

  /// The chart of `sessionsPerDay` (days since 1970-01-01 within
  /// ``FleetReport/chartedDays``), or `nil` when it holds no session.
  /// - Complexity: O(*d*) for *d* days in `sessionsPerDay`, at most 36,525.
  init?(sessionsPerDay: [Int: Int]) {
    guard !sessionsPerDay.isEmpty else { return nil }
    // A year unit spans at most 100 bars, so some unit always fits.
    for unit in Unit.allCases {
      let keys = sessionsPerDay.keys.map { Self.key(of: $0, unit) }
      guard let first = keys.min(), let last = keys.max(), last - first < Self.maximumBuckets
      else { continue }
      var counts = [Int](repeating: 0, count: last - first + 1)
      for (day, sessions) in sessionsPerDay { counts[Self.key(of: day, unit) - first] += sessions }
      self.unit = unit
      buckets = counts.enumerated().map { offset, sessions in
        let (name, label) = Self.names(of: first + offset, unit)
        return Bucket(name: name, label: label, sessions: sessions)
      }
      return
    }
    preconditionFailure("a century of years fits in \(Self.maximumBuckets) bars")
  }

  /// 1970-01-05, the first Monday since 1970-01-01, as days since then.
  private static let firstMonday = 4

  /// The bar of `unit` a day falls in: a day, a week since 1970-01-05 (a Monday), a month as
  /// `year * 12 + month - 1`, or a year. For days of ``FleetReport/chartedDays``.
  private static func key(of day: Int, _ unit: Unit) -> Int {
    switch unit {
    case .day: return day
    case .week: return (day - firstMonday) / 7
    case .month:
      let (year, month, _) = FleetReport.civil(day)
      return year * 12 + month - 1
    case .year: return FleetReport.civil(day).year
    }
  }

  /// The tooltip name and the axis label of bar `key` of `unit`.
  private static func names(of key: Int, _ unit: Unit) -> (name: String, label: String) {
    switch unit {
    case .day:
      let date = FleetReport.date(key)
      return (date, String(date.dropFirst(5)))
    case .week:
      // Up to eight years of weeks: the label keeps the year.
      let date = FleetReport.date(key * 7 + firstMonday)
      return ("week of \(date)", date)
    case .month:
      let month = "\(key / 12)-\(FleetReport.twoDigits(key % 12 + 1))"
      return (month, month)
    case .year:
      return ("\(key)", "\(key)")
    }
  }
}

extension FleetReport {
  /// The sessions-per-day chart, or `nil` when no session has a time within
  /// ``chartedDays``.
  package var daysChart: DaysChart? { DaysChart(sessionsPerDay: sessionsPerDay) }
}
