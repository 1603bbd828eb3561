import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

/// The text of a property failure as a Swift Testing issue: the seed and how to rerun it,
/// the failing step in words, why, and the shrunk value.
struct PropertyReport {
  let text: String

  init<Value>(_ failure: PropertyFailure<Value>) {
    let seed = failure.hexSeed
    let filter = Test.current.map { " swift test --filter \($0.name.prefix { $0 != "(" })" } ?? ""
    var lines = [
      "Property failed on case \(failure.caseIndex) of \(failure.caseCount) (seed \(seed)).",
      "Rerun it alone: \(PropertySettings.seedVariable)=\(seed) "
        + "\(PropertySettings.checksVariable)=1\(filter)",
    ]
    var why = failure.error
    if let stepFailure = failure.error as? StepFailure {
      let step = stepFailure.step
      let changes = step.before.changes(to: step.after, includingBookkeeping: false)
        .map { "\($0.name): \($0.before?.description ?? "-") -> \($0.after?.description ?? "-")" }
      lines.append(
        "Failing step: \(step.index + 1) of \(step.log.records.count), seq \(step.record.seq) "
          + "(\(step.event.words(menu: step.after.menu)))"
          + (changes.isEmpty ? "" : ": " + changes.joined(separator: ", ")))
      why = stepFailure.error
    }
    lines.append("Why: \(why)")
    if let original = failure.original as? SessionLog, let shrunk = failure.shrunk as? SessionLog {
      lines.append(
        "Shrunk from \(original.records.count) events to \(shrunk.records.count) in "
          + "\(failure.testsRun) tests; paste into a file and run `monsoon-replay timeline FILE`:")
      lines.append(String(shrunk.text.dropLast()))
    } else {
      let shrunk = String(describing: failure.shrunk)
      lines.append(
        "Shrunk in \(failure.testsRun) tests to:" + (shrunk.contains("\n") ? "\n" : " ") + shrunk)
    }
    text = lines.joined(separator: "\n")
  }
}
