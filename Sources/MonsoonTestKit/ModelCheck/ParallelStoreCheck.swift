import MonsoonEvents
import MonsoonSystem

/// Runs a parallel program against a store recording into a fresh file, several times, and
/// checks each run: the log after it must be a linearization of the acknowledged sends.
struct ParallelStoreCheck<Store: StoreUnderTest> {
  let path: String
  let durability: LogDurability
  let header: LogHeader
  /// How many times the program runs: a race shows only in some interleavings.
  let repetitions: Int

  /// Runs `program`; the file is removed afterwards.
  /// - Throws: ``ModelCheckFailure`` with the interleaving that no order of the calls
  ///   explains.
  func run(_ program: ParallelProgram) async throws(ModelCheckFailure) {
    for repetition in 1...max(1, repetitions) {
      try? FilePath(path).remove()
      defer { try? FilePath(path).remove() }
      try await runOnce(program, repetition: repetition)
    }
  }

  private func runOnce(_ program: ParallelProgram, repetition: Int) async throws(ModelCheckFailure)
  {
    let store: Store
    do {
      store = try Store(path: path, durability: durability, header: header)
    } catch {
      throw ModelCheckFailure("the log could not be opened: \(error)")
    }
    var start = header.initialState
    var appliedPrefix: [Event] = []
    for event in program.prefix {
      let answer = await Self.call(store, event)
      var next = start
      switch (answer, Result { () throws(Rejection) in try SessionReducer.reduce(&next, event) }) {
      case (.applied(let state), .success) where state == next:
        start = next
        appliedPrefix.append(event)
      case (.rejected(let answered), .failure(let rejection)) where answered == rejection:
        break
      default:
        throw ModelCheckFailure(
          "the prefix's \(event.words(menu: start.menu)) was answered \(answer); the model "
            + "\(next == start ? "rejects it" : "gives " + StoreStateText.summary(next))")
      }
    }
    let tasks = await Self.runConcurrently(program.tasks, on: store)
    do {
      try store.close()
    } catch {
      throw ModelCheckFailure("close failed: \(error)")
    }
    let disk = try LogOnDisk(path: path)
    let logged = Array(disk.events.dropFirst(appliedPrefix.count))
    guard disk.replayProblem == nil,
      Array(disk.events.prefix(appliedPrefix.count)) == appliedPrefix,
      Linearization.find(tasks: tasks, log: logged, start: start) != nil
    else {
      let invalid = disk.replayProblem.map { " The log does not even replay: \($0)." } ?? ""
      throw ModelCheckFailure(
        "run \(repetition) of \(repetitions): no order of the calls explains what the store "
          + "answered and logged.\(invalid)\n" + Self.interleaving(program, tasks, disk.events))
    }
  }

  /// Each task's calls with the store's answers, the tasks started together.
  private static func runConcurrently(_ tasks: [[Event]], on store: Store) async -> [[Call]] {
    let gate = StartGate(count: tasks.count)
    return await withTaskGroup(of: (Int, [Call]).self) { group in
      for (index, events) in tasks.enumerated() {
        group.addTask {
          await gate.arrive()
          var calls: [Call] = []
          for event in events { calls.append(Call(event: event, answer: await call(store, event))) }
          return (index, calls)
        }
      }
      var calls = [[Call]](repeating: [], count: tasks.count)
      for await (index, made) in group { calls[index] = made }
      return calls
    }
  }

  private static func call(_ store: Store, _ event: Event) async -> CallAnswer {
    do {
      return .applied(try await store.send(event))
    } catch {
      if case .rejected(let rejection) = error { return .rejected(rejection) }
      return .failed(error.description)
    }
  }

  /// The run as a report shows it: each task's calls with their answers, then the log.
  private static func interleaving(
    _ program: ParallelProgram, _ tasks: [[Call]], _ log: [Event]
  ) -> String {
    var lines = [
      "prefix: "
        + (program.prefix.isEmpty
          ? "nothing" : program.prefix.map { $0.words(menu: .standard) }.joined(separator: ", "))
    ]
    for (index, calls) in tasks.enumerated() {
      let answers = calls.map { call in
        let answer =
          switch call.answer {
          case .applied(let state): StoreStateText.summary(state)
          case .rejected(let rejection): "rejected (\(rejection))"
          case .failed(let error): "failed (\(error))"
          }
        return "\(call.event.words(menu: .standard)) -> \(answer)"
      }
      lines.append(
        "task \(index): " + (answers.isEmpty ? "nothing" : answers.joined(separator: "; ")))
    }
    lines.append("log: " + StoreStateText.events(log))
    return lines.joined(separator: "\n")
  }
}

/// Holds tasks back until all of them have arrived, so that they start together.
private actor StartGate {
  private let count: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    self.count = count
  }

  func arrive() async {
    guard waiting.count + 1 < count else {
      for continuation in waiting { continuation.resume() }
      waiting.removeAll()
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }
}
