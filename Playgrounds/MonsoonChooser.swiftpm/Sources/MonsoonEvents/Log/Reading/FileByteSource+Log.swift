extension FileByteSource {
  /// Opens the log file at `path` for reading from byte `offset`, a failure being the log's
  /// problem: line 0, ``LogProblem/Kind/unreadable(_:)``.
  static func log(at path: String, startingAt offset: Int = 0) throws(LogProblem)
    -> FileByteSource
  {
    do {
      return try FileByteSource(path: path, startingAt: offset)
    } catch {
      throw LogProblem(line: 0, .unreadable(error))
    }
  }
}
