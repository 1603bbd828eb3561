public import MonsoonEvents
public import MonsoonTesting
public import Testing

/// Model-based checks of a store recording into a log file, against the pure reducer: random
/// command sequences one after another, and sends from several tasks at once.
///
/// ```swift
/// @Test func storeMatchesItsModel() async {
///   let directory = FileManager.default.temporaryDirectory.path
///   await StoreModelCheck.sequential(durability: .durable, in: directory)
///   await StoreModelCheck.parallel(durability: .buffered, in: directory)
/// }
/// ```
///
/// A failure is an issue with the seed (rerun it with `MONSOON_SEED`), the shrunk command
/// sequence or program, and what differed; a parallel one prints the interleaving: each
/// task's calls with the store's answers, and the log.
public enum StoreModelCheck {
  /// Runs random command sequences — sends (some rejected), flushes, reopens, crashes that
  /// cut the file anywhere after its last synced byte — against `Store`, each on a fresh file
  /// in `directory`.
  ///
  /// After every step, the store's state must be the pure reducer's; the file's complete
  /// lines must be the first acknowledged events, their fold the model's state after them,
  /// and every durably acknowledged event among them; after a flush, a reopen or a crash, the
  /// file holds them all, and a reopened store starts from their fold.
  /// - Parameters:
  ///   - store: the store under test; by default ``SessionStoreUnderTest``.
  ///   - durability: how the log file is written.
  ///   - directory: an existing directory for the log files.
  ///   - commands: the number of commands of each sequence.
  ///   - seed: the seed of the first sequence, unless `MONSOON_SEED` is set.
  ///   - count: the number of sequences, unless `MONSOON_CHECKS` is set.
  ///   - sourceLocation: where a failure is reported; by default the caller's line.
  public static func sequential<Store: StoreUnderTest>(
    _ store: Store.Type = SessionStoreUnderTest.self, durability: LogDurability,
    in directory: String, commands: ClosedRange<Int> = 1...40,
    seed: UInt64 = PropertyCheck.defaultSeed, count: Int = 30,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let header = LogHeader(seed: seed)
    await checkProperty(
      Generator<StoreCommand>.storeCommands.array(count: commands), seed: seed, count: count,
      sourceLocation: sourceLocation
    ) { commands in
      let path = logPath(in: directory, "sequential", durability)
      try await SequentialStoreCheck<Store>(path: path, durability: durability, header: header)
        .run(commands)
    }
  }

  /// Runs random parallel programs against `Store`, each `repetitions` times on a fresh file
  /// in `directory`: `tasks` tasks send their events at the same time, after a prefix sent
  /// one by one. The log after a run must be a linearization of the acknowledged sends: some
  /// order of all the calls, each task's in its own order, in which every applied call sits
  /// where its event is in the log and was answered the model's state right after it, and
  /// every rejected call sits where the model rejects it for the same reason.
  /// - Parameters:
  ///   - store: the store under test; by default ``SessionStoreUnderTest``.
  ///   - durability: how the log file is written.
  ///   - directory: an existing directory for the log files.
  ///   - tasks: the number of tasks sending at once.
  ///   - sends: the number of events each task sends.
  ///   - repetitions: how many times each program runs (a race shows in some runs only).
  ///   - seed: the seed of the first program, unless `MONSOON_SEED` is set.
  ///   - count: the number of programs, unless `MONSOON_CHECKS` is set.
  ///   - sourceLocation: where a failure is reported; by default the caller's line.
  public static func parallel<Store: StoreUnderTest>(
    _ store: Store.Type = SessionStoreUnderTest.self, durability: LogDurability,
    in directory: String, tasks: Int = 3, sends: ClosedRange<Int> = 1...6,
    repetitions: Int = 10, seed: UInt64 = PropertyCheck.defaultSeed, count: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let header = LogHeader(seed: seed)
    await checkProperty(
      .parallelPrograms(tasks: tasks, sends: sends), seed: seed, count: count,
      sourceLocation: sourceLocation
    ) { program in
      let path = logPath(in: directory, "parallel", durability)
      try await ParallelStoreCheck<Store>(
        path: path, durability: durability, header: header, repetitions: repetitions
      ).run(program)
    }
  }

  /// A new file name in `directory` for one run: checks running at the same time (the
  /// parallel test runner's) never share a file.
  private static func logPath(in directory: String, _ kind: String, _ durability: LogDurability)
    -> String
  {
    "\(directory)/\(kind)-\(durability.rawValue)-\(UInt64.random(in: 0...UInt64.max)).jsonl"
  }
}
