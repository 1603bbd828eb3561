package import MonsoonEvents

/// Records a session from lines of input and answers each: `ok SEQ STATE` for an accepted
/// event, `rejected: REASON` for anything else.
///
/// An answer is held back until ``confirm()`` has waited for every event before it to reach
/// the log file, so that no event is acknowledged before its line is written (and, for a
/// durable log, on stable storage). Answers confirmed together share one flush.
package struct Recorder {
  private let store: SessionStore
  private var answers: [String] = []
  /// Whether `ok` answers show the state as a person reads it (``SessionState/line``, for a
  /// terminal) rather than as JSON (for a program).
  private let readable: Bool

  /// Creates a recorder that sends events to `store`, which records them.
  /// - Parameter readable: whether `ok` answers show the state as `seq 3 · chooser · …`
  ///   instead of JSON.
  package init(store: SessionStore, readable: Bool = false) {
    self.store = store
    self.readable = readable
  }

  /// The number of answers waiting for ``confirm()``.
  package var pendingCount: Int { answers.count }

  /// Sends the line's event to the store and queues the answer; a blank line is ignored.
  /// - Returns: the notes of the names grammar about the line (a name whose text won over an
  ///   index), for the caller to show apart from the answers.
  /// - Throws: `LogWriteError` when the event's line could not be written; the event is
  ///   then not applied.
  @discardableResult
  package mutating func handle(
    _ line: LineInput<some ByteSource>.Line
  ) throws(LogWriteError) -> [String] {
    let text: String
    switch line {
    case .text(let line): text = line
    case .invalidUTF8:
      answers.append("rejected: \(EventCommandError.invalidUTF8)")
      return []
    case .tooLong:
      answers.append("rejected: the line is longer than the limit; skipped")
      return []
    case .notText:
      // The command stops at such input (RecordCommand); no event comes from it.
      return []
    }
    guard text.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return [] }
    let command: EventCommand
    do {
      command = try EventCommand(parsing: text, menu: store.state.menu)
    } catch {
      answers.append("rejected: \(TerminalText.escaped(error.description))")
      return []
    }
    if let expected = command.expectedSelections {
      var next = store.state
      if (try? SessionReducer.reduce(&next, command.event)) != nil, next.selections != expected {
        answers.append(
          "rejected: \(EventCommandError.diverged(expected: expected, actual: next.selections))")
        return command.notes.map(TerminalText.escaped)
      }
    }
    do {
      let state = try store.send(command.event)
      answers.append(readable ? "ok \(state.line)" : "ok \(state.seq) \(state.jsonObject)")
    } catch {
      switch error {
      case .rejected(let rejection):
        answers.append("rejected: \(TerminalText.escaped(rejection.description))")
      case .logWriteFailed(let failure): throw failure
      case .closed: throw LogWriteError(reason: error.description)
      }
    }
    // The store goes on in memory after a failed write; a recorder is its log, so it stops.
    if let failure = store.writeFailure { throw failure }
    return command.notes.map(TerminalText.escaped)
  }

  /// Waits until every event line sent so far is in the file (durable: on stable storage),
  /// then releases the answers they earned.
  /// - Returns: the answers, in input order.
  /// - Throws: `LogWriteError` when the lines could not be written; the answers held back
  ///   are then dropped, unacknowledged.
  package mutating func confirm() throws(LogWriteError) -> [String] {
    defer { answers.removeAll() }
    try written { () throws(SessionStoreError) in try store.flush() }
    return answers
  }

  /// Confirms the last answers and closes the store and its log file, flushing it to stable
  /// storage.
  /// - Returns: the last answers.
  /// - Throws: `LogWriteError` when that fails.
  package mutating func finish() throws(LogWriteError) -> [String] {
    defer { answers.removeAll() }
    try written { () throws(SessionStoreError) in try store.close() }
    return answers
  }

  /// Runs a step of the store that writes the log, reporting its failure as the log's.
  private func written(_ step: () throws(SessionStoreError) -> Void) throws(LogWriteError) {
    do {
      try step()
    } catch {
      guard case .logWriteFailed(let failure) = error else {
        throw LogWriteError(reason: error.description)
      }
      throw failure
    }
  }
}
