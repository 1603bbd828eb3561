import MonsoonEvents
import MonsoonSystem
import MonsoonToolSystem

/// Runs a list of commands against a store recording into a fresh file and checks, after
/// every step, the store against the pure reducer's model and the file on disk.
///
/// After each step: the store's state is the model's; the file's complete lines are the
/// first acknowledged events, in order, and their fold is the model's state after them; every
/// event acknowledged durably is there. After a flush, a reopen or a crash, the file holds
/// every acknowledged event still in the model, and a reopened store starts from their fold.
struct SequentialStoreCheck<Store: StoreUnderTest> {
  let path: String
  let durability: LogDurability
  let header: LogHeader

  /// Runs `commands` from an empty file; the file is removed afterwards.
  /// - Throws: ``ModelCheckFailure`` naming the step and what differs.
  func run(_ commands: [StoreCommand]) async throws(ModelCheckFailure) {
    try? FilePath(path).remove()
    defer { try? FilePath(path).remove() }
    var run = Run(check: self, store: try open(at: "the start"))
    for (index, command) in commands.enumerated() {
      let step = "step \(index + 1) of \(commands.count), \(command)"
      try await run.perform(command, step: step)
      try run.checkDisk(after: step, complete: command.flushes)
    }
    try run.close(at: "the end")
  }

  fileprivate func open(at step: String) throws(ModelCheckFailure) -> Store {
    do {
      return try Store(path: path, durability: durability, header: header)
    } catch {
      throw ModelCheckFailure("at \(step): the log could not be opened: \(error)")
    }
  }
}

extension StoreCommand {
  /// Whether every acknowledged event is in the file after this command.
  fileprivate var flushes: Bool {
    switch self {
    case .send: false
    case .flush, .reopen, .crash: true
    }
  }
}

/// One run of a sequential check: the store, the model, and what is known durable.
private struct Run<Store: StoreUnderTest> {
  let check: SequentialStoreCheck<Store>
  var store: Store
  var model: StoreModel
  /// The number of events known to be on stable storage.
  var durableCount = 0
  /// Whether the file's header is on stable storage: it is once the file was closed, or
  /// from the start in durable mode.
  var headerIsDurable: Bool

  init(check: SequentialStoreCheck<Store>, store: Store) {
    self.check = check
    self.store = store
    model = StoreModel(header: check.header)
    headerIsDurable = check.durability == .durable
  }

  mutating func perform(_ command: StoreCommand, step: String) async throws(ModelCheckFailure) {
    switch command {
    case .send(let event):
      try await send(event, step: step)
    case .flush:
      do {
        try store.flush()
      } catch {
        throw ModelCheckFailure("at \(step): flush failed: \(error)")
      }
    case .reopen:
      try close(at: step)
      try reopen(at: step)
    case .crash(let keep):
      let atCrash = try LogOnDisk.valid(path: check.path)
      let synced = headerIsDurable ? atCrash.end(ofEvents: durableCount) : 0
      let cut = synced + (atCrash.bytes.count - synced) * min(max(keep, 0), 1_000) / 1_000
      do {
        try store.close()
      } catch {
        throw ModelCheckFailure("at \(step): the store could not be released: \(error)")
      }
      do {
        try AtomicFileWriter.replace(check.path, with: Array(atCrash.bytes[..<cut]))
      } catch {
        throw ModelCheckFailure("at \(step): cannot put back the crashed file: \(error)")
      }
      let left = try LogOnDisk.valid(path: check.path)
      guard left.events.count >= durableCount else {
        throw ModelCheckFailure(
          "at \(step): \(durableCount) events were acknowledged as durable, but only "
            + "\(left.events.count) were on stable storage")
      }
      model.keep(left.events.count)
      try reopen(at: step)
    }
    guard store.state == model.state else {
      throw ModelCheckFailure(
        "at \(step): the store's state is not the model's: "
          + StoreStateText.difference(model.state, store.state))
    }
  }

  private mutating func send(_ event: Event, step: String) async throws(ModelCheckFailure) {
    let expected = model.apply(event)
    let answer: Result<SessionState, SessionStoreError>
    do {
      answer = .success(try await store.send(event))
    } catch {
      answer = .failure(error)
    }
    switch (expected, answer) {
    case (.success(let want), .success(let got)):
      guard got == want else {
        throw ModelCheckFailure(
          "at \(step): the store acknowledged a state that is not the model's: "
            + StoreStateText.difference(want, got))
      }
      if check.durability == .durable { durableCount = model.acknowledged.count }
    case (.failure(let want), .failure(.rejected(let got))) where got == want:
      break
    case (.success, .failure(let error)), (.failure, .failure(let error)):
      throw ModelCheckFailure(
        "at \(step): the store answered '\(error)'; the model "
          + (expected.isApplied ? "applies the event" : "rejects it: \(expected)"))
    case (.failure(let want), .success):
      throw ModelCheckFailure(
        "at \(step): the store applied an event the model rejects: \(want)")
    }
  }

  /// Checks the file: a prefix of the acknowledged events, holding every durable one (every
  /// one when `complete`), whose fold is the model's state after them.
  func checkDisk(after step: String, complete: Bool) throws(ModelCheckFailure) {
    let disk = try LogOnDisk.valid(path: check.path)
    let onDisk = disk.events.count
    if let header = disk.header, header != check.header {
      throw ModelCheckFailure("after \(step): the file's header is not the session's")
    }
    guard onDisk <= model.acknowledged.count,
      Array(model.acknowledged.prefix(onDisk)) == disk.events
    else {
      throw ModelCheckFailure(
        "after \(step): the file's events are not the first acknowledged ones: the file has "
          + "\(StoreStateText.events(disk.events)); acknowledged: "
          + StoreStateText.events(model.acknowledged))
    }
    let required = complete ? model.acknowledged.count : durableCount
    guard onDisk >= required else {
      throw ModelCheckFailure(
        "after \(step): the file has \(onDisk) of the \(model.acknowledged.count) acknowledged "
          + "events, but \(required) must be there")
    }
    if let state = disk.state, state != model.states[onDisk] {
      throw ModelCheckFailure(
        "after \(step): the fold of the file is not the model's state: "
          + StoreStateText.difference(model.states[onDisk], state))
    }
  }

  func close(at step: String) throws(ModelCheckFailure) {
    do {
      try store.close()
    } catch {
      throw ModelCheckFailure("at \(step): close failed: \(error)")
    }
    try checkDisk(after: step + " (closed)", complete: true)
  }

  private mutating func reopen(at step: String) throws(ModelCheckFailure) {
    store = try check.open(at: step)
    let disk = try LogOnDisk.valid(path: check.path)
    guard !disk.hasTornTail else {
      throw ModelCheckFailure("at \(step): the reopened file still ends in a torn line")
    }
    guard store.openedState == model.state else {
      throw ModelCheckFailure(
        "at \(step): the reopened store does not start from the fold of the file: "
          + StoreStateText.difference(model.state, store.openedState))
    }
    durableCount = model.acknowledged.count
    headerIsDurable = true
  }
}

extension Result where Success == SessionState {
  fileprivate var isApplied: Bool {
    if case .success = self { return true }
    return false
  }
}
