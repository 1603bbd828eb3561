package import MonsoonEvents
import MonsoonSystem

/// Writes states of one menu as JSON objects,
/// `{"seq":N,"screen":"chooser","selections":[...],"choices":{...},"nav":{...}}`, assembled from
/// fragments of the menu's JSON made once: the one writer of a state's JSON, for
/// `follow --format json`, which writes a whole state per event, and for every other state
/// the tool prints (``SessionState/jsonObject``).
///
/// Not `Sendable`: one thread writes one log's states.
package final class StateJSONWriter {
  private let assembler: JSONLineAssembler
  private let slot = Slot()
  /// The stretches of screen, selections and choices (``writeChoices(of:)``) written lately;
  /// `nil` for a writer of one state, which would not copy any.
  private let choices: ChoicesStretchCache?
  /// The bytes of the last line's nav counts (``writeNav(of:)``), and the counts: an event
  /// rarely changes them, so most lines copy them from the line before. Not checked for
  /// exclusive access at run time: only ``writeMembers(of:)`` uses them.
  private let nav: JSONLineSegment
  @exclusivity(unchecked) private var keptNavTaps: NavTapCounts?

  /// A writer for the states of `menu`.
  /// - Parameter keepingStretches: whether to keep the stretches of the states written, to
  ///   copy when a later state has the same screen and selections (`follow`); `false` for a
  ///   writer of one state, which then does not fill the memory to keep them in.
  package init(menu: ChooserMenu, keepingStretches: Bool = true) {
    precondition(ChooserMenu.maximumOptionCount <= 10, "an option index has one digit")
    let made = Self.fragments(of: menu)
    // seq, every selection and every count.
    let prefix = JSONFragmentTable.fragment { json in
      json.beginObject()
      json.key("seq")
    }
    assembler = JSONLineAssembler(
      made.table, prefix: prefix,
      integers: 1 + ChooserMenu.maximumPromptCount + NavButton.allCases.count)
    choices = keepingStretches ? ChoicesStretchCache(longestStretch: made.longestStretch) : nil
    nav = JSONLineSegment(capacity: assembler.maximumLineCount)
  }

  /// A menu's fragments, and the longest stretch of screen, selections and choices they make.
  private struct Fragments {
    let table: JSONFragmentTable
    let longestStretch: Int
  }

  /// The last fragments made, with their menu: every log of a fleet on one menu shares them
  /// (`replay --each --format json` writes one state per log).
  private static let lastMade = LockedValue<(menu: ChooserMenu, fragments: Fragments)?>(nil)

  /// The fragments of `menu`'s states: the last made when they are of an equal menu.
  private static func fragments(of menu: ChooserMenu) -> Fragments {
    if let last = lastMade.withLock({ $0 }), last.menu == menu { return last.fragments }
    let made = makeFragments(of: menu)
    lastMade.withLock { $0 = (menu, made) }
    return made
  }

  private static func makeFragments(of menu: ChooserMenu) -> Fragments {
    let slot = Slot()
    let comma = [UInt8(ascii: ",")]
    var fragments = [[UInt8]](repeating: [], count: slot.count)
    for screen in Screen.allCases {
      fragments[slot.screen(screen)] =
        comma
        + JSONFragmentTable.fragment { json in
          json.key("screen")
          json.plainString(screen.rawValue)
          json.key("selections")
          json.beginArray()
        }
    }
    fragments[slot.choicesStart] =
      [UInt8(ascii: "]"), UInt8(ascii: ",")]
      + JSONFragmentTable.fragment { json in
        json.key("choices")
        json.beginObject()
      }
    for (prompt, details) in menu.prompts.enumerated() {
      for (option, text) in details.options.enumerated() {
        // After the first, with the comma before it.
        fragments[slot.choice(prompt, option)] =
          (prompt > 0 ? comma : [])
          + JSONFragmentTable.fragment { json in
            json.key(text: details.id)
            json.string(text)
          }
      }
    }
    for button in NavButton.allCases {
      let key = JSONFragmentTable.fragment { $0.key(text: button.rawValue) }
      fragments[slot.navKey(button)] =
        button == NavButton.allCases.first
        ? [UInt8(ascii: "}"), UInt8(ascii: ",")]
          + JSONFragmentTable.fragment { json in
            json.key("nav")
            json.beginObject()
          } + key
        : comma + key
    }
    let longestChoices = menu.prompts.indices.reduce(0) { longest, prompt in
      longest + (0..<menu.optionCounts[prompt]).map { fragments[slot.choice(prompt, $0)].count }
        .max()!
    }
    return Fragments(
      table: JSONFragmentTable(fragments),
      longestStretch: Screen.allCases.map { fragments[slot.screen($0)].count }.max()!
        + 2 * menu.prompts.count + fragments[slot.choicesStart].count + longestChoices)
  }

  /// Where each fragment lies. Kept by the writer as stored numbers, which a line reads with a
  /// load (a `static let` computed at first use is checked for its initialization at every
  /// read).
  private struct Slot {
    /// `,"screen":"chooser","selections":[`.
    func screen(_ screen: Screen) -> Int { screen == .chooser ? 0 : 1 }
    /// `],"choices":{`.
    let choicesStart = 2
    /// `},"nav":{"search":`, then `,"calendar":` and the others.
    func navKey(_ button: NavButton) -> Int { 3 &+ button.index }
    let choices = 3 + NavButton.allCases.count
    let options = ChooserMenu.maximumOptionCount
    /// `"flavor":"sweet"`.
    func choice(_ prompt: Int, _ option: Int) -> Int { choices &+ prompt &* options &+ option }
    var count: Int { choices + ChooserMenu.maximumPromptCount * options }
  }

  /// Appends `state` as a JSON object (without a newline) to `output`.
  /// - Precondition: `state` is of this writer's menu.
  package func append(_ state: borrowing SessionState, to output: inout [UInt8]) {
    append(state.moment, to: &output)
  }

  /// Appends the state of `fields` as the method above does.
  /// - Precondition: the fields are of a state of this writer's menu.
  package func append(_ state: SessionState.Moment, to output: inout [UInt8]) {
    assembler.line(into: &output) { writeMembers(of: state, to: &$0) }
  }

  /// The room ``write(_:into:)`` needs.
  package var maximumLineCount: Int { assembler.maximumLineCount }

  /// Writes the state of `fields` as ``append(_:to:)-(SessionState.Moment,_)`` does, straight into
  /// `target`, which holds at least ``maximumLineCount`` bytes.
  /// - Returns: the line's length in bytes.
  @inline(__always)
  package func write(_ state: SessionState.Moment, into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
    assembler.line(into: target) { writeMembers(of: state, to: &$0) }
  }

  /// Writes what follows the line's prefix (`{"seq":`): the members after `seq` in two
  /// stretches, the first copied whole when it was written lately, the second when the line
  /// before had the same counts.
  @inline(__always)
  private func writeMembers(of state: SessionState.Moment, to line: inout JSONLine) {
    line.integer(state.seq)
    if let choices {
      let key = ChoicesStretchCache.key(screen: state.screen, selections: state.selections)
      let slot = choices.slot(of: key)
      if let stretch = choices.stretch(of: key, in: slot) {
        line.padded(stretch)
      } else {
        let start = line.count
        writeChoices(of: state, to: &line)
        choices.keep(line.written(since: start), of: key, in: slot)
      }
    } else {
      writeChoices(of: state, to: &line)
    }
    if state.navTaps == keptNavTaps {
      line.segment(nav)
    } else {
      let start = line.count
      writeNav(of: state, to: &line)
      line.keep(since: start, in: nav)
      keptNavTaps = state.navTaps
    }
    line.byte(UInt8(ascii: "}"))
    line.byte(UInt8(ascii: "}"))
  }

  /// `,"screen":"chooser","selections":[0,1],"choices":{"flavor":"sweet","size":"large"`.
  @inline(__always)
  private func writeChoices(of state: SessionState.Moment, to line: inout JSONLine) {
    line.fragment(slot.screen(state.screen))
    let (indices, prompts) = (state.selections.packedIndices, state.selections.count)
    // Every index is one digit: a menu has at most 8 options.
    line.digitList(indices, count: prompts)
    line.fragment(slot.choicesStart)
    var rest = indices
    for prompt in 0..<prompts {
      line.fragment(slot.choice(prompt, Int(truncatingIfNeeded: rest & 0xFF)))
      rest &>>= 8
    }
  }

  /// `},"nav":{"search":0,"calendar":2,"compass":0,"menu":1`.
  @inline(__always)
  private func writeNav(of state: SessionState.Moment, to line: inout JSONLine) {
    // Each button by name, in the bar's order: a loop over them jumped on the button to read
    // its count, and mispredicted (as `timeline`'s changes did).
    let taps = state.navTaps
    writeCount(taps.search, of: .search, to: &line)
    writeCount(taps.calendar, of: .calendar, to: &line)
    writeCount(taps.compass, of: .compass, to: &line)
    writeCount(taps.menu, of: .menu, to: &line)
  }

  /// `,"calendar":2`, or the first button's with the object's opening.
  @inline(__always)
  private func writeCount(_ count: Int, of button: NavButton, to line: inout JSONLine) {
    line.fragment(slot.navKey(button))
    line.integer(count)
  }
}

extension StateJSONWriter: LineWriting {}
