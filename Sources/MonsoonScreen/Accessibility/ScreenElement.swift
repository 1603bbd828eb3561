/// An element of the chooser or detail screen that a UI test finds by its accessibility
/// identifier: each prompt's ring, each button, each row of the detail screen.
///
/// The identifiers are stable: they name a prompt by its index in the menu, never by its id
/// (a custom menu's ids may be any text, and an id is what VoiceOver reads), and a button by
/// its role; they do not change with the language, the appearance or the text size. Within a
/// screen each is unique.
///
/// | element | identifier |
/// |---|---|
/// | the ring of prompt N | `monsoon.ring.N` |
/// | a navigation bar button | `monsoon.button.search`, `.calendar`, `.compass`, `.menu` |
/// | Randomize, Go | `monsoon.button.randomize`, `monsoon.button.go` |
/// | the detail screen's Back | `monsoon.button.back` |
/// | the detail screen's row of prompt N | `monsoon.choice.N` |
///
/// What VoiceOver reads of each, which a UI test can assert: a ring's value is its chosen
/// option (``RingAccessibility``); a navigation button's value is its badge, such as `3`
/// (``NavBadge``), and it has none before the first tap; a row's label is the prompt and its
/// option, such as `flavor, sweet` (``ChoicesAnnouncement/rows(_:in:)``).
package enum ScreenElement: Hashable, Sendable {
  /// The ring of the prompt at this index of the menu.
  case ring(prompt: Int)
  /// One of the screens' buttons.
  case button(ScreenButton)
  /// The detail screen's row of the prompt at this index of the menu.
  case choiceRow(prompt: Int)

  /// The identifier UIKit's `accessibilityIdentifier` is set to, such as `monsoon.ring.2`.
  package var accessibilityIdentifier: String {
    switch self {
    case .ring(let prompt): "monsoon.ring.\(prompt)"
    case .button(let button): "monsoon.button.\(Self.name(of: button))"
    case .choiceRow(let prompt): "monsoon.choice.\(prompt)"
    }
  }

  /// A button's part of its identifier, spelled out here rather than taken from
  /// `ScreenButton`'s raw value, so that renaming a case cannot change what tests find.
  private static func name(of button: ScreenButton) -> String {
    switch button {
    case .search: "search"
    case .calendar: "calendar"
    case .compass: "compass"
    case .menu: "menu"
    case .randomize: "randomize"
    case .go: "go"
    case .back: "back"
    }
  }
}
