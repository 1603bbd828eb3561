import MonsoonEvents
import MonsoonReplay

/// What the replaying commands share: opening a log, replaying, checking `--skip`, parsing
/// `--until`, and printing warnings.
extension LogInput {
  /// Replays this input's log to its end, or through event `lastEvent`.
  /// - Returns: where the replay ended: its state, the events applied.
  /// - Throws: ``CommandError``: the log's first problem (strict), or exit 1 when `lastEvent`
  ///   is past the end of the log.
  func replay(
    _ start: ReplayStart, through lastEvent: Int?, warning: (LogProblem) -> Void
  ) throws(CommandError) -> ReplayEnd {
    let end: ReplayEnd
    do {
      end = try start.replay(through: lastEvent, warning: warning)
    } catch {
      throw failure(error)
    }
    if let lastEvent, end.isPastEnd(lastEvent) {
      throw pastEnd(lastEvent, lastSeq: end.lastSeq)
    }
    return end
  }

  /// The failure (exit 1) for `--at` (or another option) past the last event of this input.
  func pastEnd(_ lastEvent: Int, option: String = "--at", lastSeq: Int) -> CommandError {
    .failed(
      .unanswerable,
      "\(displayName): \(option) \(lastEvent) is past the end of the log, "
        + "which ends at seq \(lastSeq)")
  }

  /// Prints a warning for a problem of this input.
  func warn(_ problem: LogProblem, _ errors: inout OutputStream) {
    errors.report(.warning(locate(problem)))
  }

  /// Fails with a usage error when `--skip` named a seq the log does not have.
  /// - Parameter end: where a replay that read the whole log stopped.
  func checkSkips(_ end: ReplayEnd) throws(CommandError) {
    let skips = end.skips
    guard end.missedSkips else { return }
    if let last = skips.ranges.last, last.upperBound > end.lastReadSeq {
      throw .usage(
        "--skip \(skips) names seqs past the end of \(displayName), "
          + "which ends at seq \(end.lastReadSeq)")
    }
    throw .usage("--skip \(skips) names seqs that \(displayName) does not have")
  }
}

extension TypedOption<SkipList> {
  /// `--skip <seqs>`: the events to replay as if they never happened, or ``SkipList/none``.
  static func skipList(_ option: CommandOption) -> Self {
    Self(option) { arguments, option throws(CommandError) in
      guard let text = arguments.value(option) else { return .none }
      do {
        return try SkipList(parsing: text)
      } catch {
        throw .usage("\(option.name): \(error)")
      }
    }
  }
}

extension TypedOption<ReplayMode> {
  /// `--lenient`: the replay mode it selects.
  /// - Parameter option: the flag, with the command's own help.
  static func mode(_ option: CommandOption = .lenient) -> Self {
    Self(option) { arguments, option in arguments.contains(option) ? .lenient : .strict }
  }
}

extension StateCondition {
  /// Parses `--until`, turning an error into a usage error that points at the column.
  /// - Parameter warn: gets each note of the names grammar (a text that won over an index),
  ///   as a warning's message.
  static func parse(
    until text: String, menu: ChooserMenu, warn: (String) -> Void
  ) throws(CommandError) -> StateCondition {
    do {
      let condition = try StateCondition(text, menu: menu)
      for note in condition.notes { warn("--until: \(note)") }
      return condition
    } catch {
      throw .usage(
        "invalid --until at column \(error.column): \(error.message)\n\(error.pointer())")
    }
  }
}

/// What a lenient replay of one log passed over, said once on standard error at its end,
/// after the warnings that name each line: `FILE: lenient replay: 13 events counted, 6 lines
/// skipped (1 seq missing)`.
struct LenientTally {
  private var skippedLines = 0
  private var missingSeqs = 0

  /// Counts the line of a warning: a lenient replay applies no line it warns about.
  mutating func count(_ problem: LogProblem) {
    skippedLines += 1
    if let missing = problem.missingSeqs { missingSeqs += missing.count }
  }

  /// Prints the tally when a lenient replay skipped a line; nothing for a
  /// strict one (whose only warning is a torn tail) or a log read whole.
  /// - Parameter counted: the events the replay applied.
  func report(
    counted: Int, mode: ReplayMode, of input: LogInput, to errors: inout OutputStream
  ) {
    if let note = note(counted: counted, mode: mode, of: input) { errors.report(note) }
  }

  /// The tally as a diagnostic, for a many-log run to print with the log's warnings; `nil`
  /// when ``report(counted:mode:of:to:)`` would print nothing.
  /// - Parameter counted: the events the replay applied.
  func note(counted: Int, mode: ReplayMode, of input: LogInput) -> Diagnostic? {
    guard mode == .lenient, skippedLines > 0 else { return nil }
    let events = counted == 1 ? "1 event" : "\(counted) events"
    let lines = skippedLines == 1 ? "1 line" : "\(skippedLines) lines"
    let missing = missingSeqs == 1 ? "1 seq" : "\(missingSeqs) seqs"
    return .note(
      TerminalText.escaped(input.displayName) + ": lenient replay: \(events) counted, "
        + "\(lines) skipped" + (missingSeqs == 0 ? "" : " (\(missing) missing)"))
  }
}
