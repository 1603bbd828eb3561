import MonsoonEvents

/// What a store answered one call of a parallel run.
enum CallAnswer: Equatable {
  /// Applied, with the state the caller was given.
  case applied(SessionState)
  /// Rejected by the reducer.
  case rejected(Rejection)
  /// Failed otherwise.
  case failed(String)
}

/// One call of a parallel run: the event and the answer.
struct Call {
  let event: Event
  let answer: CallAnswer
}

/// Finds an order of the calls of a parallel run that explains everything observed, as
/// qcheck-stm's parallel mode does: each task's calls in the order it made them, every
/// applied call at the place its event has in the log, the caller's answer exactly the
/// model's state right after it, every rejected call at a moment the model rejects it for the
/// same reason.
enum Linearization {
  /// An order of the calls (task, index in the task) that explains the run, or `nil`.
  /// - Parameters:
  ///   - tasks: each task's calls, in the order it made them.
  ///   - log: the events the log holds after the run, from `start` on.
  ///   - start: the state before the tasks started.
  /// - Complexity: O(∏(calls of a task + 1)) steps: every combination of how far each task
  ///   got is looked at once.
  static func find(tasks: [[Call]], log: [Event], start: SessionState) -> [(Int, Int)]? {
    var search = Search(tasks: tasks, log: log)
    return search.order(from: Array(repeating: 0, count: tasks.count), state: start, logged: 0)
  }

  private struct Search {
    let tasks: [[Call]]
    let log: [Event]
    /// How far each task got, for combinations already found to lead nowhere.
    var deadEnds: Set<[Int]> = []

    mutating func order(from done: [Int], state: SessionState, logged: Int) -> [(Int, Int)]? {
      if zip(done, tasks).allSatisfy({ $0 == $1.count }) { return logged == log.count ? [] : nil }
      guard !deadEnds.contains(done) else { return nil }
      for (task, calls) in tasks.enumerated() where done[task] < calls.count {
        let call = calls[done[task]]
        var next = state
        let outcome = Result { () throws(Rejection) in
          try SessionReducer.reduce(&next, call.event)
        }
        var loggedAfter = logged
        switch (call.answer, outcome) {
        case (.applied(let answered), .success):
          guard logged < log.count, log[logged] == call.event, next == answered else { continue }
          loggedAfter += 1
        case (.rejected(let answered), .failure(let rejection)) where answered == rejection:
          next = state
        default:
          continue
        }
        var advanced = done
        advanced[task] += 1
        if let rest = order(from: advanced, state: next, logged: loggedAfter) {
          return [(task, done[task])] + rest
        }
      }
      deadEnds.insert(done)
      return nil
    }
  }
}
