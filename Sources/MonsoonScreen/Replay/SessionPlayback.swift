package import MonsoonEvents

/// A log played back on the screen: which step is shown, when the next one comes, and what
/// the screen does to show it; paused, stepped one event back or forth, and scrubbed.
///
/// The playback is a value driven by a clock its owner reads: the UIKit layer passes the
/// media time, a test passes numbers, so every decision is tested without waiting. Playing,
/// each event comes after the time the user took before it (`Speed`), and the screen shows
/// it as the user saw it: `PlaybackMove.play(_:)` carries the `ChooserUpdate` with its
/// spin, sound and transition. Stepping and scrubbing show the state at once
/// (`PlaybackMove.show(_:)`).
///
/// Animations never stack: at any speed an event comes only once the one before has finished
/// moving (its spin, its 0.4 s transition); a step asked for while one still moves, and steps
/// a late clock finds overdue, are shown at once, without animation. When the app leaves the
/// foreground the playback pauses (`leaveForeground()`), and on its return plays on from the
/// step shown (`returnToForeground(at:)`), with no burst of overdue events.
///
/// Apps play a log with `MonsoonUIKit`'s `ChooserPlaybackViewController`, which drives this
/// value (its calls are the package's own, not public).
public struct SessionPlayback: Sendable {
  /// How fast the log plays.
  package enum Speed: Hashable, Sendable, CaseIterable {
    /// The user's own pace: each event comes as long after the one before as it did then
    /// (a pause longer than ``PlaybackTiming/longestPause`` is shortened to it).
    case recorded
    /// Twice the user's pace.
    case double
    /// Four times the user's pace.
    case quadruple
    /// As fast as the animations allow: each event comes when the one before has finished
    /// moving on the screen.
    case fastest

    /// What the user's pace is divided by; `nil` for ``fastest``, which ignores it.
    package var factor: Double? {
      switch self {
      case .recorded: 1
      case .double: 2
      case .quadruple: 4
      case .fastest: nil
      }
    }

    /// The speed a tap on the speed button moves to: 1x, 2x, 4x, fastest, then 1x again.
    package var next: Speed {
      switch self {
      case .recorded: .double
      case .double: .quadruple
      case .quadruple: .fastest
      case .fastest: .recorded
      }
    }
  }

  /// The log played back.
  package let replayed: ReplayedLog
  /// The step shown: an index into the log's states, 0 for the state before its first event.
  package private(set) var step: Int
  /// How fast the log plays; changed while playing, the wait for the next event is measured
  /// again from the last one at the new speed.
  package var speed: Speed {
    didSet { scheduleNextStep() }
  }
  /// Whether Reduce Motion is on: the spin and the transitions are then their reduced
  /// variants, shorter, which ``Speed/fastest`` waits for.
  package var reduceMotion: Bool {
    didSet { scheduleNextStep() }
  }
  /// Which way the user's language reads: Go and Back are mirrored for right-to-left.
  package var direction: ReadingDirection
  /// The screen's texts in the user's language, for VoiceOver's announcements.
  package var strings: ScreenStrings
  /// When the shown step came, on the owner's clock (seconds), while playing.
  private var stepTime: Double?
  /// When the animation of the step shown ends, on the owner's clock (seconds); `nil` when
  /// the step was shown at once, without animation.
  private var animationEnd: Double?
  /// Whether the playback was playing when the app left the foreground, to play on when it
  /// returns.
  private var playsInForeground = false
  /// When the next step is due, on the owner's clock (seconds); `nil` when paused or at the end.
  package private(set) var nextStepTime: Double?
  /// How the playback ended, or `nil` while it plays back (paused too).
  package private(set) var ending: Ending?
  /// What happened that the app showing the playback has not yet been told (``takeNotices()``).
  private var notices: [Notice] = []

  /// How a playback ends.
  package enum Ending: Hashable, Sendable {
    /// Continue from here: the person holding the phone carries the session on from the
    /// step shown, whose seq this is; Done still closes the screen.
    case tookOver(seq: Int)
    /// Done (or VoiceOver's escape gesture): the screen is closed, and the log played back is
    /// left as it was.
    case closed
  }

  /// What a playback tells the app that shows it.
  package enum Notice: Hashable, Sendable {
    /// The last event came on the screen: played, stepped or scrubbed to from an earlier
    /// step (opening a log at its end is not reaching it).
    case reachedEnd
    /// Continue from here was tapped at the step of this seq.
    case tookOver(seq: Int)
    /// Done was tapped, or VoiceOver's escape gesture made: the app should close the screen.
    case closed
  }

  /// A playback of `replayed`, paused at `step` (0: before the first event).
  package init(
    _ replayed: ReplayedLog, at step: Int = 0, speed: Speed = .recorded,
    reduceMotion: Bool = false, direction: ReadingDirection = .leftToRight,
    strings: ScreenStrings = .english
  ) {
    self.replayed = replayed
    self.step = min(max(step, 0), replayed.log.records.count)
    self.speed = speed
    self.reduceMotion = reduceMotion
    self.direction = direction
    self.strings = strings
  }

  /// The state shown.
  package var state: SessionState { replayed.states[step] }
  /// The number of steps after the first: the log's events.
  package var lastStep: Int { replayed.log.records.count }
  /// Whether the log is playing (not paused, not at its end).
  package var isPlaying: Bool { stepTime != nil }
  /// Whether the last event is shown.
  package var isAtEnd: Bool { step == lastStep }
  /// Whether the log still plays back: not taken over, not closed. Once it has ended, playing,
  /// stepping and scrubbing do nothing.
  package var isPlayingBack: Bool { ending == nil }

  /// Ends the playback at the step shown (Continue from here): it stops, and the chooser
  /// takes the user's actions from that step on.
  /// - Returns: the seq the session carries on after, or `nil` when the playback had ended.
  package mutating func takeOver() -> Int? {
    guard isPlayingBack else { return nil }
    pause()
    ending = .tookOver(seq: state.seq)
    notices.append(.tookOver(seq: state.seq))
    return state.seq
  }

  /// Closes the playback (Done, or VoiceOver's escape gesture), whether it plays, is paused or
  /// was taken over: it stops for good, and the app is told to close the screen. Nothing is
  /// written to the log played back. Closing twice tells the app once.
  package mutating func close() {
    guard ending != .closed else { return }
    pause()
    ending = .closed
    notices.append(.closed)
  }

  /// What happened since the last call, in order, for the app showing the playback; each
  /// notice is returned once.
  package mutating func takeNotices() -> [Notice] {
    defer { notices = [] }
    return notices
  }

  /// Moves the shown step to `target`, noting when that brings the last event on the screen.
  private mutating func move(to target: Int) {
    let wasAtEnd = isAtEnd
    step = target
    if isAtEnd, !wasAtEnd { notices.append(.reachedEnd) }
  }

  /// Starts playing at `now`; at the end of the log, from its start. The first event comes
  /// after ``PlaybackTiming/leadIn``. A log without events has nothing to play.
  /// - Returns: the move to the start when playing starts over, else `nil`.
  package mutating func play(at now: Double) -> PlaybackMove? {
    guard lastStep > 0, isPlayingBack else { return nil }
    var move: PlaybackMove?
    if isAtEnd {
      step = 0
      animationEnd = nil
      move = .show(state)
    }
    // As if the shown step had come just long enough ago for the next to be due after the
    // lead-in: a change of speed then measures the wait again from there.
    stepTime = now + PlaybackTiming.leadIn - wait(before: step + 1)
    nextStepTime = max(now + PlaybackTiming.leadIn, animationEnd ?? now)
    return move
  }

  /// Stops playing; the step shown stays.
  package mutating func pause() {
    stepTime = nil
    nextStepTime = nil
  }

  /// The steps due by `now`, in order; playing stops after the last event. The last one due
  /// is the next event as the user saw it; when a late clock finds several due, those before
  /// it are shown at once (``PlaybackMove/show(_:)``), so that no event is skipped and no
  /// animation is stacked on another.
  package mutating func advance(to now: Double) -> [PlaybackMove] {
    var moves: [PlaybackMove] = []
    while let due = nextStepTime, due <= now {
      if let last = moves.popLast() { moves.append(.show(last.state)) }
      let update = update(toward: step + 1)
      moves.append(.play(update))
      move(to: step + 1)
      stepTime = due
      animationEnd = due + update.animationDuration
      if isAtEnd { pause() } else { scheduleNextStep() }
    }
    return moves
  }

  /// Shows the next event and pauses: as the user saw it, or at once, without animation,
  /// while the step shown still moves at `now` (never one animation on top of another).
  /// - Parameter now: the owner's clock (seconds).
  /// - Returns: its move, or `nil` at the end of the log.
  package mutating func stepForward(at now: Double) -> PlaybackMove? {
    pause()
    guard !isAtEnd, isPlayingBack else { return nil }
    let update = update(toward: step + 1)
    move(to: step + 1)
    if let animationEnd, animationEnd > now {
      self.animationEnd = nil
      return .show(state)
    }
    animationEnd = now + update.animationDuration
    return .play(update)
  }

  /// Shows the state before the shown event, at once, and pauses.
  /// - Returns: its move, or `nil` at the start of the log.
  package mutating func stepBack() -> PlaybackMove? {
    pause()
    guard step > 0, isPlayingBack else { return nil }
    step -= 1
    animationEnd = nil
    return .show(state)
  }

  /// Pauses because the app leaves the foreground (UIKit's `didEnterBackground`): nothing is
  /// due while the app is away, and the animation under way is over when it returns.
  package mutating func leaveForeground() {
    if isPlaying { playsInForeground = true }
    pause()
    animationEnd = nil
  }

  /// Plays on from the step shown, after the lead-in, if the playback was playing when the
  /// app left the foreground (``leaveForeground()``); a playback paused then stays paused.
  /// The events that would have come while the app was away are not made up for.
  /// - Parameter now: the owner's clock (seconds).
  package mutating func returnToForeground(at now: Double) {
    guard playsInForeground else { return }
    playsInForeground = false
    _ = play(at: now)
  }

  /// Shows a step at once; playing goes on from there. Once the playback has ended, the step
  /// shown stays.
  /// - Parameters:
  ///   - target: the step to show, clamped to the log's steps.
  ///   - now: the owner's clock, for the wait before the next event.
  package mutating func scrub(to target: Int, at now: Double) -> PlaybackMove {
    guard isPlayingBack else { return .show(state) }
    move(to: min(max(target, 0), lastStep))
    animationEnd = nil
    if isAtEnd {
      pause()
    } else if isPlaying {
      stepTime = now
      scheduleNextStep()
    }
    return .show(state)
  }

  /// The update that takes the screen from the state before `target` to it.
  private func update(toward target: Int) -> ChooserUpdate {
    ChooserUpdate.after(
      replayed.log.records[target - 1].event, from: replayed.states[target - 1],
      to: replayed.states[target], reduceMotion: reduceMotion, direction: direction,
      strings: strings)
  }

  /// Sets when the step after the shown one is due, while playing: after the wait at the
  /// playback's speed, and never before the step shown has finished moving.
  private mutating func scheduleNextStep() {
    guard let stepTime, !isAtEnd else {
      nextStepTime = nil
      return
    }
    nextStepTime = max(stepTime + wait(before: step + 1), animationEnd ?? stepTime)
  }

  /// How long the step before `target` stays on the screen before `target` comes, at the
  /// playback's speed, leaving aside how long it moves (``scheduleNextStep()`` waits for that).
  private func wait(before target: Int) -> Double {
    guard target > 0, target <= lastStep else { return 0 }
    let shown = target - 1
    guard let factor = speed.factor else { return PlaybackTiming.shortestPause }
    let records = replayed.log.records
    return PlaybackTiming.pause(
      from: shown > 0 ? records[shown - 1].time : nil, to: records[target - 1].time,
      factor: factor)
  }
}
