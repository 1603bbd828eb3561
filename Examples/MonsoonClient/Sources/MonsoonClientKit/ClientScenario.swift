import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonScreen
import MonsoonTesting
import MonsoonUIKit
import Observation

/// What an app does with docs/app-model.md's `ChooserModel`, in one process: record (reading
/// each send's state at once), close, reopen the same file, let a model go away, reopen again,
/// read the choices, and read the log back.
@MainActor
public enum ClientScenario {
  /// Runs every step; throws the first that does not hold.
  /// - Returns: a line per step, for the log of the run.
  public static func run(in directory: String) async throws -> [String] {
    var report: [String] = []
    let path = directory + "/session.jsonl"

    let first = try await ChooserModel(logPath: path)
    first.tap(1)
    try check(first.state.seq == 1, "the state right after a send is the one it made")
    first.go()
    try check(first.state.seq == 2 && first.state.screen == .detail, "the state after go")
    try await first.save()
    let refused = await failure { try await ChooserModel(logPath: path) }
    try check(refused?.contains("in this process") == true, "a second open in this process")
    try await first.close()
    first.tap(0)
    try check(first.problem == SessionStoreError.closed.description, "a send after close")
    try check(first.notSaved == nil, "no write failed")
    report.append("recorded 2 events (each state read at once), closed: \(first.problem ?? "")")

    var second: ChooserModel? = try await ChooserModel(logPath: path)
    try check(second?.state.seq == 2 && second?.state.screen == .detail, "the reopened state")
    second?.back()
    second?.tap(1)
    try check(second?.state.seq == 4, "the second model's state after two sends")
    report.append("reopened in the same process at seq 2, recorded up to seq 4")

    second = nil
    let third = try await ChooserModel(logPath: path)
    let choices = third.state.choices.map { "\($0.promptID)=\($0.option)" }
    try check(third.state.seq == 4, "a model that went away released the file")
    try check(third.state.choices[1].option == "umami", "flavor after two taps")
    report.append("a dropped model released the file; choices: \(choices.joined(separator: ", "))")
    try await third.close()

    let atGo = try LogReplay(fileAt: path, through: 2)
    try check(atGo.state.screen == .detail && atGo.stop == .requestedSeq, "the log at seq 2")
    let whole = try LogReplay(fileAt: path, through: 99)
    try check(whole.stop == .endOfLog && whole.state.seq == 4, "the log ends at seq 4")
    report.append("LogReplay: seq 2 on \(atGo.state.screen), the log ends at \(whole.state.seq)")

    let condition = try StateCondition("flavor = sweet", menu: whole.header.menu)
    let sweetAtGo = condition.evaluate(atGo.state)
    try check(sweetAtGo, "the condition at seq 2")
    let layout = try ScreenLayout(device: Device.named("15"), menu: whole.header.menu)
    try check(layout.controls.count == whole.header.menu.count, "one ring a prompt")
    var generator = SessionGenerator(seed: 7)
    try check(generator.next().seq == 1, "the generator numbers its events")
    report.append("MonsoonReplay, MonsoonScreen and MonsoonTesting answer next to Foundation")

    let error: any Error = SessionStoreError.closed
    try check(
      error.localizedDescription == SessionStoreError.closed.description,
      "localizedDescription is the error's sentence, not \"\(error.localizedDescription)\"")
    try check(try positive.evaluate(3), "Foundation's #Predicate next to MonsoonReplay")
    report.append("localizedDescription: \(error.localizedDescription)")
    let missing = await failure { try LogReplay(fileAt: directory + "/missing.jsonl") }
    try check(
      missing == "cannot read \(directory)/missing.jsonl: No such file or directory",
      "a missing log names its path, not \"\(missing ?? "")\"")
    report.append("a missing log: \(missing ?? "")")
    return report
  }

  /// The `localizedDescription` of what `body` throws; `nil` when it throws nothing.
  private static func failure<Value>(_ body: () async throws -> Value) async -> String? {
    do {
      _ = try await body()
      return nil
    } catch {
      return error.localizedDescription
    }
  }

  private static func check(_ condition: Bool, _ what: String) throws {
    guard condition else { throw ClientFailure(what) }
  }
}

/// A step of the scenario that did not hold.
public struct ClientFailure: Error, CustomStringConvertible {
  public let description: String

  init(_ what: String) {
    description = "failed: \(what)"
  }
}
