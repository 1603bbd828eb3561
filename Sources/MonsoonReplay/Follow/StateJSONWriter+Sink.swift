package import MonsoonEvents

extension StateJSONWriter {
  /// Writes the states `states`, in order, each followed by a newline, straight into `sink`'s
  /// memory, as few pieces as ``LineRuns`` allows: for the thread that replays the log, when
  /// it writes them itself.
  @inlinable
  package func write<Sink: FollowSink>(_ states: [StateFields], to sink: inout Sink) {
    _ = LineRuns.write(states, by: self) { room, write in
      sink.lines(maximumCount: room, write)
      return true
    }
  }
}

extension StateJSONWriter: LineWriting {
  /// ``maximumLineCount`` and a newline.
  package var maximumLineRoom: Int { maximumLineCount &+ 1 }

  /// Writes the state of `fields` and a newline at `target`, which holds at least
  /// ``maximumLineRoom`` bytes.
  /// - Returns: the bytes written.
  @inline(__always)
  package func writeLine(_ state: StateFields, into target: UnsafeMutablePointer<UInt8>) -> Int {
    let count = write(state, into: UnsafeMutableBufferPointer(start: target, count: maximumLineCount))
    target[count] = 0x0A
    return count &+ 1
  }
}
