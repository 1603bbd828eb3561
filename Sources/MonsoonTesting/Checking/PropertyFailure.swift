import MonsoonEvents

/// A generated value that broke a property, with its shrunk counter-example.
///
/// Its description is the report to print: the failing seed, how to run that case alone, why
/// the shrunk value fails, and the value itself; a session is shown as a log that can be
/// pasted into a file and replayed.
public struct PropertyFailure<Value: Sendable>: Error, CustomStringConvertible {
  /// The seed of the failing case; a check with this seed and a count of 1 reruns it.
  package let seed: UInt64
  /// The index of the failing case among the cases run.
  package let caseIndex: Int
  /// The number of cases the check was asked to run.
  package let caseCount: Int
  /// The value as generated.
  package let original: Value
  /// The simplest value found that still breaks the property: for a session, 1-minimal for
  /// deleting and for simplifying events.
  package let shrunk: Value
  /// What the property threw (or recorded) on ``shrunk``.
  package let error: any Error
  /// The number of candidates tried while shrinking.
  package let testsRun: Int

  /// Creates a failure report.
  package init(
    seed: UInt64, caseIndex: Int, caseCount: Int, original: Value, shrunk: Value,
    error: any Error, testsRun: Int
  ) {
    self.seed = seed
    self.caseIndex = caseIndex
    self.caseCount = caseCount
    self.original = original
    self.shrunk = shrunk
    self.error = error
    self.testsRun = testsRun
  }

  /// The seed as written in reports and read from `MONSOON_SEED`: `0x` and hex digits.
  package var hexSeed: String { "0x" + String(seed, radix: 16) }

  /// The report: seed, how to rerun, why, and the shrunk value.
  public var description: String {
    var report = """
      property failed on case \(caseIndex) of \(caseCount), seed \(hexSeed); rerun it alone \
      with MONSOON_SEED=\(hexSeed) MONSOON_CHECKS=1, or a check with seed: \(hexSeed), count: 1.
      Why: \(error)

      """
    if let original = original as? SessionLog, let shrunk = shrunk as? SessionLog {
      report += """
        Generated \(original.records.count) events, shrunk to \(shrunk.records.count) \
        in \(testsRun) tests. The shrunk session (paste it into a file, then \
        `monsoon-replay timeline FILE`):
        \(shrunk.text)
        """
    } else {
      report += "Shrunk in \(testsRun) tests to: \(shrunk)\n"
    }
    return report
  }
}
