package import MonsoonEvents

extension LogReplayer {
  /// Replays the rest of a log from where this replayer stands, to its end or up to an event,
  /// taking checkpoints as it goes when a recorder is given.
  ///
  /// - Parameters:
  ///   - reader: a reader positioned where this replayer stopped (after the header, or at a
  ///     checkpoint).
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this.
  ///   - recorder: when not `nil`, takes a checkpoint after every `interval`-th applied event
  ///     (counting from the start of the log) and keeps every warning.
  ///   - warning: called with each skipped line (lenient) and with a torn tail.
  /// - Returns: whether the whole log was read (`false` when replay stopped at `lastEvent`).
  /// - Throws: `LogProblem`: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read); one counter per applied event and a snapshot every interval.
  package mutating func replayRest<Source: ByteSource>(
    _ reader: LogReader<Source>, through lastEvent: Int? = nil,
    recording recorder: inout CheckpointRecorder?, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> Bool {
    try replayRest(
      reader, through: lastEvent, checkpointEvery: recorder?.interval ?? .max,
      checkpoint: { recorder?.takeCheckpoint($0, reader) },
      warning: { problem, applied in
        recorder?.warned(problem, appliedBefore: applied)
        warning(problem)
      })
  }
}
