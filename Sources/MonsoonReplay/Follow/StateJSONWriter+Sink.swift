package import MonsoonEvents

extension StateJSONWriter {
  /// Writes the states `states`, in order, each followed by a newline, straight into `sink`'s
  /// memory, as few pieces as ``LineRuns`` allows: for the thread that replays the log, when
  /// it writes them itself.
  @inlinable
  package func write<Sink: FollowSink>(
    _ states: UnsafeBufferPointer<StateFields>, to sink: inout Sink
  ) {
    _ = LineRuns.write(states, by: self) { room, write in
      sink.lines(maximumCount: room, write)
      return true
    }
  }
}

extension StateJSONWriter: LineWriting {}
