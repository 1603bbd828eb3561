package import MonsoonEvents
package import MonsoonScreen

/// How a UI test performs one event of a log on the real screen, and what it asserts after
/// it: which element it taps (by ``ScreenElement``), how often, and the accessibility value or
/// label of every element the event changed, as UIKit sets them (``RingAccessibility``,
/// ``NavBadge``, ``ChoicesAnnouncement``).
package struct UITestStep: Hashable, Sendable {
  /// Something the test does to the screen.
  package enum Action: Hashable, Sendable {
    /// Taps the element this many times.
    case tap(ScreenElement, times: Int)
  }

  /// Something the test asserts about the screen.
  package enum Check: Hashable, Sendable {
    /// The element's accessibility value is this text (`""`: it has none).
    case value(ScreenElement, String)
    /// The element's accessibility label is this text.
    case label(ScreenElement, String)
    /// The element is on the screen (a screen that moved in).
    case shown(ScreenElement)
  }

  /// How the test performs the log's `select` events, which the app records for VoiceOver's
  /// swipe down alone: a UI test can send no such swipe, and no control of the screen chooses
  /// an option directly.
  package enum SelectPerforming: Hashable, Sendable {
    /// A select is refused (``UITestScriptError/selectNotPerformable(line:seq:words:taps:)``).
    case refused
    /// A select is performed as the taps on its ring that reach the option (none when it is
    /// chosen already): the screen goes through the same states as the log up to the taps in
    /// between, and the app records taps where the log has a select.
    case byTaps
  }

  /// The event's seq, as written in the log.
  package let seq: Int
  /// The event's line in the log.
  package let line: Int
  /// The event in words, such as `select meal = dinner`.
  package let words: String
  /// How the event is performed when that is not plain (a select as taps), else `nil`.
  package let note: String?
  /// What the test does, in order.
  package let actions: [Action]
  /// What the test asserts after it, in order.
  package let checks: [Check]

  /// The step for `record`'s event, applied to `before` with `after` as its outcome.
  /// - Throws: ``UITestScriptError/selectNotPerformable(line:seq:words:taps:)`` for a select
  ///   when `selects` refuses them.
  package init(
    _ record: LogRecord, from before: SessionState, to after: SessionState,
    selects: SelectPerforming
  ) throws(UITestScriptError) {
    seq = record.seq
    line = record.line
    let menu = after.menu
    words = Self.words(record.event, menu: menu)
    var note: String?
    switch record.event {
    case .tap(let prompt):
      actions = [.tap(.ring(prompt: prompt), times: 1)]
      checks = [Self.ringValue(prompt, in: after)]
    case .select(let prompt, let option):
      let count = menu.optionCounts[prompt]
      let taps = (option - before.selections[prompt] + count) % count
      guard selects == .byTaps else {
        throw .selectNotPerformable(line: line, seq: seq, words: words, taps: taps)
      }
      note =
        taps == 0
        ? "chosen already: nothing to tap" : "as \(taps) tap\(taps == 1 ? "" : "s") on its ring"
      actions = taps == 0 ? [] : [.tap(.ring(prompt: prompt), times: taps)]
      checks = [Self.ringValue(prompt, in: after)]
    case .randomize:
      actions = [.tap(.button(.randomize), times: 1)]
      checks = menu.prompts.indices.filter { before.selections[$0] != after.selections[$0] }
        .map { Self.ringValue($0, in: after) }
    case .go:
      actions = [.tap(.button(.go), times: 1)]
      checks = Self.detailRows(of: after)
    case .back:
      actions = [.tap(.button(.back), times: 1)]
      checks = [.shown(.button(.go))]
    case .nav(let button):
      actions = [.tap(.button(ScreenButton(button)), times: 1)]
      checks = [
        .value(.button(ScreenButton(button)), NavBadge.text(count: after.navTaps[button]) ?? "")
      ]
    }
    self.note = note
  }

  /// The bytes of the texts the step holds (its words, note and checked texts): a lower bound
  /// of its part of the test's source, which writes each of them whole at least once.
  package var textByteCount: Int {
    checks.reduce(words.utf8.count + (note?.utf8.count ?? 0)) { total, check in
      switch check {
      case .value(_, let text), .label(_, let text): total + text.utf8.count
      case .shown: total
      }
    }
  }

  /// What the screen shows of `state` at the end of a test: the detail screen's rows when it
  /// is on it, else every ring's choice.
  package static func finalChecks(_ state: SessionState) -> [Check] {
    state.screen == .detail
      ? detailRows(of: state) : state.menu.prompts.indices.map { ringValue($0, in: state) }
  }

  /// The ring of `prompt` reads its choice in `state`.
  private static func ringValue(_ prompt: Int, in state: SessionState) -> Check {
    .value(.ring(prompt: prompt), RingAccessibility(prompt: prompt, in: state)?.value ?? "")
  }

  /// Each row of the detail screen reads its prompt and choice in `state`, in English (the
  /// language a generated test launches the app in).
  private static func detailRows(of state: SessionState) -> [Check] {
    ChoicesAnnouncement.rows(state, in: .english).enumerated().map { prompt, row in
      .label(.choiceRow(prompt: prompt), row)
    }
  }

  /// An applied event in words: `tap flavor`, `select meal = dinner`, `nav compass`.
  private static func words(_ event: Event, menu: ChooserMenu) -> String {
    switch event {
    case .tap(let prompt): "tap \(menu.prompts[prompt].id)"
    case .select(let prompt, let option):
      "select \(menu.prompts[prompt].id) = \(menu.prompts[prompt].options[option])"
    case .randomize, .go, .back: event.kind.rawValue
    case .nav(let button): "nav \(button.rawValue)"
    }
  }
}
