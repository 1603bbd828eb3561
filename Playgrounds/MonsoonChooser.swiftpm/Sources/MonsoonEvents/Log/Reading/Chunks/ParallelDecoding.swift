// import MonsoonSystem

/// When a log file is decoded in chunks on several cores and folded in order on one, and how:
/// the reader's plan for a whole pass over a large file (docs/performance.md, "Decoding on
/// every core").
///
/// The results are those of the streaming reader, byte for byte, whatever the plan: only the
/// time differs. Standard input and pipes are always read as a stream.
struct ParallelDecoding: Hashable, Sendable {
  /// The fewest bytes left to read for which a file is read in chunks; a smaller one is read
  /// as a stream, which starts no thread.
  var threshold: Int
  /// The bytes a chunk reads: whole lines, up to the last newline among them.
  var chunkSize: Int
  /// The threads that decode chunks besides the one that folds them (which decodes too while
  /// it would otherwise wait), at most ``maximumHelpers``; `nil` for one per core no runnable
  /// thread wants (``ProcessorCores/unclaimed``), looked at when a file is large enough.
  var helpers: Int?

  /// The threshold unless the environment says otherwise: 4 MiB.
  static let defaultThreshold = 4 << 20
  /// The chunk size unless the environment says otherwise: 1 MiB (a line longer than a chunk
  /// hands over to the streaming reader, which reads it as it reads every line).
  static let defaultChunkSize = 1 << 20
  /// The largest chunk when another helper of the same command decodes chunks between its own
  /// tasks (``sparing(_:)``: a projection's line writer): its turn at a chunk must end before
  /// the replaying thread fills the writer's queue (three batches of 2,048 lines). With
  /// 1 MiB chunks the replaying thread waited for room, asleep, about once a chunk, and
  /// `timeline` took a third longer.
  static let lentChunkSize = 128 << 10
  /// The largest chunk: a chunk numbers its lines' places in 32 bits.
  static let maximumChunkSize = 1 << 30
  /// The most helpers: the folding thread applies a line in about a third of the time a
  /// line takes to decode, so three decoding beside it keep it busy; and each thread holds a
  /// chunk or two, so memory stays within bounds on a machine of many cores.
  static let maximumHelpers = 3

  /// A plan.
  /// - Precondition: `chunkSize` is at least 2 bytes and at most 1 GiB.
  init(
    threshold: Int = defaultThreshold, chunkSize: Int = defaultChunkSize, helpers: Int? = nil
  ) {
    precondition((2...Self.maximumChunkSize).contains(chunkSize), "chunk size out of range")
    self.threshold = threshold
    self.chunkSize = chunkSize
    self.helpers = helpers.map { min(max(0, $0), Self.maximumHelpers) }
  }

  /// Never in chunks: the streaming reader alone.
  static let off = ParallelDecoding(threshold: .max, helpers: 0)

  /// The plan of this process: the defaults, each replaced by the environment when it sets
  /// it, for tests and the benchmark: `MONSOON_DECODE_THRESHOLD` (bytes; `0` reads every file
  /// in chunks), `MONSOON_DECODE_CHUNK` (bytes) and `MONSOON_DECODE_HELPERS` (`0`: one thread
  /// decodes and folds).
  static let current: ParallelDecoding = {
    func number(_ name: String) -> Int? {
      Environment.value(name).flatMap { Int($0) }.map { max(0, $0) }
    }
    return ParallelDecoding(
      threshold: number("MONSOON_DECODE_THRESHOLD") ?? defaultThreshold,
      chunkSize: number("MONSOON_DECODE_CHUNK").map { min(max(2, $0), maximumChunkSize) }
        ?? defaultChunkSize,
      helpers: number("MONSOON_DECODE_HELPERS"))
  }()

  /// The idle cores left to other helpers of the same command (a projection's line writer)
  /// when ``helpers`` is counted from the idle cores; each of those helpers may decode
  /// chunks between its own tasks.
  var sparedCores = 0

  /// This plan, leaving `cores` idle cores to other helpers when it counts its own, with
  /// chunks of at most ``lentChunkSize`` when it leaves any.
  func sparing(_ cores: Int) -> ParallelDecoding {
    var plan = self
    plan.sparedCores = cores
    if cores > 0 { plan.chunkSize = min(chunkSize, Self.lentChunkSize) }
    return plan
  }

  /// The helpers to start now.
  var helpersNow: Int {
    helpers
      ?? max(
        0,
        min(ProcessorCores.unclaimed, ProcessorCores.available - 1, Self.maximumHelpers)
          - sparedCores)
  }
}
