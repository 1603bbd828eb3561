import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport

/// Generated logs written to files, and the passes that index them, for the checkpoint-index
/// tests.
enum IndexedLogs {
  /// A log's bytes with bad lines mixed in, for lenient replays, and the numbers of the lines
  /// that are not events a lenient replay applies.
  struct Mixed {
    let bytes: [UInt8]
    let badLines: [Int]
  }

  /// Inserts, after about one line in `every`, a line that lenient replay skips with a
  /// warning: one that is not JSON, or an event whose seq does not increase.
  static func withBadLines(_ log: SessionLog, seed: UInt64, every: UInt64 = 150) -> Mixed {
    var random = Xoshiro256StarStar(seed: seed ^ 0xbad1_1e5)
    var lines = log.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var output: [String] = []
    var badLines: [Int] = []
    for (position, line) in lines.enumerated() {
      output.append(line)
      guard position > 0, random.bounded(every) == 0 else { continue }
      let seq = position
      output.append(
        random.bounded(2) == 0 ? "not json {" : "{\"seq\":\(max(1, seq - 1)),\"type\":\"go\"}")
      badLines.append(output.count)
    }
    return Mixed(bytes: Array((output.joined(separator: "\n") + "\n").utf8), badLines: badLines)
  }

  /// The replayer after a replay of `bytes` from the start through event `seq`.
  static func fullReplay(_ bytes: [UInt8], through seq: Int, mode: ReplayMode) throws
    -> LogReplayer
  {
    let reader = try LogReader(MemoryByteSource(bytes))
    return try LogReplayer.replay(reader, mode: mode, through: seq) { _ in }.replayer
  }

  /// Opens a log file the way the tool does, once it has settled (a file written a moment
  /// ago cannot be indexed yet: ``OpenedLogFile/isSettled``).
  static func open(_ path: String) throws -> OpenedLogFile {
    try OpenedLogFile(path: path, source: try FileByteSource(path: path))
      .settled(waitingAtMost: 3_000)
  }

  /// One whole pass over a log file that records checkpoints, and the index it makes.
  static func index(
    _ path: String, mode: ReplayMode, interval: Int = CheckpointedLog.defaultInterval
  ) throws -> CheckpointIndex? {
    let file = try open(path)
    let start = file.startCheckpoint(mode: mode)
    var recorder: CheckpointRecorder? = CheckpointRecorder(start: start, interval: interval)
    var replayer = start.replayer
    _ = try replayer.replayRest(file.reader, recording: &recorder) { _ in }
    return recorder.flatMap { file.makeIndex($0, mode: mode) }
  }

  /// Jumps to event `seq` with an index: the replayer there, the lines read from the
  /// checkpoint on, and the checkpoint used.
  static func jump(
    _ path: String, to seq: Int, index: CheckpointIndex
  ) throws -> (replayer: LogReplayer, linesRead: Int, checkpoint: Checkpoint) {
    let file = try open(path)
    let (reader, checkpoint) = file.start(at: index.checkpoint(through: seq), in: index)
    var replayer = checkpoint.replayer
    var recorder: CheckpointRecorder?
    _ = try replayer.replayRest(reader, through: seq, recording: &recorder) { _ in }
    return (replayer, reader.lineNumber - checkpoint.lineNumber, checkpoint)
  }

  /// `bytes` with their last 8 bytes replaced by the checksum of the others, so that a
  /// changed field is caught by the reader's checks and not only by the checksum.
  static func resealed(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    let body = bytes.count - 8
    let checksum = StableHash.of(bytes[..<body])
    withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(body..., with: $0) }
    return bytes
  }
}
