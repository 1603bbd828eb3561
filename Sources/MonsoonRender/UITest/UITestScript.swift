package import MonsoonEvents
package import MonsoonScreen

/// A log as a UI test performs it on the real screen: a ``UITestStep`` for every event replay
/// applies, in order, and what the screen shows at the end. `monsoon-replay xcuitest` writes
/// it as an `XCTestCase` (``swiftSource(className:logName:)``).
package struct UITestScript: Sendable {
  /// One entry of the script, in log order.
  package enum Entry: Hashable, Sendable {
    /// An applied event, as the test performs it.
    case step(UITestStep)
    /// A line replay skipped (lenient mode) or ignored (a torn last line): the test performs
    /// nothing for it.
    case skipped(LogProblem)
  }

  /// The most event lines a script holds, applied or skipped: a UI test takes about a second
  /// an event on a simulator, so a longer log is better cut down first (`shrink`). It also
  /// bounds the memory a script and its source take.
  package static let maximumLineCount = 1_000

  /// The largest test source written, in bytes (16 MiB): far more than a thousand events of
  /// any menu need, unless their texts are huge, and what bounds the memory a script and its
  /// source take (long options, asserted after every Randomize, make a source far larger
  /// than its log).
  package static let maximumSourceBytes = 16 << 20

  /// The log's header: the seed and menu the app is launched with.
  package let header: LogHeader
  /// The steps and skipped lines, in log order.
  package let entries: [Entry]
  /// The state after the last applied event.
  package let finalState: SessionState

  /// Replays a whole log into a script.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient skips a bad line, reporting it to
  ///     `warning`, and the test performs nothing for it.
  ///   - selects: how `select` events are performed, or whether they are refused.
  ///   - lineLimit: the most event lines read; by default ``maximumLineCount``.
  ///   - sourceLimit: the largest source the script may need; by default
  ///     ``maximumSourceBytes``. Reading stops at the first step whose texts, with those
  ///     before it, pass it, so that the script holds no more text than that.
  ///   - warning: called with each skipped line (lenient) and a torn last line.
  /// - Throws: ``UITestScriptError``: a problem of the log (strict mode, or an unreadable
  ///   input), a select refused, a line past `lineLimit`, or a step past `sourceLimit`,
  ///   naming its line.
  package init(
    _ reader: LogReader, mode: ReplayMode, selects: UITestStep.SelectPerforming,
    lineLimit: Int = maximumLineCount, sourceLimit: Int = maximumSourceBytes,
    warning: (LogProblem) -> Void
  ) throws(UITestScriptError) {
    header = reader.header
    var cursor = ReplayCursor(reader: reader, mode: mode)
    var entries: [Entry] = []
    var before = cursor.state
    var textBytes = 0
    while true {
      let step: ReplayStep?
      do {
        step = try cursor.next()
      } catch {
        throw .log(error)
      }
      guard let step else { break }
      guard entries.count < lineLimit else {
        throw .tooLong(line: step.problem?.line ?? step.record?.line ?? 0, limit: lineLimit)
      }
      if let problem = step.problem {
        warning(problem)
        entries.append(.skipped(problem))
      }
      guard case .applied(let record) = step else { continue }
      let performed = try UITestStep(record, from: before, to: cursor.state, selects: selects)
      textBytes += performed.textByteCount
      guard textBytes <= sourceLimit else {
        throw .tooLarge(line: record.line, limit: sourceLimit)
      }
      entries.append(.step(performed))
      before = cursor.state
    }
    self.entries = entries
    finalState = cursor.state
  }

  /// The steps, without the skipped lines.
  package var steps: [UITestStep] {
    entries.compactMap { entry in
      guard case .step(let step) = entry else { return nil }
      return step
    }
  }

  /// What the test asserts once every event is performed (``UITestStep/finalChecks(_:)``).
  package var finalChecks: [UITestStep.Check] { UITestStep.finalChecks(finalState) }

  /// The launch arguments of the app for this log: its seed and menu, no share sheet on Menu,
  /// and its format version when it is not the current one (the app records under the current
  /// one without the argument, so that a test of a current log also launches an app that
  /// predates the argument).
  package var launchOptions: ChooserLaunchOptions {
    ChooserLaunchOptions(
      seed: header.seed, menu: header.customMenu, sharesLogOnMenu: false,
      logVersion: header.formatVersion == .current ? nil : header.formatVersion)
  }
}
