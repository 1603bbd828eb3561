package import MonsoonEvents

extension StateJSONWriter {
  /// Writes each of `states`, in order, into chunks: the lines
  /// ``append(_:to:)-(StateFields,_)`` appends, each followed by a newline; for a helper
  /// thread to hand back.
  package func chunks(of states: [StateFields]) -> [[UInt8]] {
    var chunks = LineChunks()
    chunks.writeLines(of: states, states.indices, maximumCount: maximumLineCount) {
      state, room in write(state.pointee, into: room)
    }
    return chunks.chunks
  }
}
