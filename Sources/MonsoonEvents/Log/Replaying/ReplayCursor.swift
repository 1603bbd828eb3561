/// The one loop that reads a log: its event lines one at a time, on demand, in constant
/// memory, each judged by the rules that span lines (``LogReplayer``). Every command of the
/// tool and every library call that replays a log goes through it, except the testing kit's
/// check of a log on disk (MonsoonTestKit `LogOnDisk`), which reads all its records with a
/// ``LogReader`` and applies them with a ``LogReplayer`` of its own, to compare them one by
/// one with what the store was sent.
///
/// Each call to ``next()`` says what became of a line (``ReplayStep``). How replay goes on
/// after a bad line, as docs/log-format.md (section 4, "After a bad line") states it:
///
/// - **Strict** mode throws the first problem.
/// - **Lenient** mode reports a bad line as a step and goes on as if the line were not
///   there, except that a line whose seq and `t` passed their checks counts as the previous
///   line for the next line's checks. A line that is not JSON never had a seq.
/// - **Verifying** (`verifies`, strict rules) reports every problem as a step and
///   judges each line as far as it can: a wrong seq is reported and the count resumes from
///   it; a `t` earlier than an earlier one is reported and ignored; a rejected event changes
///   nothing; a diverged event is applied and its `sel` taken as the selections after it, so
///   that the later lines are judged against the recording; a gap right after lines whose
///   seq cannot be read, no longer than the number of those lines, is not reported again.
///   One line may so give several steps.
///
/// Skipped events (``SkipList``) are renumbered away as docs/skip.md describes.
package struct ReplayCursor {
  /// The reader the lines come from.
  package let reader: LogReader
  /// The events to replay as if they were not there.
  package let skips: SkipList
  /// The replayer, holding the state after the last applied event (renumbered seqs).
  package private(set) var replayer: LogReplayer
  /// The number of skipped events read so far.
  package private(set) var skippedCount = 0
  /// The seq (as written) of the last event line read, 0 before any.
  package private(set) var lastReadSeq = 0
  /// The number of event lines read (blank lines and the header aside), valid or not.
  package private(set) var linesRead = 0
  /// Whether the whole log has been read: `false` while lines remain, or once replay met an
  /// event past the last one asked for and stopped (a log whose last event is the one asked
  /// for is read to its end).
  package private(set) var readToEnd = false
  private let lastEvent: Int?
  private let stopsAtProblems: Bool
  private let verifies: Bool
  /// A line being judged again after a problem, in a verifying replay: as renumbered, and as
  /// written.
  private var retry: (record: LogRecord, written: LogRecord)?
  /// Whether ``retry`` holds a line, asked without copying it.
  private var retries = false
  /// Lines without a readable seq since the last line that had one, in a verifying replay.
  private var linesWithoutSeq = 0
  /// The seqs missing before a line that counted in a lenient replay, until the next problem
  /// names them (``namingGap(_:)``).
  private var unnamedGap: ClosedRange<Int>?
  /// The greatest seq read on a line so far, whatever became of the line (applied, rejected,
  /// unreadable): a gap is the seqs no line held. `nil` right after a line whose seq could not
  /// be read, which may have held the missing seqs (its own problem is already reported).
  private var greatestSeqRead: Int?
  private var stopped = false
  /// The record of the line last judged, as written: valid after ``advance()`` gave
  /// ``LineFate/applied``, ``LineFate/rejected`` or ``LineFate/skipped``.
  package private(set) var record = LogRecord(line: 0, seq: 0, event: .go)
  /// The problem of the line last judged: valid after ``advance()`` gave
  /// ``LineFate/rejected``, ``LineFate/unreadable`` or ``LineFate/tornTail``.
  package private(set) var problem = LogProblem(line: 0, .missingHeader)


  /// Starts replaying from a reader whose header has been read and no event yet.
  /// - Parameters:
  ///   - mode: strict throws the first problem; lenient reports it as a step and goes on.
  ///   - skips: events to replay as if they were not there.
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this:
  ///     once a line with that seq has counted, or before the first line with a greater seq
  ///     that counts. The lines after that are not read.
  package init(
    reader: LogReader, mode: ReplayMode, skipping skips: SkipList = .none,
    through lastEvent: Int? = nil
  ) {
    self.init(
      reader, replayer: LogReplayer(header: reader.header, mode: mode), skips: skips,
      lastEvent: lastEvent, verifies: false)
  }

  /// Replays from where `replayer` stands, for a reader positioned just after the last line
  /// it took; `verifies` makes it a verifying replay (strict rules; see the type's
  /// description). The tool's resuming and verifying cursors start here (MonsoonReplay).
  package init(
    _ reader: LogReader, replayer: LogReplayer, skips: SkipList, lastEvent: Int?,
    verifies: Bool
  ) {
    self.reader = reader
    self.replayer = replayer
    self.skips = skips
    self.lastEvent = lastEvent
    self.verifies = verifies
    stopsAtProblems = replayer.mode == .strict && !verifies
    lastReadSeq = replayer.lastSeq
    greatestSeqRead = replayer.lastSeq
  }

  /// The state after the last applied event.
  package var state: SessionState { replayer.state }
  /// The part of ``state`` an event may change, read without copying the state (whose menu
  /// holds references to count): what a loop keeps of the state before an event, and what
  /// the projections' JSON writers write. Mutating, so that a caller in another module does
  /// not copy the cursor to read it.
  package var moment: SessionState.Moment { mutating get { replayer.state.moment } }

  /// Reads and judges the next line.
  /// - Returns: the step, or `nil` once the log has been read (after its torn tail, if any)
  ///   or replay has reached the last event asked for.
  /// - Throws: ``LogProblem``: in strict mode the first problem; in every mode a failure to
  ///   read the input or an input that is not text.
  /// - Complexity: O(length of the line).
  @inline(__always)
  package mutating func next() throws(LogProblem) -> ReplayStep? {
    switch try advance() {
    case nil: nil
    case .applied: .applied(record)
    case .rejected: .rejected(record, problem)
    case .skipped: .skipped(record)
    case .unreadable: .unreadable(problem)
    case .tornTail: .tornTail(problem)
    }
  }

  /// Replays every line left, with a hook for each problem.
  /// - Parameter problem: called with each problem a line had (in lenient mode or a verifying
  ///   replay), and with a torn tail, each with what became of its line.
  /// - Throws: ``LogProblem``: in strict mode the first problem; in every mode a failure to
  ///   read the input or an input that is not text.
  @inline(__always)
  package mutating func run(problem report: (LogProblem, LineFate) -> Void) throws(LogProblem) {
    while let fate = try advance() {
      switch fate {
      case .rejected, .unreadable, .tornTail: report(problem, fate)
      case .applied, .skipped: break
      }
    }
  }

  /// Reads and judges the next line, as ``next()`` does, but says only what became of it: its
  /// record and problem stay in ``record`` and ``problem``, for a loop over every event (such
  /// as `timeline`'s) that would otherwise make and release a step per line.
  @inline(__always)
  package mutating func advance() throws(LogProblem) -> LineFate? {
    if retries, let retry = retry.take() {
      retries = false
      return try judge(retry.record, written: retry.written)
    }
    if stopped { return nil }
    // Lenient replay through event 0 reads on to the first line that counts (docs/log-format.md).
    if let lastEvent, replayer.lastSeq >= lastEvent, stopsAtProblems || replayer.lastSeq > 0 {
      return stop()
    }
    let read: LogRecord
    do {
      guard let next = try reader.next() else { return end() }
      read = next
    } catch {
      return try unreadable(error)
    }
    linesRead += 1
    lastReadSeq = read.seq
    if !skips.isEmpty, skips.contains(read.seq) {
      skippedCount += 1
      record = read
      return .skipped
    }
    var renumbered = read
    if skippedCount > 0 {
      renumbered.seq -= skippedCount
      renumbered.sel = nil
    }
    if let lastEvent, renumbered.seq > lastEvent,
      replayer.counts(seq: renumbered.seq, time: renumbered.time)
    {
      return stop()
    }
    return try judge(renumbered, written: read)
  }

  /// Applies a record, or reports why not; a verifying replay then prepares to judge the
  /// same line again past the problem.
  @inline(__always)
  private mutating func judge(_ renumbered: LogRecord, written: LogRecord) throws(LogProblem)
    -> LineFate
  {
    if verifies { forgiveGapAfterUnreadableLines(before: renumbered.seq) }
    noteGap(before: renumbered.seq)
    record = written
    do {
      try replayer.apply(renumbered)
      return .applied
    } catch {
      guard !stopsAtProblems else { throw error }
      if verifies {
        switch error.kind {
        case .unexpectedSeq(let found, _),
          .seqNotIncreasing(let found, _) where replayer.mode == .strict:
          // Strict, a seq is not greater than the last only after the largest seq.
          replayer.resumeNumbering(after: found - 1)
          retry = (renumbered, written)
          retries = true
        case .timeWentBackwards:
          var withoutTime = renumbered
          withoutTime.time = nil
          retry = (withoutTime, written)
          retries = true
        case .diverged(let recorded, _):
          replayer.resynchronize(renumbered, recorded: recorded)
        default:
          break
        }
      }
      problem = namingGap(error)
      return .rejected
    }
  }

  /// Reports a line that could not be decoded, and accounts for its seq as the mode says.
  private mutating func unreadable(_ found: LogProblem) throws(LogProblem) -> LineFate? {
    guard found.kind.isLineProblem, !stopsAtProblems else { throw found }
    linesRead += 1
    if let seq = found.seq { lastReadSeq = seq }
    let renumbered = renumbered(found)
    if let lastEvent, let seq = renumbered.seq, seq > lastEvent,
      replayer.counts(seq: seq, time: renumbered.time)
    {
      return stop()
    }
    if verifies { linesWithoutSeq = renumbered.seq == nil ? linesWithoutSeq + 1 : 0 }
    if let seq = renumbered.seq { noteGap(before: seq) } else { greatestSeqRead = nil }
    replayer.skip(renumbered)
    problem = namingGap(found)
    return .unreadable
  }

  /// In a verifying replay, accepts a gap in the seqs right after lines whose seq could not be
  /// read, as long as there were at least as many of them as seqs are missing: those lines
  /// were the missing events, and their problems are already reported.
  private mutating func forgiveGapAfterUnreadableLines(before seq: Int) {
    let gap = seq - replayer.lastSeq - 1
    if gap > 0 && gap <= linesWithoutSeq { replayer.resumeNumbering(after: seq - 1) }
    linesWithoutSeq = 0
  }

  /// In a lenient replay, remembers the seqs that no line held before a line with seq `seq`
  /// (those between the greatest seq read so far and `seq`), unless a gap is already waiting
  /// to be named or a line whose seq could not be read came between.
  private mutating func noteGap(before seq: Int) {
    defer { greatestSeqRead = max(greatestSeqRead ?? seq, seq) }
    guard replayer.mode == .lenient, unnamedGap == nil, let last = greatestSeqRead,
      seq > last, seq - 1 > last
    else { return }
    unnamedGap = (last + 1)...(seq - 1)
  }

  /// `found`, naming the gap waiting to be named, if any: the first problem after a gap says
  /// where it is.
  private mutating func namingGap(_ found: LogProblem) -> LogProblem {
    guard let gap = unnamedGap.take() else { return found }
    return found.naming(missing: gap)
  }

  /// The torn tail, if any, as the last step; then the end.
  private mutating func end() -> LineFate? {
    stopped = true
    readToEnd = true
    guard let tornTail = reader.tornTail else { return nil }
    problem = tornTail
    return .tornTail
  }

  private mutating func stop() -> LineFate? {
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
