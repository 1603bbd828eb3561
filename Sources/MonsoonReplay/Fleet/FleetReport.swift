import MonsoonEvents

/// The figures `report` charts, over every log it read: each log folded on its own
/// (``SessionFigures``), then added up, so the order the logs come in does not matter.
///
/// Times are the events' `t`, taken in UTC: an hour of the day is 0 to 23 in UTC, a day a UTC
/// calendar day.
package struct FleetReport: Sendable, Equatable {
  /// The largest count of Randomizes before Go that has a bar of its own; more go in the last.
  package static let randomizeBuckets = 20

  /// The logs that were read to their end.
  package private(set) var sessions = 0
  /// The logs that could not be read (their errors went to standard error).
  package private(set) var damaged = 0
  /// Sessions per UTC day, by days since 1970-01-01, from each session's first `t`: only the
  /// days of ``chartedDays``, so at most 36,525 of them whatever the times in the logs.
  package private(set) var sessionsPerDay: [Int: Int] = [:]
  /// Sessions whose first `t` falls outside ``chartedDays``: in no day's count.
  package private(set) var sessionsOutsideChartedDays = 0
  /// Sessions with no `t` at all: in no day's count.
  package private(set) var sessionsWithoutTime = 0
  /// Go events per meal shown at the Go and UTC hour of the Go's `t` (24 counts a meal); the
  /// meals in the order first met. A menu without a `meal` prompt counts under its last
  /// prompt's option.
  package private(set) var mealsByHour: [MealHours] = []
  /// Go events without a `t`: in no hour's count.
  package private(set) var goesWithoutTime = 0
  /// Sessions with a Go, by the Randomizes before their first Go: index N for N, the last
  /// index for ``randomizeBuckets`` or more.
  package private(set) var randomizesBeforeGo = [Int](repeating: 0, count: randomizeBuckets + 1)

  /// No log read yet.
  package init() {}

  /// Adds one session's figures.
  package mutating func add(_ session: SessionFigures) {
    sessions += 1
    if let day = session.firstTime.map(Self.day) {
      if Self.chartedDays.contains(day) {
        sessionsPerDay[day, default: 0] += 1
      } else {
        sessionsOutsideChartedDays += 1
      }
    } else {
      sessionsWithoutTime += 1
    }
    for go in session.goes {
      guard let time = go.time else {
        goesWithoutTime += 1
        continue
      }
      let hour = Self.hour(time)
      if let index = mealsByHour.firstIndex(where: { $0.meal == go.meal }) {
        mealsByHour[index].hours[hour] += 1
      } else {
        var hours = [Int](repeating: 0, count: 24)
        hours[hour] = 1
        mealsByHour.append(MealHours(meal: go.meal, hours: hours))
      }
    }
    if let count = session.randomizesBeforeFirstGo {
      randomizesBeforeGo[min(count, Self.randomizeBuckets)] += 1
    }
  }

  /// Counts one log that could not be read.
  package mutating func addDamaged() {
    damaged += 1
  }

  /// The days a session may be charted on: 2000-01-01 to 2099-12-31, as days since
  /// 1970-01-01. A first `t` outside them (a clock never set, a forged log) is counted apart,
  /// so that the chart's span, and the memory and time it takes, stay bounded.
  package static let chartedDays = 10_957..<47_482

  private static let millisecondsPerDay = 86_400_000

  /// The UTC day of a time in milliseconds since the epoch, as days since 1970-01-01.
  package static func day(_ milliseconds: Int) -> Int {
    let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: millisecondsPerDay)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The UTC hour of the day (0 to 23) of a time in milliseconds since the epoch.
  package static func hour(_ milliseconds: Int) -> Int {
    let remainder = milliseconds % millisecondsPerDay
    return (remainder < 0 ? remainder + millisecondsPerDay : remainder) / 3_600_000
  }

  /// A day since 1970-01-01 as `YYYY-MM-DD` (the proleptic Gregorian calendar, as ISO 8601).
  package static func date(_ day: Int) -> String {
    let (year, month, dayOfMonth) = civil(day)
    return "\(year)-\(twoDigits(month))-\(twoDigits(dayOfMonth))"
  }

  /// The year, month (1 to 12) and day of the month (1 to 31) of a day since 1970-01-01, in
  /// the proleptic Gregorian calendar; `day` within ±10^15, far beyond any day a time in
  /// milliseconds reaches, so that nothing overflows.
  static func civil(_ day: Int) -> (year: Int, month: Int, day: Int) {
    // Howard Hinnant's civil_from_days.
    let shifted = day + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

/// The Go events that showed one meal, by UTC hour of the day.
package struct MealHours: Sendable, Equatable {
  package let meal: String
  /// 24 counts, hour 0 first.
  package var hours: [Int]
}
