#if canImport(UIKit)
  public import MonsoonEvents
  public import MonsoonScreen
  import UIKit

  // A log on the real screen: opened at a step and carried on from there, or played back by a
  // ChooserPlaybackViewController, which shows each move through showPlayback(_:). Which state,
  // which step and when are ReplayedLog's and SessionPlayback's decisions (MonsoonScreen); this
  // file only shows them.
  extension ChooserViewController {
    /// A chooser showing `log` as it was after `seq` (the state `monsoon-replay replay --at`
    /// prints: selections, navigation taps, and the detail screen if the log was on it then),
    /// whose next actions carry the session on in memory from there. The log's file is never
    /// written to; ``exportLog()`` shares the carried-on log, which holds the log's events up
    /// to `seq` and the new ones after them.
    /// - Parameters:
    ///   - log: the log, read with ``ReplayedLog`` (from a file, or from bytes).
    ///   - seq: the step to open at; `nil` for the end of the log, 0 for its start.
    /// - Throws: ``ReplayedLogError`` for a seq the log cannot show: below 0, or past its last
    ///   event.
    public convenience init(replaying log: ReplayedLog, at seq: Int? = nil)
      throws(ReplayedLogError)
    {
      self.init(session: try log.continuing(at: seq))
    }

    /// Reads the log file at `path` off the main thread (``ReplayedLog/read(fileAt:mode:)``)
    /// and makes a chooser that shows it after `seq`, as ``init(replaying:at:)`` does.
    /// - Throws: ``ReplayedLogError`` naming the file and, for a damaged log, the line.
    public static func replaying(
      logFileAt path: String, at seq: Int? = nil, mode: ReplayMode = .strict
    ) async throws(ReplayedLogError) -> ChooserViewController {
      let log = try await ReplayedLog.read(fileAt: path, mode: mode)
      return try ChooserViewController(replaying: log, at: seq)
    }

    /// Shows one move of a playback: an event as the user saw it (without its haptic, and
    /// without telling the delegate), or a state at once. From the first move on, every action
    /// of the person holding the phone is refused, until ``endPlayback(continuing:)``.
    func showPlayback(_ move: PlaybackMove) {
      playbackState = move.state
      switch move {
      case .play(let update):
        apply(update, playedBack: true)
      case .show(let state):
        show(state)
        stopSpinsAtOnce()
        syncScreen(with: state)
      }
    }

    /// Brings in or takes away the detail screen at once; while a push, pop, presentation or
    /// dismissal still runs, as soon as it ends (UIKit cannot stop one half-way), so that no
    /// change of screen is stacked on another.
    private func syncScreen(with state: SessionState) {
      let running =
        (navigationController ?? self).transitionCoordinator
        ?? presentedViewController?.transitionCoordinator
      let queued =
        running?.animate(alongsideTransition: nil) { [weak self] _ in
          // A later move shows its own state.
          guard let self, playbackState == state else { return }
          syncScreenNow(with: state)
        } ?? false
      if !queued { syncScreenNow(with: state) }
    }

    /// Ends the playback: the screen shows `session`, which carries the log on from the step
    /// shown, and takes the user's actions again.
    func endPlayback(continuing session: ChooserSession) {
      playbackState = nil
      replaceSession(with: session)
    }

    /// Brings in or takes away the detail screen, at once, so that the screen is the one
    /// `state` is on; a detail screen already shown lists `state`'s choices.
    private func syncScreenNow(with state: SessionState) {
      let shown =
        presentedViewController as? ChoicesViewController
        ?? navigationController?.viewControllers.lazy.compactMap { $0 as? ChoicesViewController }
        .first
      switch (state.screen, shown) {
      case (.detail, let detail?):
        detail.state = state
      case (.detail, nil):
        showDetail(
          state,
          .preferred(
            toDetail: true, reduceMotion: UIAccessibility.isReduceMotionEnabled,
            direction: readingDirection),
          animated: false)
      case (.chooser, _?):
        if let navigation = navigationController, navigation.topViewController !== self,
          navigation.viewControllers.contains(self)
        {
          navigation.popToViewController(self, animated: false)
        } else {
          presentedViewController?.dismiss(animated: false)
        }
      case (.chooser, nil):
        break
      }
    }
  }
#endif
