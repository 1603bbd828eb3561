/// How an app keeps its session logs in one folder: a new log at each launch, named by the
/// moment it started, and only the most recent ones, so that the folder never grows without
/// bound. The logs kept are never touched; each stays a whole log that `monsoon-replay` reads.
public enum SessionLogRetention {
  /// How many logs an app keeps by default: the current one and the 19 before it.
  public static let defaultCount = 20

  /// The name of a log started `millisecondsSince1970` after 1970-01-01 in UTC, such as
  /// `session-20261201-182315-042.jsonl`. Names of later starts sort after earlier ones.
  public static func newLogName(startedAt millisecondsSince1970: Int64) -> String {
    let milliseconds = max(0, millisecondsSince1970)
    let (days, dayMilliseconds) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
    let (year, month, day) = civilDate(daysSince1970: days)
    let seconds = dayMilliseconds / 1_000
    func padded(_ value: Int64, _ digits: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
    let date = padded(year, 4) + padded(month, 2) + padded(day, 2)
    let time = padded(seconds / 3_600, 2) + padded(seconds / 60 % 60, 2) + padded(seconds % 60, 2)
    return "session-\(date)-\(time)-\(padded(dayMilliseconds % 1_000, 3)).jsonl"
  }

  /// Of the names in a log folder, the logs to delete so that the `count` most recent remain:
  /// only names ``newLogName(startedAt:)`` makes count, oldest first; anything else in the
  /// folder is left alone.
  public static func logsToRemove(from names: [String], keeping count: Int = defaultCount)
    -> [String]
  {
    let logs = names.filter(isLogName).sorted()
    return Array(logs.dropLast(max(0, count)))
  }

  /// Whether `name` is one that ``newLogName(startedAt:)`` makes.
  static func isLogName(_ name: String) -> Bool {
    let shape = Array("session-00000000-000000-000.jsonl".utf8)
    let bytes = Array(name.utf8)
    guard bytes.count == shape.count else { return false }
    let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    return zip(bytes, shape).allSatisfy { byte, expected in
      expected == UInt8(ascii: "0") ? digits.contains(byte) : byte == expected
    }
  }

  /// The proleptic Gregorian date `days` days after 1970-01-01 (Howard Hinnant's
  /// `civil_from_days`).
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = shifted / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
