package import MonsoonEvents

/// How the recorder reads an event given as a JSON object.
extension Event {
  /// Decodes an event given as a JSON object without `seq`, such as
  /// `{"type":"select","control":1,"choice":2}`, with the rules of an event line, keeping
  /// what a log line would keep of it: its `t` and `sel` when it has them (its seq is 1).
  /// - Throws: ``LogProblem`` (on line 1) when the text is not such an object, or carries
  ///   its own `seq`.
  package static func record(jsonObject text: some StringProtocol) throws(LogProblem)
    -> LogRecord
  {
    let bytes = Array(text.utf8)
    guard let brace = bytes.firstIndex(where: { !isWhitespace($0) }),
      bytes[brace] == UInt8(ascii: "{")
    else {
      throw LogProblem(line: 1, .malformed(JSONSyntaxError(column: 1, .notAnObject)))
    }
    let rest = bytes[(brace + 1)...]
    let isEmpty = rest.first { !isWhitespace($0) } == UInt8(ascii: "}")
    let prefix = Array((isEmpty ? "{\"seq\":1" : "{\"seq\":1,").utf8)
    let line = prefix + rest
    let decoded = line.withUnsafeBytes { bytes in
      Result { () throws(LogProblem) in try LogRecord.decode(bytes, lineNumber: 1) }
    }
    switch decoded {
    case .success(let record): return record
    case .failure(let problem): throw unprefixed(problem, shift: prefix.count - 1 - brace)
    }
  }

  /// The problem as the caller's text has it: columns without the added `seq`, and a `seq`
  /// of its own named as such.
  private static func unprefixed(_ problem: LogProblem, shift: Int) -> LogProblem {
    guard case .malformed(let error) = problem.kind else { return problem }
    if case .duplicateKey("seq") = error.kind {
      return LogProblem(
        line: 1, .invalidField("seq", expected: "left out: the recorder numbers events"))
    }
    return LogProblem(line: 1, .malformed(error.shifted(by: shift)))
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
  }
}

extension JSONSyntaxError {
  /// The same problem `shift` bytes further left, never before column 1.
  func shifted(by shift: Int) -> JSONSyntaxError {
    JSONSyntaxError(column: max(1, column - shift), kind)
  }
}
