@testable import MonsoonEvents

/// docs/log-format.md, sections 1, 3 and 4, written as plainly as possible on top of
/// ``SpecJSON`` and ``SpecReducer``: the independent reading the contract's property test
/// compares ``ReplayCursor`` with. The header is taken as valid (the test never changes it).
struct SpecLogReplayer {
  /// How a replay ended.
  struct Outcome: Equatable, CustomStringConvertible {
    /// The state after the last applied event (`nil` when strict replay stopped).
    var state: SessionState?
    /// The line strict replay stopped at.
    var failedLine: Int?
    /// The lines lenient replay warned about (the torn tail included), in order.
    var warnedLines: [Int] = []

    var description: String {
      let state = self.state.map { "seq \($0.seq) \($0.screen) \(Array($0.selections))" }
      return "state: \(state ?? "none"), failed at: \(failedLine.map(String.init) ?? "-"), "
        + "warnings: \(warnedLines)"
    }
  }

  /// An event line as section 3 reads it, or why it cannot be one.
  private enum Line {
    case event(seq: Int, time: Int?, event: Event, sel: [Int]?)
    /// Not an event line; with the seq and t that place it in order when it is JSON and both
    /// can be read.
    case bad(seq: Int?, time: Int?)
  }

  let header: LogHeader
  let mode: ReplayMode

  /// Replays the event lines of a log (everything after its first line), through event
  /// `lastEvent` when given.
  func replay(_ bytes: [UInt8], through lastEvent: Int? = nil) -> Outcome {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let endsWithNewline = bytes.last == 0x0A
    if endsWithNewline { lines.removeLast() }
    var state = header.initialState
    var lastSeq = 0
    var lastTime: Int?
    var outcome = Outcome()
    func counts(_ seq: Int, _ time: Int?) -> Bool {
      let inOrder = mode == .strict ? seq == lastSeq + 1 : seq > lastSeq
      guard let time, let lastTime else { return inOrder }
      return inOrder && time >= lastTime
    }
    lines: for (offset, text) in lines.enumerated().dropFirst() {
      let number = offset + 1
      // Through event 0, lenient replay reads on to the first line that counts.
      if let lastEvent, lastSeq >= lastEvent, mode == .strict || lastSeq > 0 { break lines }
      if text.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) { continue }
      let isLast = offset == lines.count - 1 && !endsWithNewline
      // Section 4, the last line: not JSON, or NUL bytes to its end after a partial line, is
      // torn; a NUL byte with anything but NUL bytes after it is an error on its line.
      let nul = text.firstIndex(of: 0)
      let tornByNUL = nul.map { text[$0...].allSatisfy { $0 == 0 } }
      if isLast, tornByNUL ?? (SpecJSON.parse(text) == nil) {
        outcome.warnedLines.append(number)
        break lines
      }
      func problem() -> Bool {
        guard mode == .lenient else {
          outcome.failedLine = number
          return false
        }
        outcome.warnedLines.append(number)
        return true
      }
      switch Self.read(text) {
      case .bad(let seq, let time):
        if let lastEvent, let seq, seq > lastEvent, counts(seq, time) { break lines }
        if let seq, counts(seq, time) {
          lastSeq = seq
          if let time { lastTime = time }
        }
        guard problem() else { return outcome }
      case .event(let seq, let time, let event, let sel):
        if let lastEvent, seq > lastEvent, counts(seq, time) { break lines }
        guard counts(seq, time) else {
          guard problem() else { return outcome }
          continue lines
        }
        lastSeq = seq
        if let time { lastTime = time }
        var next = state
        guard (try? SpecReducer.reduce(&next, event)) != nil,
          sel == nil || sel == Array(next.selections)
        else {
          guard problem() else { return outcome }
          continue lines
        }
        next.seq = seq
        state = next
      }
    }
    outcome.state = state
    return outcome
  }

  /// Section 3: what one line says, read from its JSON.
  private static func read(_ text: [UInt8]) -> Line {
    guard let json = SpecJSON.parse(text), case .object(let members) = json else {
      return .bad(seq: nil, time: nil)
    }
    func values(_ key: String) -> [SpecJSON] {
      members.filter { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }.map(\.value)
    }
    let seqs = values("seq")
    let times = values("t")
    let seq = seqs.count == 1 ? seqs[0].integer.flatMap { $0 >= 1 ? $0 : nil } : nil
    let time = times.count == 1 ? times[0].integer.flatMap { $0 >= 0 ? $0 : nil } : nil
    let placed = times.isEmpty || time != nil
    let bad = Line.bad(seq: placed ? seq : nil, time: placed ? time : nil)
    guard json.depth <= 64, !json.hasDuplicateKey, json.isClean, let seq, placed else {
      return bad
    }
    func integer(_ key: String) -> Int?? {
      guard let value = values(key).first else { return .some(nil) }
      return value.integer.map { .some($0) } ?? nil
    }
    func string(_ key: String) -> String?? {
      guard let value = values(key).first else { return .some(nil) }
      guard case .string(let text, _) = value else { return nil }
      return .some(text)
    }
    guard let control = integer("control"), let choice = integer("choice"),
      let type = string("type"), let button = string("button")
    else { return bad }
    var sel: [Int]?
    if let value = values("sel").first {
      guard case .array(let elements) = value, elements.count <= 8 else { return bad }
      let indices = elements.compactMap { $0.integer.flatMap { (0...255).contains($0) ? $0 : nil } }
      guard indices.count == elements.count else { return bad }
      sel = indices
    }
    let event: Event
    switch type {
    case "tap"?:
      guard let control else { return bad }
      event = .tap(prompt: control)
    case "select"?:
      guard let control, let choice else { return bad }
      event = .select(prompt: control, option: choice)
    case "randomize"?: event = .randomize
    case "go"?: event = .go
    case "back"?: event = .back
    case "nav"?:
      guard let name = button, let button = NavButton(rawValue: name) else { return bad }
      event = .nav(button)
    default: return bad
    }
    return .event(seq: seq, time: time, event: event, sel: sel)
  }
}
