extension TimelineJSONWriter {
  /// Writes the lines of `lines`, in order, into chunks: the lines
  /// ``append(_:after:to:)`` appends, each followed by a newline.
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
    _ applied: [TimelineLines.Applied], _ range: Range<Int>, to chunks: inout LineChunks
  ) {
    chunks.writeLines(of: applied, range, maximumCount: maximumLineCount) { line, room in
      write(applied: line.record, after: line.after, into: room)
    }
  }
}
