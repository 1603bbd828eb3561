package import MonsoonEvents

/// One line of a timeline: an event, when it happened, and what it changed.
package struct SessionTimelineEntry: Hashable, Sendable {
  /// What became of the event.
  package enum Status: Hashable, Sendable {
    /// Applied; these fields changed (empty when the event changed nothing visible).
    case applied([FieldChange])
    /// Refused, for this reason; nothing changed.
    case rejected(String)
    /// Left out by `--skip`; nothing changed.
    case skipped
  }

  /// The event's record, as written in the log.
  package let record: LogRecord
  /// Milliseconds since the `t` of the first event that has one, or `nil` without `t`.
  package let elapsed: Int?
  /// What became of the event.
  package let status: Status

  /// Creates an entry.
  package init(record: LogRecord, elapsed: Int?, status: Status) {
    self.record = record
    self.elapsed = elapsed
    self.status = status
  }

  /// The entry as one line of text: seq, elapsed seconds, the event in words, the changes,
  /// with control characters from the log escaped (``TerminalText``).
  ///
  /// `   6    +6.900s  randomize             production: one of a kind -> mass market, …`
  /// - Parameters:
  ///   - wordsWidth: the width of the event's column, ``wordsWidth(menu:)`` for the changes
  ///     of every line to start in the same column.
  ///   - markNew: marks each changed field's new value (escaped), such as with colour.
  ///   - markRejected: marks `rejected: reason` (escaped).
  package func text(
    menu: ChooserMenu, wordsWidth: Int = 26, markingNew markNew: (String) -> String = { $0 },
    markingRejected markRejected: (String) -> String = { $0 }
  ) -> String {
    let seq = String(record.seq)
    // `+1.234s` after the first event's `t`, `-0.500s` before it.
    let time = elapsed.map { ($0 < 0 ? "" : "+") + MillisecondsText.seconds($0) + "s" } ?? "-"
    let words = record.event.words(menu: menu)
    var line =
      String(repeating: " ", count: max(0, 5 - seq.count)) + seq + "  "
      + String(repeating: " ", count: max(0, 10 - time.count)) + time + "  " + words
      + String(repeating: " ", count: max(1, wordsWidth - words.count))
    switch status {
    case .applied(let changes) where changes.isEmpty:
      line += "(no change)"
    case .applied(let changes):
      line += changes.map { change in
        TerminalText.escaped("\(change.label): \(change.before?.description ?? "-") -> ")
          + markNew(TerminalText.escaped(change.after?.description ?? "-"))
      }.joined(separator: ", ")
    case .rejected(let reason):
      line += markRejected("rejected: \(TerminalText.escaped(reason))")
    case .skipped:
      line += "skipped"
    }
    return line
  }

  /// The width of the event's column for `menu`: two more than the longest words an event
  /// the menu allows can take (`select production = one of a kind`), and at least 26.
  package static func wordsWidth(menu: ChooserMenu) -> Int {
    let longestNav = NavButton.allCases.map { Event.nav($0).words(menu: menu).count }.max() ?? 0
    var longest = max(longestNav, Event.randomize.words(menu: menu).count)
    for (index, prompt) in menu.prompts.enumerated() {
      longest = max(longest, Event.tap(prompt: index).words(menu: menu).count)
      for option in prompt.options.indices {
        longest = max(
          longest, Event.select(prompt: index, option: option).words(menu: menu).count)
      }
    }
    return max(26, longest + 2)
  }
}
