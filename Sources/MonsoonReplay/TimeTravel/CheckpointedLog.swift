package import MonsoonEvents

/// A log file replayed once, keeping a ``Checkpoint`` every `interval` events, so that the
/// state after any seq is then rebuilt by re-reading at most `interval` lines.
///
/// Memory grows with the number of events divided by the interval (a few bytes per event at
/// the default), never with the size of the lines.
package struct CheckpointedLog: Sendable {
  /// The default distance between checkpoints, in events.
  package static let defaultInterval = 1024

  /// The log file.
  package let path: String
  /// The log's header.
  package let header: LogHeader
  /// How rule breaks were treated on the first pass (and are on every jump).
  package let mode: ReplayMode
  /// The number of events between checkpoints.
  package let interval: Int
  /// The checkpoints, in log order; the first is the start of the log.
  package private(set) var checkpoints: [Checkpoint]
  /// The replayer after the whole log.
  package let final: LogReplayer

  /// Replays the whole log once, recording checkpoints.
  /// - Parameters:
  ///   - path: the log file (it must stay unchanged while this value is used).
  ///   - mode: strict or lenient replay.
  ///   - interval: events between checkpoints, 1 to 1024.
  ///   - warning: called with each skipped line (lenient) and a torn tail.
  /// - Throws: ``LogProblem``, or the problem opening the file as
  ///   ``LogProblem/Kind/unreadable(_:)``.
  package init(
    path: String, mode: ReplayMode, interval: Int = defaultInterval,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) {
    precondition((1...Self.defaultInterval).contains(interval), "interval out of range")
    let file = try OpenedLogFile(path: path, source: try FileByteSource.log(at: path))
    self.path = path
    self.mode = mode
    self.interval = interval
    header = file.header
    let start = file.startCheckpoint(mode: mode)
    var recorder: CheckpointRecorder? = CheckpointRecorder(start: start, interval: interval)
    var replayer = start.replayer
    _ = try replayer.replayRest(file.reader, recording: &recorder, warning: warning)
    checkpoints = recorder?.checkpoints ?? [start]
    final = replayer
  }

  /// The replayer after the last event whose seq is at most `seq`, and the number of lines
  /// read to get there (at most ``interval`` event lines past a checkpoint).
  /// - Throws: ``LogProblem`` when the file can no longer be read as it was.
  package func replayer(through seq: Int) throws(LogProblem) -> (
    replayer: LogReplayer, linesRead: Int
  ) {
    guard seq < final.lastSeq else { return (final, 0) }
    let start = checkpoints.last { $0.replayer.lastSeq <= seq } ?? checkpoints[0]
    let reader = LogReader(
      continuing: try FileByteSource.log(at: path, startingAt: start.byteOffset),
      header: header, afterLine: start.lineNumber, offset: start.byteOffset)
    var cursor = ReplayCursor(reader: reader, resumingFrom: start.replayer, through: seq)
    while try cursor.next() != nil {}
    return (cursor.replayer, cursor.linesRead)
  }

}
