package import MonsoonEvents
import MonsoonSystem

/// Writes a log's timeline as JSON lines, the per-event projection of docs/fleet.md: one
/// object per event, `{"seq":1,"t":…,"elapsed_ms":0,"event":{"type":"tap","control":1},`
/// `"changes":{"flavor":{"from":"savory","to":"sweet"}}}`, with `"rejected":"reason"` or
/// `"skipped":true` before `"changes":{}` for an event that changed nothing. The one writer of
/// these lines: an applied event's line is made from fragments of the menu's JSON and a
/// comparison of the states' fields, without an entry or a list of changes; a rejected or
/// skipped event's, rare and carrying text from the log, is written by ``JSONWriter``.
///
/// Not `Sendable`: one thread writes one log's timeline.
package final class TimelineJSONWriter {
  private let file: String?
  private let assembler: JSONLineAssembler
  private let slot = Slot()
  /// Not checked for exclusive access at run time either: only ``append(applied:after:to:)``
  /// and ``append(_:after:to:)`` use it, one at a time.
  @exclusivity(unchecked) private var timeline = SessionTimeline()
  /// The fields of the state before the next event that its line shows. Not checked for
  /// exclusive access at run time (a check on every line): one method at a time uses them,
  /// and none calls another while it does.
  @exclusivity(unchecked) private var before: ShownFields

  /// The fields of a state that a timeline's line shows the changes of.
  private struct ShownFields {
    var screen: Screen
    /// ``Selections/packedIndices``.
    var selections: UInt64
    var navTaps: NavTapCounts
  }

  /// Starts a timeline at a log's initial state.
  /// - Parameter file: the log's name, for a run over many logs: every line then starts with
  ///   `"schema":"event/1","file":"…"`; `nil` for neither.
  package init(initial state: SessionState, file: String?) {
    self.file = file
    before = ShownFields(
      screen: state.screen, selections: state.selections.packedIndices, navTaps: state.navTaps)
    let prefix = JSONFragmentTable.fragment { json in
      json.beginObject()
      if let file { Self.writeHead(file: file, to: &json) }
      json.key("seq")
    }
    // seq, t, elapsed_ms and two counts per button.
    assembler = JSONLineAssembler(
      Self.fragments(of: state.menu), prefix: prefix,
      integers: 3 + 2 * NavButton.allCases.count)
  }

  /// The last fragments made, with their menu: every log of a fleet on one menu shares them,
  /// so that a small log does not pay for making them.
  private static let lastMade = LockedValue<(menu: ChooserMenu, table: JSONFragmentTable)?>(nil)

  /// The fragments of `menu`'s lines: the last made when they are of an equal menu.
  private static func fragments(of menu: ChooserMenu) -> JSONFragmentTable {
    if let last = lastMade.withLock({ $0 }), last.menu == menu { return last.table }
    let table = makeFragments(of: menu)
    lastMade.withLock { $0 = (menu, table) }
    return table
  }

  private static func makeFragments(of menu: ChooserMenu) -> JSONFragmentTable {
    let slot = Slot()
    var fragments = [[UInt8]](repeating: [], count: slot.count)
    let comma = [UInt8(ascii: ",")]
    fragments[slot.time] = comma + JSONFragmentTable.fragment { $0.key("t") }
    fragments[slot.elapsed] = comma + JSONFragmentTable.fragment { $0.key("elapsed_ms") }
    for (from, to) in [(Screen.chooser, Screen.detail), (.detail, .chooser)] {
      fragments[slot.screenChange(to: to)] = comma + JSONFragmentTable.fragment { json in
        json.key("screen")
        json.beginObject()
        json.key("from")
        json.plainString(from.rawValue)
        json.key("to")
        json.plainString(to.rawValue)
        json.endObject()
      }
    }
    for (control, prompt) in menu.prompts.enumerated() {
      fragments[slot.tap(control)] = event(.tap(prompt: control))
      for (choice, text) in prompt.options.enumerated() {
        fragments[slot.select(control, choice)] = event(.select(prompt: control, option: choice))
        fragments[slot.changeFrom(control, choice)] = comma + JSONFragmentTable.fragment { json in
          json.key(text: prompt.id)
          json.beginObject()
          json.key("from")
          json.string(text)
          json.key("to")
        }
        fragments[slot.changeTo(control, choice)] = JSONFragmentTable.fragment { json in
          json.string(text)
          json.endObject()
        }
      }
    }
    for button in NavButton.allCases {
      fragments[slot.nav(button)] = event(.nav(button))
      fragments[slot.navChangeFrom(button.index)] = comma + JSONFragmentTable.fragment { json in
        json.key(text: "nav.\(button.rawValue)")
        json.beginObject()
        json.key("from")
      }
      fragments[slot.navChangeTo(button.index)] = comma + JSONFragmentTable.fragment { $0.key("to") }
    }
    fragments[slot.randomize] = event(.randomize)
    fragments[slot.go] = event(.go)
    fragments[slot.back] = event(.back)
    return JSONFragmentTable(fragments)
  }

  /// Where each fragment lies: a group per kind, with room for the largest menu. Kept by the
  /// writer as stored numbers, which a line reads with a load (a `static let` computed at
  /// first use is checked for its initialization at every read).
  private struct Slot {
    let options = ChooserMenu.maximumOptionCount
    let perOption = ChooserMenu.maximumPromptCount * ChooserMenu.maximumOptionCount
    let buttonCount = NavButton.allCases.count
    /// `,"t":`, `,"elapsed_ms":`.
    let time = 0
    let elapsed = 1
    /// `,"screen":{"from":"chooser","to":"detail"}` and the way back.
    func screenChange(to screen: Screen) -> Int { screen == .detail ? 2 : 3 }
    /// `,"event":{"type":"randomize"},"changes":`, `go`, `back` (the kinds of event without
    /// fields, in `EventKind`'s order): an event's fragment ends with the key of its
    /// changes, which always follow it.
    let randomize: Int
    let go: Int
    let back: Int
    let taps: Int
    /// `,"event":{"type":"tap","control":1},"changes":`.
    func tap(_ control: Int) -> Int { taps &+ control }
    let buttons: Int
    /// `,"event":{"type":"nav","button":"search"},"changes":`.
    func nav(_ button: NavButton) -> Int { buttons &+ button.index }
    /// `,"nav.search":{"from":`, by the button's ``NavButton/index``.
    func navChangeFrom(_ button: Int) -> Int { buttons &+ buttonCount &+ button }
    /// `,"to":`, in that button's change.
    func navChangeTo(_ button: Int) -> Int { buttons &+ 2 &* buttonCount &+ button }
    let choices: Int
    /// `,"event":{"type":"select","control":1,"choice":2},"changes":`.
    func select(_ control: Int, _ choice: Int) -> Int { choices &+ control &* options &+ choice }
    /// `,"flavor":{"from":"sweet","to":`.
    func changeFrom(_ control: Int, _ choice: Int) -> Int {
      choices &+ perOption &+ control &* options &+ choice
    }
    /// `"sweet"}`.
    func changeTo(_ control: Int, _ choice: Int) -> Int {
      choices &+ 2 &* perOption &+ control &* options &+ choice
    }
    let count: Int

    init() {
      let plainKinds = EventKind.allCases.filter { ![.tap, .select, .nav].contains($0) }
      func plain(_ kind: EventKind) -> Int { 4 + plainKinds.firstIndex(of: kind)! }
      randomize = plain(.randomize)
      go = plain(.go)
      back = plain(.back)
      taps = 4 + plainKinds.count
      buttons = taps + ChooserMenu.maximumPromptCount
      choices = buttons + 3 * buttonCount
      count = choices + 3 * perOption
    }
  }

  /// The fragment of `event`, with the commas around it and the key of its changes.
  private static func event(_ event: Event) -> [UInt8] {
    [UInt8(ascii: ",")]
      + JSONFragmentTable.fragment { json in
        json.key("event")
        LogLine.writeEventObject(event, to: &json)
      }
      + [UInt8(ascii: ",")]
      + JSONFragmentTable.fragment { $0.key("changes") }
  }

  /// Appends the line of `step` (without a newline) to `output`.
  /// - Parameters:
  ///   - step: a line with an event: applied, rejected or skipped.
  ///   - state: the state after the step.
  package func append(_ step: ReplayStep, after state: SessionState, to output: inout [UInt8]) {
    append(step, after: state.moment, to: &output)
  }

  /// Appends the line of `step`, as the method above does, from the fields of the state
  /// after it.
  package func append(_ step: ReplayStep, after state: SessionState.Moment, to output: inout [UInt8]) {
    guard case .applied(let record) = step else {
      if let entry = timeline.entry(forUnchanged: step) { appendUnchanged(entry, to: &output) }
      return
    }
    assembler.line(into: &output) {
      writeMembers(of: (record, after: state, head: .none), to: &$0)
    }
  }

  /// The schema a line names over many logs: the per-event projection of docs/fleet.md.
  package static let schema = "event/1"

  /// Writes the members a line over many logs starts with: `"schema":"event/1","file":…`
  /// (`null` for a failure that is no log's, such as a bad `--files-from` entry).
  package static func writeHead(file: String?, to json: inout JSONWriter) {
    json.key("schema")
    json.plainString(schema)
    json.fileMembers(file)
  }

  /// Appends the line of an event that changed nothing, rejected or skipped: its seq, `t`,
  /// `elapsed_ms` and event, then `"rejected":"reason"` or `"skipped":true`, then
  /// `"changes":{}`.
  private func appendUnchanged(_ entry: SessionTimelineEntry, to output: inout [UInt8]) {
    JSONWriter.append(to: &output) { json in
      json.beginObject()
      if let file { Self.writeHead(file: file, to: &json) }
      json.key("seq")
      json.integer(entry.record.seq)
      if let time = entry.record.time {
        json.key("t")
        json.integer(time)
      }
      if let elapsed = entry.elapsed {
        json.key("elapsed_ms")
        json.integer(elapsed)
      }
      json.key("event")
      LogLine.writeEventObject(entry.record.event, to: &json)
      switch entry.status {
      case .rejected(let reason):
        json.key("rejected")
        json.string(reason)
      case .skipped:
        json.key("skipped")
        json.bool(true)
      case .applied:
        break
      }
      json.key("changes")
      json.beginObject()
      json.endObject()
      json.endObject()
    }
  }

  /// The room ``write(_:into:)`` needs.
  package var maximumLineCount: Int { assembler.maximumLineCount }

  /// An applied line as the cursor gives it: its record (as written), the state after it,
  /// and its seq and `t` as written when it had the writer's shape
  /// (``ReplayCursor/writtenHead``), copied instead of written.
  package typealias Item = (record: LogRecord, after: SessionState.Moment, head: WrittenHead)

  /// Writes the line of an applied event as ``append(_:after:to:)-(ReplayStep,SessionState.Moment,_)``
  /// does, straight into `target`, which holds at least ``maximumLineCount`` bytes.
  /// - Returns: the line's length in bytes.
  @inline(__always)
  package func write(_ applied: Item, into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
    assembler.line(into: target) { writeMembers(of: applied, to: &$0) }
  }

  /// Writes what follows the line's prefix (`{"seq":`, or with the file's name).
  @inline(__always)
  private func writeMembers(of applied: Item, to line: inout JSONLine) {
    let time = applied.record.time
    let elapsed = timeline.elapsed(at: time)
    if applied.head.count > 0 {
      line.head(applied.head)
    } else {
      line.integer(applied.record.seq)
      if let time {
        line.fragment(slot.time)
        line.integer(time)
      }
    }
    if let elapsed {
      line.fragment(slot.elapsed)
      line.integer(elapsed)
    }
    let tapped: Int?
    switch applied.record.event {
    case .tap(let prompt):
      line.fragment(slot.tap(prompt))
      tapped = nil
    case .select(let prompt, let option):
      line.fragment(slot.select(prompt, option))
      tapped = nil
    case .randomize:
      line.fragment(slot.randomize)
      tapped = nil
    case .go:
      line.fragment(slot.go)
      tapped = nil
    case .back:
      line.fragment(slot.back)
      tapped = nil
    case .nav(let button):
      line.fragment(slot.nav(button))
      tapped = button.index
    }
    writeChanges(after: applied.after, tapped: tapped, in: &line)
    line.byte(UInt8(ascii: "}"))
    line.byte(UInt8(ascii: "}"))
  }

  /// Writes the members of `changes` from the fields kept to those `after` an applied event
  /// (`tapped`: the place of the nav button it taps, ``NavButton/index``, `nil` for another
  /// kind), in the order of ``SessionState/changes(to:includingBookkeeping:)``, and keeps the
  /// latter.
  @inline(__always)
  private func writeChanges(after: SessionState.Moment, tapped: Int?, in line: inout JSONLine) {
    // Every member is written after a comma; the first comma becomes the object's `{`.
    let opening = line.count
    if after.screen != before.screen {
      line.fragment(slot.screenChange(to: after.screen))
    }
    let (old, new) = (before.selections, after.selections.packedIndices)
    // The changed selections, from the bytes that differ, first to last.
    var changed = old ^ new
    while changed != 0 {
      let shift = UInt64(truncatingIfNeeded: changed.trailingZeroBitCount & ~7)
      changed &= ~(0xFF &<< shift)
      let control = Int(truncatingIfNeeded: shift &>> 3)
      line.fragment(slot.changeFrom(control, Int(truncatingIfNeeded: old &>> shift & 0xFF)))
      line.fragment(slot.changeTo(control, Int(truncatingIfNeeded: new &>> shift & 0xFF)))
    }
    if let button = tapped {
      // Only a nav event changes a count, its button's (the reducer's rule).
      let count = after.navTaps.count(ofButtonAt: button)
      writeNavChange(
        button, from: before.navTaps.count(ofButtonAt: button), to: count, in: &line)
      before.navTaps.setCount(count, ofButtonAt: button)
    }
    line.openObject(at: opening)
    before.screen = after.screen
    before.selections = new
  }

  /// Writes the change of a button's count, after a comma, when it changed.
  @inline(__always)
  private func writeNavChange(_ button: Int, from: Int, to: Int, in line: inout JSONLine) {
    guard from != to else { return }
    line.fragment(slot.navChangeFrom(button))
    line.integer(from)
    line.fragment(slot.navChangeTo(button))
    line.integer(to)
    line.byte(UInt8(ascii: "}"))
  }
}

extension TimelineJSONWriter: LineWriting {}

/// The counts by the buttons' index, which the timeline's JSON writer loops over.
extension NavTapCounts {
  /// The tap count of the button at `index` in the bar's order (``NavButton/index``), picked
  /// without a branch on it. Precondition: `index` is below 4.
  @inline(__always)
  package func count(ofButtonAt index: Int) -> Int {
    (index == 0 ? search : 0) &+ (index == 1 ? calendar : 0) &+ (index == 2 ? compass : 0)
      &+ (index == 3 ? menu : 0)
  }

  /// Sets the tap count of the button at `index` in the bar's order, as
  /// ``count(ofButtonAt:)`` reads it.
  @inline(__always)
  package mutating func setCount(_ count: Int, ofButtonAt index: Int) {
    search = index == 0 ? count : search
    calendar = index == 1 ? count : calendar
    compass = index == 2 ? count : compass
    menu = index == 3 ? count : menu
  }
}
