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
  package func write<Sink: TimelineSink>(
    _ lines: UnsafeBufferPointer<AppliedLine>, to sink: inout Sink
  ) -> Bool {
    LineRuns.write(lines, by: self, into: { sink.lines(maximumCount: $0, $1) })
  }
}

extension TimelineJSONWriter: LineWriting {}
