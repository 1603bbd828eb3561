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
/// - **Verifying** (``init(verifying:)``, strict rules) reports every problem as a step and
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
  private var loop: ReplayLoop

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
    self.reader = reader
    loop = ReplayLoop(
      events: reader.events, replayer: LogReplayer(header: reader.header, mode: mode),
      skips: skips, lastEvent: lastEvent, verifies: false)
  }

  /// Replays from where `replayer` stands, for a reader positioned just after the last line
  /// it took (the header, for a replayer before the first event).
  ///
  /// The cursor goes on as one started at the beginning would from there: skipped events are
  /// renumbered only after that point, so it must lie before the first skipped seq.
  /// - Precondition: no seq in `skips` is at or below the replayer's last seq.
  package init(
    reader: LogReader, resumingFrom replayer: LogReplayer,
    skipping skips: SkipList = .none, through lastEvent: Int? = nil
  ) {
    precondition(
      skips.ranges.first.map { $0.lowerBound > replayer.lastSeq } ?? true,
      "a cursor resumes only before the first skipped seq")
    self.reader = reader
    loop = ReplayLoop(
      events: reader.events, replayer: replayer, skips: skips, lastEvent: lastEvent,
      verifies: false)
  }

  /// Starts a verifying replay: the rules of strict mode, every problem reported as a step,
  /// and each line judged as far as it can be (see the type's description).
  package init(verifying reader: LogReader) {
    self.reader = reader
    loop = ReplayLoop(
      events: reader.events, replayer: LogReplayer(header: reader.header, mode: .strict),
      skips: .none, lastEvent: nil, verifies: true)
  }

  /// The events to replay as if they were not there.
  package var skips: SkipList { loop.skips }
  /// The replayer, holding the state after the last applied event (renumbered seqs).
  package var replayer: LogReplayer { loop.replayer }
  /// The state after the last applied event.
  package var state: SessionState { loop.replayer.state }
  /// The part of ``state`` an event may change, read without copying the state (whose menu
  /// holds references to count): what a loop keeps of the state before an event. Mutating,
  /// like ``stateFields()``, so that the caller does not copy the cursor to read it.
  package var moment: SessionState.Moment { mutating get { loop.replayer.state.moment } }
  /// The fields of ``state`` the projections write, read in place: without copying the state
  /// (which counts a reference to its menu). Mutating, as the accessors a projection calls
  /// once per line are: through a plain getter, which the compiler did not inline, a caller
  /// copied the whole cursor for each field it read (a tenth of `timeline --format json`'s
  /// time).
  package mutating func stateFields() -> StateFields {
    StateFields(loop.replayer.state)
  }
  /// The number of skipped events read so far.
  package var skippedCount: Int { loop.skippedCount }
  /// The seq (as written) of the last event line read, 0 before any.
  package var lastReadSeq: Int { loop.lastReadSeq }
  /// The number of event lines read (blank lines and the header aside), valid or not.
  package var linesRead: Int { loop.linesRead }
  /// Whether the whole log has been read: `false` while lines remain, or once replay met an
  /// event past the last one asked for and stopped (a log whose last event is the one asked
  /// for is read to its end).
  package var readToEnd: Bool { loop.readToEnd }
  /// Reads and judges the next line.
  /// - Returns: the step, or `nil` once the log has been read (after its torn tail, if any)
  ///   or replay has reached the last event asked for.
  /// - Throws: ``LogProblem``: in strict mode the first problem; in every mode a failure to
  ///   read the input or an input that is not text.
  /// - Complexity: O(length of the line).
  package mutating func next() throws(LogProblem) -> ReplayStep? {
    try loop.next()
  }

  /// Reads and judges the next line, as ``next()`` does, but says only what became of it: its
  /// record and problem stay in ``record`` and ``problem``, for a loop over every event (such
  /// as `timeline`'s) that would otherwise make and release a step per line.
  package mutating func advance() throws(LogProblem) -> LineFate? {
    try loop.advance()
  }

  /// The record of the line last judged, as written: valid after ``advance()`` gave
  /// ``LineFate/applied``, ``LineFate/rejected`` or ``LineFate/skipped``.
  package var record: LogRecord { mutating get { loop.record } }
  /// The line last judged, applied, with what its timeline line shows of the state after it
  /// and, when it was read in the writer's exact shape, its head as written
  /// (``AppliedLine/head``): valid after ``advance()`` gave ``LineFate/applied``; only for a
  /// cursor that does not verify, whose applied record is always the line just read.
  package mutating func appliedLine() -> AppliedLine {
    AppliedLine(applied: loop.record, after: stateFields(), head: loop.events.streamedHead)
  }

  /// The problem of the line last judged: valid after ``advance()`` gave
  /// ``LineFate/rejected``, ``LineFate/unreadable`` or ``LineFate/tornTail``.
  package var problem: LogProblem { mutating get { loop.problem } }
}
