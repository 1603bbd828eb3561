package import MonsoonEvents

extension TimelineJSONWriter {
  /// Writes the lines of `lines`, in order, into chunks: the lines
  /// ``append(_:after:to:)-(ReplayStep,StateFields,_)`` appends, each followed by a newline;
  /// for a helper thread to hand back.
  func chunks(of lines: TimelineLines) -> [[UInt8]] {
    var chunks = LineChunks()
    var written = 0
    for (appliedBefore, step, after) in lines.unchanged {
      writeApplied(lines.applied, written..<appliedBefore, to: &chunks)
      written = appliedBefore
      var bytes: [UInt8] = []
      append(step, after: after, to: &bytes)
      chunks.append(bytes)
    }
    writeApplied(lines.applied, written..<lines.applied.count, to: &chunks)
    return chunks.chunks
  }

  private func writeApplied(
    _ applied: [AppliedLine], _ range: Range<Int>, to chunks: inout LineChunks
  ) {
    chunks.writeLines(of: applied, range, maximumCount: maximumLineCount) { line, room in
      write(line.pointee, into: room)
    }
  }

  /// Writes the lines of applied events `lines`, in order, each followed by a newline,
  /// straight into `sink`'s memory, as few pieces as ``LineRuns`` allows: for the thread that
  /// replays the log, when it writes them itself.
  /// - Returns: `false` when the sink could not hold them; the pieces after are not written.
  @inlinable
  package func write<Sink: TimelineSink>(_ lines: [AppliedLine], to sink: inout Sink) -> Bool {
    let lineRoom = maximumLineCount &+ 1
    let perPiece = LineRuns.linesPerPiece(lineRoom: lineRoom)
    return lines.withUnsafeBufferPointer { lines in
      stride(from: 0, to: lines.count, by: perPiece).allSatisfy { first in
        let piece = lines[first..<min(first &+ perPiece, lines.count)]
        return sink.lines(maximumCount: piece.count &* lineRoom) { room in
          guard var target = room.baseAddress else { return 0 }
          for line in piece { target += writeLine(line, into: target) }
          return target - room.baseAddress!
        }
      }
    }
  }

  /// Writes the line of an applied event and a newline at `target`, which holds at least
  /// ``maximumLineCount`` + 1 bytes.
  /// - Returns: the bytes written.
  @inline(__always)
  package func writeLine(_ line: AppliedLine, into target: UnsafeMutablePointer<UInt8>) -> Int {
    let count = write(line, into: UnsafeMutableBufferPointer(start: target, count: maximumLineCount))
    target[count] = 0x0A
    return count &+ 1
  }
}
