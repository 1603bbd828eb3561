extension LogRecord {
  /// Decodes an event line.
  ///
  /// Known fields may come in any order; unknown ones are checked as JSON and ignored. A known
  /// field always has to have its type, even on an event type that does not use it.
  /// - Throws: ``LogProblem`` on line `lineNumber`. When the line is JSON whose seq and `t`
  ///   are readable, the problem carries them, whatever the order of the keys; a line that is
  ///   not JSON never does.
  /// - Complexity: O(line length); no allocation unless the line has escapes or unknown fields.
  package static func decode(_ line: UnsafeRawBufferPointer, lineNumber: Int)
    throws(LogProblem) -> LogRecord
  {
    var fields = EventFields()
    var cursor = JSONCursor(line)
    do {
      try rejectByteOrderMark(line)
      try cursor.readObject(depth: 1) { (cursor, key, keyStart) throws(JSONSyntaxError) in
        try fields.read(&cursor, key: key, keyStart: keyStart)
      }
      try cursor.expectEnd()
    } catch {
      let numbering = JSONCursor.grammarError(in: line) == nil ? numbering(of: line) : nil
      throw LogProblem(
        line: lineNumber, .malformed(error), seq: numbering?.seq, time: numbering?.time)
    }
    return try fields.record(line: lineNumber)
  }

  /// The seq and `t` of a line that is JSON but broke a rule while it was read: the top-level
  /// `seq` and `t`, each at most once, readable as the format requires; `nil` otherwise.
  private static func numbering(of line: UnsafeRawBufferPointer) -> (seq: Int, time: Int?)? {
    var cursor = JSONCursor(line)
    var seqs: [Int?] = []
    var times: [Int?] = []
    do {
      try cursor.expect(UInt8(ascii: "{"), "'{'")
      guard cursor.peekToken() != UInt8(ascii: "}") else { return nil }
      while true {
        let keyStart = cursor.position
        var key = cursor
        let name = try? key.readString()
        cursor = JSONCursor(line, position: keyStart)
        try cursor.skipStringByGrammar()
        try cursor.expect(UInt8(ascii: ":"), "':' after a key")
        if let name, cursor.token(name, equals: "seq") {
          seqs.append(integer(at: cursor, minimum: 1))
        } else if let name, cursor.token(name, equals: "t") {
          times.append(integer(at: cursor, minimum: 0))
        }
        try cursor.skipValueByGrammar()
        guard cursor.peekToken() == UInt8(ascii: ",") else { break }
        try cursor.expect(UInt8(ascii: ","), "','")
      }
    } catch {
      return nil
    }
    guard seqs.count == 1, let seq = seqs[0], times.count <= 1 else { return nil }
    guard let time = times.first else { return (seq, nil) }
    return time.map { (seq, $0) }
  }

  /// The integer value at `cursor` when it is one the format accepts and at least `minimum`.
  private static func integer(at cursor: JSONCursor, minimum: Int) -> Int? {
    var probe = cursor
    guard let value = try? probe.readInteger(), value >= minimum else { return nil }
    return value
  }
}

/// The known fields of an event line, as they are read.
private struct EventFields {
  private struct Key: OptionSet {
    let rawValue: UInt8
    static let seq = Key(rawValue: 1 << 0)
    static let time = Key(rawValue: 1 << 1)
    static let type = Key(rawValue: 1 << 2)
    static let prompt = Key(rawValue: 1 << 3)
    static let option = Key(rawValue: 1 << 4)
    static let button = Key(rawValue: 1 << 5)
    static let sel = Key(rawValue: 1 << 6)
  }

  var seq: Int?
  private var time: Int?
  /// Whether the line has a `t` that is not a valid time, so that it cannot be placed in time.
  private var timeIsInvalid = false
  private var kind: EventKind?
  private var unknownType: String?
  private var prompt: Int?
  private var option: Int?
  private var button: NavButton?
  private var unknownButton: String?
  private var sel: Selections?
  private var seen: Key = []
  private var unknownKeys: [[UInt8]] = []
  private var fieldProblem: LogProblem.Kind?

  mutating func read(_ cursor: inout JSONCursor, key: JSONString, keyStart: Int)
    throws(JSONSyntaxError)
  {
    guard let known = Self.knownKey(key, in: cursor) else {
      let name = cursor.bytes(of: key)
      guard !unknownKeys.contains(name) else {
        throw cursor.error(.duplicateKey(cursor.text(of: key)), at: keyStart)
      }
      unknownKeys.append(name)
      try cursor.skipValue(depth: 2)
      return
    }
    guard !seen.contains(known) else {
      throw cursor.error(.duplicateKey(cursor.text(of: key)), at: keyStart)
    }
    seen.insert(known)
    switch known {
    case .seq:
      seq = try readInteger(&cursor, "seq", expected: "an integer of at least 1", minimum: 1)
    case .time:
      time = try readInteger(
        &cursor, "t", expected: "an integer (milliseconds since 1970)", minimum: 0)
      timeIsInvalid = time.map { $0 < 0 } ?? true
    case .prompt:
      prompt = try readInteger(&cursor, "control", expected: "an integer", minimum: .min)
    case .option:
      option = try readInteger(&cursor, "choice", expected: "an integer", minimum: .min)
    case .type:
      guard let text = try readString(&cursor, "type") else { return }
      if case .raw = text, let kind = Self.kind(text, in: cursor) {
        self.kind = kind
      } else {
        let name = String(decoding: cursor.bytes(of: text), as: UTF8.self)
        if let kind = EventKind(rawValue: name) { self.kind = kind } else { unknownType = name }
      }
    case .button:
      guard let text = try readString(&cursor, "button") else { return }
      let name = String(decoding: cursor.bytes(of: text), as: UTF8.self)
      if let button = NavButton(rawValue: name) { self.button = button } else {
        unknownButton = name
      }
    default:
      try readSel(&cursor)
    }
  }

  private mutating func readInteger(
    _ cursor: inout JSONCursor, _ name: String, expected: String, minimum: Int
  ) throws(JSONSyntaxError) -> Int? {
    switch cursor.peekToken() {
    case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
      let value = try cursor.readInteger()
      if value < minimum { noteProblem(.invalidField(name, expected: expected)) }
      return value
    default:
      let isString = cursor.peekToken() == UInt8(ascii: "\"")
      try cursor.skipValue(depth: 2)
      noteProblem(
        .invalidField(name, expected: isString ? expected + ", not a string" : expected))
      return nil
    }
  }

  private mutating func readString(_ cursor: inout JSONCursor, _ name: String)
    throws(JSONSyntaxError) -> JSONString?
  {
    guard cursor.peekToken() == UInt8(ascii: "\"") else {
      try cursor.skipValue(depth: 2)
      noteProblem(.invalidField(name, expected: "a string"))
      return nil
    }
    return try cursor.readString()
  }

  private mutating func readSel(_ cursor: inout JSONCursor) throws(JSONSyntaxError) {
    let expected =
      "an array of at most \(ChooserMenu.maximumPromptCount) choice indices (integers 0 to "
      + "\(Selections.maximumIndex))"
    guard cursor.peekToken() == UInt8(ascii: "[") else {
      try cursor.skipValue(depth: 2)
      noteProblem(.invalidField("sel", expected: expected))
      return
    }
    var selections = Selections(zerosCount: 0)
    var indices: [Int] = []
    var valid = true
    try cursor.readArray(depth: 2) { (cursor) throws(JSONSyntaxError) in
      switch cursor.peekToken() {
      case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
        indices.append(try cursor.readInteger())
      default:
        valid = false
        try cursor.skipValue(depth: 3)
      }
    }
    if valid, let packed = Selections(indices) { selections = packed } else { valid = false }
    if valid { sel = selections } else { noteProblem(.invalidField("sel", expected: expected)) }
  }

  private mutating func noteProblem(_ problem: LogProblem.Kind) {
    if fieldProblem == nil { fieldProblem = problem }
  }

  func record(line: Int) throws(LogProblem) -> LogRecord {
    func problem(_ kind: LogProblem.Kind) -> LogProblem {
      let readable = seq.map { $0 >= 1 } == true && !timeIsInvalid
      return LogProblem(line: line, kind, seq: readable ? seq : nil, time: time)
    }
    if let fieldProblem { throw problem(fieldProblem) }
    guard let seq else { throw LogProblem(line: line, .missingField("seq")) }
    if let unknownType { throw problem(.unknownEventType(unknownType)) }
    guard let kind else { throw problem(.missingField("type")) }
    let event: Event
    switch kind {
    case .tap:
      guard let prompt else { throw problem(.missingField("control")) }
      event = .tap(prompt: prompt)
    case .select:
      guard let prompt else { throw problem(.missingField("control")) }
      guard let option else { throw problem(.missingField("choice")) }
      event = .select(prompt: prompt, option: option)
    case .randomize: event = .randomize
    case .go: event = .go
    case .back: event = .back
    case .nav:
      if let unknownButton {
        throw problem(.rejected(.unknownButton(unknownButton)))
      }
      guard let button else { throw problem(.missingField("button")) }
      event = .nav(button)
    }
    return LogRecord(line: line, seq: seq, time: time, event: event, sel: sel)
  }

  private static func knownKey(_ key: JSONString, in cursor: JSONCursor) -> Key? {
    if cursor.token(key, equals: "seq") { return .seq }
    if cursor.token(key, equals: "type") { return .type }
    if cursor.token(key, equals: "t") { return .time }
    if cursor.token(key, equals: "control") { return .prompt }
    if cursor.token(key, equals: "choice") { return .option }
    if cursor.token(key, equals: "button") { return .button }
    if cursor.token(key, equals: "sel") { return .sel }
    return nil
  }

  private static func kind(_ text: JSONString, in cursor: JSONCursor) -> EventKind? {
    if cursor.token(text, equals: "tap") { return .tap }
    if cursor.token(text, equals: "select") { return .select }
    if cursor.token(text, equals: "randomize") { return .randomize }
    if cursor.token(text, equals: "nav") { return .nav }
    if cursor.token(text, equals: "go") { return .go }
    if cursor.token(text, equals: "back") { return .back }
    return nil
  }
}
