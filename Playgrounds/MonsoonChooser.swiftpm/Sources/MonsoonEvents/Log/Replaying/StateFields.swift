/// The fields of a state that the JSON writers of the projections write: its seq, screen,
/// selections and nav counts. Not its menu, whose copy would count a reference, nor its
/// generator: a loop reads them from its cursor (``ReplayCursor/stateFields()``) without
/// copying the state.
struct StateFields: Sendable {
  let seq: Int
  let screen: Screen
  let selections: Selections
  let navTaps: NavTapCounts

  /// The fields of `state`.
  init(_ state: borrowing SessionState) {
    seq = state.seq
    screen = state.screen
    selections = state.selections
    navTaps = state.navTaps
  }

  /// The fields given, such as a cursor's (``ReplayCursor/seq`` and the others), read
  /// without copying its state.
  init(seq: Int, screen: Screen, selections: Selections, navTaps: NavTapCounts) {
    self.seq = seq
    self.screen = screen
    self.selections = selections
    self.navTaps = navTaps
  }
}
