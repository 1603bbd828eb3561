import MonsoonEvents
import MonsoonReplay

/// What the replaying commands share: opening a cursor, reading a whole log, checking
/// `--skip`, parsing `--until`, and printing warnings.
extension LogInput {
  /// Opens the input and starts a replay cursor on it.
  func cursor(mode: ReplayMode, skipping skips: SkipList = .none) throws(CommandError)
    -> ReplayCursor<FileByteSource>
  {
    ReplayCursor(reader: try open(), mode: mode, skipping: skips)
  }

  /// Reads the whole log into memory, printing a warning for each line dropped.
  func readLog(mode: ReplayMode, _ errors: inout OutputStream) throws(CommandError)
    -> SessionLog
  {
    let reader = try open()
    do {
      return try SessionLog.read(reader, mode: mode) { warning in
        errors.line("monsoon-replay: warning: \(locate(warning))")
      }
    } catch {
      throw failure(error)
    }
  }

  /// Prints a warning for a problem of this input.
  func warn(_ problem: LogProblem, _ errors: inout OutputStream) {
    errors.line("monsoon-replay: warning: \(locate(problem))")
  }

  /// Fails with a usage error when `--skip` named a seq the log does not have.
  /// - Parameter cursor: a cursor that has read the whole log.
  func checkSkips<Source>(_ cursor: ReplayCursor<Source>) throws(CommandError) {
    let skips = cursor.skips
    guard cursor.skippedCount < skips.count else { return }
    if let last = skips.ranges.last, last.upperBound > cursor.lastReadSeq {
      throw .usage(
        "--skip \(skips) names seqs past the end of \(displayName), "
          + "which ends at seq \(cursor.lastReadSeq)")
    }
    throw .usage("--skip \(skips) names seqs that \(displayName) does not have")
  }
}

extension ArgumentList {
  /// The `--skip` list, or ``SkipList/none``.
  func skipList(_ name: String = "--skip") throws(CommandError) -> SkipList {
    guard let text = values[name] else { return .none }
    do {
      return try SkipList(parsing: text)
    } catch {
      throw .usage("\(name): \(error)")
    }
  }

  /// The replay mode `--lenient` selects.
  var mode: ReplayMode {
    flags.contains("--lenient") ? .lenient : .strict
  }
}

extension Predicate {
  /// Parses `--until`, turning an error into a usage error that points at the column.
  static func parse(until text: String, menu: Menu) throws(CommandError) -> Predicate {
    do {
      return try Predicate(text, menu: menu)
    } catch {
      throw .usage(
        "invalid --until at column \(error.column): \(error.message)\n\(error.pointer())")
    }
  }
}
