extension SessionState {
  /// Restores a state from its parts, as a snapshot of an earlier replay saved them.
  ///
  /// - Parameters:
  ///   - menu: the prompts of the session (from its log's header).
  ///   - formatVersion: the rules of the session (from its log's header).
  ///   - screen: the screen the user was on.
  ///   - selections: one option index per prompt, each within its prompt's options.
  ///   - random: the generator the next Randomize draws from.
  ///   - navTaps: the tap counts, none negative.
  ///   - seq: the seq of the last applied event, 0 or more.
  /// - Returns: `nil` when the parts do not fit together (a selection out of range, another
  ///   number of prompts, a negative count), so that a damaged snapshot is never used.
  init?(
    menu: ChooserMenu, formatVersion: LogFormatVersion, screen: Screen, selections: Selections, random: Xoshiro256StarStar,
    navTaps: NavTapCounts, seq: Int
  ) {
    guard selections.count == menu.count, seq >= 0,
      navTaps.search >= 0, navTaps.calendar >= 0, navTaps.compass >= 0, navTaps.menu >= 0
    else { return nil }
    for prompt in 0..<menu.count where selections[prompt] >= menu.optionCounts[prompt] {
      return nil
    }
    self.menu = menu
    self.formatVersion = formatVersion
    self.screen = screen
    self.selections = selections
    self.random = random
    self.navTaps = navTaps
    self.seq = seq
  }
}
