/// The one loop that reads a log: its event lines one at a time, on demand, in constant
/// memory, each judged by the rules that span lines (``LogReplayer``). Every command and
/// every library call that replays a log goes through it.
///
/// Each call to ``next()`` says what became of a line (``ReplayStep``). How replay goes on
/// after a bad line, as docs/log-format.md (section 4, "After a bad line") states it:
///
/// - **Strict** mode throws the first problem.
/// - **Lenient** mode reports a bad line as a step and goes on as if the line were not
///   there, except that a line whose seq and `t` passed their checks counts as the previous
///   line for the next line's checks. A line that is not JSON never had a seq.
/// - **Verifying** (``init(verifying:)``, strict rules) reports every problem as a step and
///   judges each line as far as it can: a wrong seq is reported and the count resumes from
///   it; a `t` earlier than an earlier one is reported and ignored; a rejected or diverged
///   event changes nothing; a gap right after lines whose seq cannot be read, no longer than
///   the number of those lines, is not reported again. One line may so give several steps.
///
/// Skipped events (``SkipList``) are renumbered away as docs/skip.md describes.
public struct ReplayCursor<Source: ByteSource> {
  /// The reader the lines come from.
  public let reader: LogReader<Source>
  /// The events to replay as if they were not there.
  public let skips: SkipList
  /// The replayer, holding the state after the last applied event (renumbered seqs).
  public private(set) var replayer: LogReplayer
  /// The number of skipped events read so far.
  public private(set) var skippedCount = 0
  /// The seq (as written) of the last event line read, 0 before any.
  public private(set) var lastReadSeq = 0
  /// The number of event lines read (blank lines and the header aside), valid or not.
  public private(set) var linesRead = 0
  /// Whether the whole log has been read (`false` while lines remain, or once replay stopped
  /// at the last event asked for).
  public private(set) var reachedEnd = false

  private let lastEvent: Int?
  private let stopsAtProblems: Bool
  private let verifies: Bool
  /// A line being judged again after a problem, in a verifying replay: as renumbered, and as
  /// written.
  private var retry: (record: LogRecord, written: LogRecord)?
  /// Lines without a readable seq since the last line that had one, in a verifying replay.
  private var linesWithoutSeq = 0
  private var stopped = false

  /// Starts replaying from a reader whose header has been read and no event yet.
  /// - Parameters:
  ///   - mode: strict throws the first problem; lenient reports it as a step and goes on.
  ///   - skips: events to replay as if they were not there.
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this:
  ///     once a line with that seq has counted, or before the first line with a greater seq
  ///     that counts. The lines after that are not read.
  public init(
    reader: LogReader<Source>, mode: ReplayMode, skipping skips: SkipList = .none,
    through lastEvent: Int? = nil
  ) {
    self.init(
      reader: reader, replayer: LogReplayer(header: reader.header, mode: mode), skips: skips,
      lastEvent: lastEvent, verifies: false)
  }

  /// Resumes replaying from a checkpoint, for a reader positioned just after its line.
  ///
  /// The cursor goes on as one started at the beginning would after reaching the checkpoint:
  /// skipped events are renumbered only after the checkpoint, so it must lie before the first
  /// skipped seq.
  /// - Precondition: no seq in `skips` is at or below the checkpoint's last seq.
  public init(
    reader: LogReader<Source>, resumingFrom replayer: LogReplayer,
    skipping skips: SkipList = .none, through lastEvent: Int? = nil
  ) {
    precondition(
      skips.ranges.first.map { $0.lowerBound > replayer.lastSeq } ?? true,
      "a cursor resumes only before the first skipped seq")
    self.init(
      reader: reader, replayer: replayer, skips: skips, lastEvent: lastEvent, verifies: false)
    lastReadSeq = replayer.lastSeq
  }

  /// Starts a verifying replay: the rules of strict mode, every problem reported as a step,
  /// and each line judged as far as it can be (see the type's description).
  public init(verifying reader: LogReader<Source>) {
    self.init(
      reader: reader, replayer: LogReplayer(header: reader.header, mode: .strict),
      skips: .none, lastEvent: nil, verifies: true)
  }

  private init(
    reader: LogReader<Source>, replayer: LogReplayer, skips: SkipList, lastEvent: Int?,
    verifies: Bool
  ) {
    self.reader = reader
    self.replayer = replayer
    self.skips = skips
    self.lastEvent = lastEvent
    self.verifies = verifies
    stopsAtProblems = replayer.mode == .strict && !verifies
  }

  /// The state after the last applied event.
  public var state: SessionState { replayer.state }

  /// Reads and judges the next line.
  /// - Returns: the step, or `nil` once the log has been read (after its torn tail, if any)
  ///   or replay has reached the last event asked for.
  /// - Throws: ``LogProblem``: in strict mode the first problem; in every mode a failure to
  ///   read the input or an input that is not text.
  /// - Complexity: O(length of the line).
  @inline(__always)
  public mutating func next() throws(LogProblem) -> ReplayStep? {
    if let retry {
      self.retry = nil
      return try judge(retry.record, written: retry.written)
    }
    if stopped { return nil }
    if let lastEvent, replayer.lastSeq >= lastEvent { return stop() }
    let record: LogRecord
    do {
      guard let next = try reader.next() else { return end() }
      record = next
    } catch {
      return try unreadable(error)
    }
    linesRead += 1
    lastReadSeq = record.seq
    if !skips.isEmpty, skips.contains(record.seq) {
      skippedCount += 1
      return .skipped(record)
    }
    var renumbered = record
    if skippedCount > 0 {
      renumbered.seq -= skippedCount
      renumbered.sel = nil
    }
    if let lastEvent, renumbered.seq > lastEvent,
      replayer.counts(seq: renumbered.seq, time: renumbered.time)
    {
      return stop()
    }
    return try judge(renumbered, written: record)
  }

  /// Applies a record, or reports why not; a verifying replay then prepares to judge the
  /// same line again past the problem.
  @inline(__always)
  private mutating func judge(_ record: LogRecord, written: LogRecord) throws(LogProblem)
    -> ReplayStep
  {
    if verifies { forgiveGapAfterUnreadableLines(before: record.seq) }
    do {
      try replayer.apply(record)
      return .applied(written)
    } catch {
      guard !stopsAtProblems else { throw error }
      if verifies {
        switch error.kind {
        case .unexpectedSeq(let found, _):
          replayer.resumeNumbering(after: found - 1)
          retry = (record, written)
        case .timeWentBackwards:
          var withoutTime = record
          withoutTime.time = nil
          retry = (withoutTime, written)
        default:
          break
        }
      }
      return .rejected(written, error)
    }
  }

  /// Reports a line that could not be decoded, and accounts for its seq as the mode says.
  private mutating func unreadable(_ problem: LogProblem) throws(LogProblem) -> ReplayStep? {
    guard problem.kind.isLineProblem, !stopsAtProblems else { throw problem }
    linesRead += 1
    if let seq = problem.seq { lastReadSeq = seq }
    let renumbered = renumbered(problem)
    if let lastEvent, let seq = renumbered.seq, seq > lastEvent,
      replayer.counts(seq: seq, time: renumbered.time)
    {
      return stop()
    }
    if verifies { linesWithoutSeq = renumbered.seq == nil ? linesWithoutSeq + 1 : 0 }
    replayer.skip(renumbered)
    return .unreadable(problem)
  }

  /// In a verifying replay, accepts a gap in the seqs right after lines whose seq could not be
  /// read, as long as there were at least as many of them as seqs are missing: those lines
  /// were the missing events, and their problems are already reported.
  private mutating func forgiveGapAfterUnreadableLines(before seq: Int) {
    let gap = seq - replayer.lastSeq - 1
    if gap > 0 && gap <= linesWithoutSeq { replayer.resumeNumbering(after: seq - 1) }
    linesWithoutSeq = 0
  }

  /// The torn tail, if any, as the last step; then the end.
  private mutating func end() -> ReplayStep? {
    stopped = true
    reachedEnd = true
    return reader.tornTail.map(ReplayStep.tornTail)
  }

  private mutating func stop() -> ReplayStep? {
    stopped = true
    return nil
  }

  /// A problem whose seq is shifted like the events after the skipped ones.
  private func renumbered(_ problem: LogProblem) -> LogProblem {
    guard skippedCount > 0, let seq = problem.seq else { return problem }
    return LogProblem(
      line: problem.line, problem.kind, seq: seq - skippedCount, time: problem.time)
  }
}
