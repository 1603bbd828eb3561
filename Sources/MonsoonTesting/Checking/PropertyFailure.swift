public import MonsoonEvents

/// A generated session that broke a property, with its shrunk counter-example.
///
/// Its description is the report to print: the failing seed, how to run that case alone, and
/// the shrunk session as a log that can be pasted into a file and replayed.
public struct PropertyFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The seed of the failing case; `PropertyCheck.check(seed: seed, count: 1, ...)` reruns it.
  public let seed: UInt64
  /// The index of the failing case among the cases run.
  public let caseIndex: Int
  /// The number of cases the check was asked to run.
  public let caseCount: Int
  /// The session as generated.
  public let original: SessionLog
  /// The 1-minimal session that still breaks the property: removing any one event makes it
  /// invalid or makes the property hold.
  public let shrunk: SessionLog
  /// The number of times the property ran while shrinking.
  public let testsRun: Int

  /// Creates a failure report.
  public init(
    seed: UInt64, caseIndex: Int, caseCount: Int, original: SessionLog, shrunk: SessionLog,
    testsRun: Int
  ) {
    self.seed = seed
    self.caseIndex = caseIndex
    self.caseCount = caseCount
    self.original = original
    self.shrunk = shrunk
    self.testsRun = testsRun
  }

  /// The report: seed, reproduction hint, sizes, and the shrunk log.
  public var description: String {
    let hex = "0x" + String(seed, radix: 16)
    return """
      property failed on case \(caseIndex) of \(caseCount), seed \(hex); rerun it alone with \
      check(seed: \(hex), count: 1, ...).
      Generated \(original.records.count) events, shrunk to \(shrunk.records.count) \
      in \(testsRun) tests. The shrunk session (paste it into a file, then \
      `monsoon-replay timeline FILE`):
      \(shrunk.text)
      """
  }
}
