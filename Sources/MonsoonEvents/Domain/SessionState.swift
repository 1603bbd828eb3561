/// Everything the chooser screen shows and remembers at one moment of a session.
///
/// A state also holds where the session's seeded generator is, which the next Randomize draws
/// from: two states are equal only when that is equal too, so equal states make the same
/// draws, and a log replays to the same state on every platform. The generator itself is the
/// package's business (its algorithm is in docs/log-format.md); only its seed, in the log's
/// header, is yours.
public struct SessionState: Hashable, Sendable {
  /// The prompts this session runs on.
  public let menu: ChooserMenu
  /// The log format version whose rules the session follows: what Randomize draws.
  package let formatVersion: LogFormatVersion
  /// The screen the user is on.
  public internal(set) var screen: Screen
  /// The chosen option index of every prompt, prompt 0 first.
  public internal(set) var selections: Selections
  /// The generator the next Randomize draws from.
  package internal(set) var random: Xoshiro256StarStar
  /// How often each navigation bar button was tapped.
  package internal(set) var navTaps: NavTapCounts
  /// The seq of the last applied event; 0 before any event.
  public internal(set) var seq: Int

  /// The state at the start of a session: the chooser, every prompt on its first option.
  /// - Parameters:
  ///   - menu: the prompts of the screen.
  ///   - seed: the seed of the session's generator, as a log's header holds it.
  ///   - formatVersion: the rules the session follows, as its log's header names them.
  package init(
    menu: ChooserMenu = .standard, seed: UInt64, formatVersion: LogFormatVersion = .current
  ) {
    self.menu = menu
    self.formatVersion = formatVersion
    screen = .chooser
    selections = Selections(zerosCount: menu.count)
    random = Xoshiro256StarStar(seed: seed)
    navTaps = NavTapCounts()
    seq = 0
  }

  /// The user's choices, one per prompt, in prompt order: what the detail screen lists.
  public var choices: [Choice] {
    zip(menu.prompts, selections).map { prompt, index in
      Choice(promptID: prompt.id, option: prompt.options[index], optionIndex: index)
    }
  }
}

extension SessionState {
  /// What an event may change in a state: all of it but the menu and the format version.
  /// Without the menu it holds no reference, so keeping one per event (the state before an
  /// event, while replay goes on) or handing one to a writer per line copies a few words and
  /// counts no reference.
  package struct Moment: Sendable {
    /// The screen the user is on.
    package let screen: Screen
    /// The chosen option index of every prompt.
    package let selections: Selections
    /// The generator the next Randomize draws from.
    package let random: Xoshiro256StarStar
    /// How often each navigation bar button was tapped.
    package let navTaps: NavTapCounts
    /// The seq of the last applied event; 0 before any event.
    package let seq: Int
  }

  /// The part of the state an event may change; setting it puts the state back at that
  /// moment of the same session.
  package var moment: Moment {
    get { Moment(screen: screen, selections: selections, random: random, navTaps: navTaps, seq: seq) }
    set {
      (screen, selections, random, navTaps, seq) =
        (newValue.screen, newValue.selections, newValue.random, newValue.navTaps, newValue.seq)
    }
  }
}

/// A choice: the option the user has chosen for a prompt.
public struct Choice: Hashable, Sendable {
  /// The prompt's id, such as `flavor`.
  public let promptID: String
  /// The chosen option's text, such as `umami`.
  public let option: String
  /// The chosen option's index among the prompt's options.
  package let optionIndex: Int

  /// Creates a choice.
  package init(promptID: String, option: String, optionIndex: Int) {
    self.promptID = promptID
    self.option = option
    self.optionIndex = optionIndex
  }
}

extension SessionState: CustomStringConvertible {
  /// The state in one line, for logs, debuggers and test failures:
  /// `seq 3 · chooser · production: one of a kind, flavor: sweet, … · nav: search 1, …`.
  /// The generator's position is left out: it shows in what the next Randomize draws.
  public var description: String {
    let choices = choices.map { "\($0.promptID): \($0.option)" }.joined(separator: ", ")
    let taps = NavButton.allCases.map { "\($0.rawValue) \(navTaps[$0])" }
      .joined(separator: ", ")
    return "seq \(seq) · \(screen.rawValue) · \(choices) · nav: \(taps)"
  }
}

/// The screen the user is on.
public enum Screen: String, Hashable, Sendable, CaseIterable {
  /// The rings with Randomize and Go.
  case chooser
  /// The list of the chosen options, reached with Go.
  case detail
}
