package import MonsoonEvents

/// What the screen does after an action was recorded: show the new state, and how.
package struct ChooserUpdate: Hashable, Sendable {
  /// How the screen moves to the new state.
  package enum Effect: Hashable, Sendable {
    /// The rings and labels simply show the new state.
    case show
    /// The rings spin to their new choices; the sound plays.
    case spin([RingSpin])
    /// The detail screen comes in.
    case showDetail(ScreenTransition)
    /// The detail screen leaves.
    case showChooser(ScreenTransition)
  }

  /// The event that was recorded.
  package let event: Event
  /// The state before it.
  package let previous: SessionState
  /// The state after it.
  package let state: SessionState
  /// How to get there on screen.
  package let effect: Effect
  /// What VoiceOver should announce, when the change is not where the user's finger is.
  package let announcement: String?
  /// The haptic to play: every event the session applied has one; a refused action makes no
  /// update, and so no haptic.
  package let feedback: TapFeedback

  /// Whether the user's choices changed (what a `choices` observer is told about).
  package var choicesChanged: Bool { previous.selections != state.selections }

  /// How long the screen moves after the update, in seconds: the last ring's spin to end, or
  /// the transition; 0 for an update shown at once.
  package var animationDuration: Double {
    switch effect {
    case .show: 0
    case .spin(let spins): spins.map { $0.delay + $0.duration }.max() ?? 0
    case .showDetail(let transition), .showChooser(let transition): transition.duration
    }
  }
}

extension ChooserUpdate {
  /// The update that shows `event` taking the screen from `previous` to `state`, its motion
  /// reduced when the user asked for that and mirrored for a right-to-left `direction`, its
  /// announcement in `strings`' language.
  package static func after(
    _ event: Event, from previous: SessionState, to state: SessionState, reduceMotion: Bool,
    direction: ReadingDirection = .leftToRight, strings: ScreenStrings = .english
  ) -> ChooserUpdate {
    let effect: Effect
    var announcement: String?
    let feedback: TapFeedback
    switch event {
    case .randomize:
      let motion = RandomizeMotion.preferred(reduceMotion: reduceMotion)
      effect = .spin(
        motion.spins(from: previous.selections, to: state.selections, menu: state.menu))
      announcement = ChoicesAnnouncement.randomized(state, in: strings)
      feedback = ScreenButtonStyle.of(.randomize).feedback
    case .go:
      effect = .showDetail(
        .preferred(toDetail: true, reduceMotion: reduceMotion, direction: direction))
      feedback = ScreenButtonStyle.of(.go).feedback
    case .back:
      effect = .showChooser(
        .preferred(toDetail: false, reduceMotion: reduceMotion, direction: direction))
      feedback = ScreenButtonStyle.of(.back).feedback
    case .nav(let button):
      effect = .show
      feedback = ScreenButtonStyle.of(ScreenButton(button)).feedback
    case .tap, .select:
      effect = .show
      feedback = ScreenButtonStyle.ringFeedback
    }
    return ChooserUpdate(
      event: event, previous: previous, state: state, effect: effect,
      announcement: announcement, feedback: feedback)
  }
}
