package import MonsoonEvents

extension StateJSONWriter {
  /// Writes the states `states`, in order, each followed by a newline, straight into `sink`'s
  /// memory, as few pieces as ``LineRuns`` allows: for the thread that replays the log, when
  /// it writes them itself.
  @inlinable
  package func write<Sink: FollowSink>(_ states: [StateFields], to sink: inout Sink) {
    let lineRoom = maximumLineCount &+ 1
    let perPiece = LineRuns.linesPerPiece(lineRoom: lineRoom)
    states.withUnsafeBufferPointer { states in
      for first in stride(from: 0, to: states.count, by: perPiece) {
        let piece = states[first..<min(first &+ perPiece, states.count)]
        sink.lines(maximumCount: piece.count &* lineRoom) { room in
          guard var target = room.baseAddress else { return 0 }
          for state in piece { target += writeLine(state, into: target) }
          return target - room.baseAddress!
        }
      }
    }
  }

  /// Writes the state of `fields` and a newline at `target`, which holds at least
  /// ``maximumLineCount`` + 1 bytes.
  /// - Returns: the bytes written.
  @inline(__always)
  package func writeLine(_ state: StateFields, into target: UnsafeMutablePointer<UInt8>) -> Int {
    let count = write(state, into: UnsafeMutableBufferPointer(start: target, count: maximumLineCount))
    target[count] = 0x0A
    return count &+ 1
  }
}
