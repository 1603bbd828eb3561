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

  /// Writes the lines of applied events `lines`, in order, straight into `sink`, each in the
  /// sink's own memory: for the thread that replays the log, when it writes them itself.
  /// - Returns: `false` when the sink could not hold a line; the lines after it are not
  ///   written.
  @inlinable
  package func write<Sink: TimelineSink>(_ lines: [AppliedLine], to sink: inout Sink) -> Bool {
    lines.withUnsafeBufferPointer { lines in
      lines.allSatisfy { line in
        sink.line(maximumCount: maximumLineCount) { write(line, into: $0) }
      }
    }
  }
}
