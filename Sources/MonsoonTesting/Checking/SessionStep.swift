public import MonsoonEvents

/// One event of a session with the states around it: what a per-step invariant looks at.
public struct SessionStep: Sendable {
  /// The whole session.
  package let log: SessionLog
  /// The position of the step's record in `SessionLog.records`.
  package let index: Int
  /// The state before the event.
  package let before: SessionState
  /// The state after it.
  public let after: SessionState

  /// The step's log record.
  package var record: LogRecord { log.records[index] }
  /// The step's event.
  package var event: Event { record.event }

  /// The steps of a session, in order, up to the first event the reducer rejects (a valid
  /// session has none).
  package static func all(of log: SessionLog) -> [SessionStep] {
    var steps: [SessionStep] = []
    var state = log.header.initialState
    for (index, record) in log.records.enumerated() {
      let before = state
      do {
        try SessionReducer.reduce(&state, record.event)
      } catch {
        break
      }
      steps.append(SessionStep(log: log, index: index, before: before, after: state))
    }
    return steps
  }
}

/// A per-step invariant broke: at which step, and why.
public struct StepFailure: Error, CustomStringConvertible {
  /// The step it broke at.
  package let step: SessionStep
  /// What the check threw.
  package let error: any Error

  /// Creates a failure.
  package init(step: SessionStep, error: any Error) {
    self.step = step
    self.error = error
  }

  /// `at step 2 of 3, {"seq":2,"type":"go"}: <why>`, the step's line as the log has it.
  public var description: String {
    let line = String(decoding: LogLine.event(step.record).dropLast(), as: UTF8.self)
    return "at step \(step.index + 1) of \(step.log.records.count), \(line): \(error)"
  }
}
