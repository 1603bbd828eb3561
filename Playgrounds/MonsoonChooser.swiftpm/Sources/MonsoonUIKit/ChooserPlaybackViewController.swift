#if canImport(UIKit)
  // public import MonsoonScreen
  import QuartzCore
  public import UIKit

  /// A log played back on the real screen: the chooser (and its detail screen) shows each
  /// event as the user saw it, with the ring animations, the Randomize spin and its sound, and
  /// the Go and Back transitions, at the recorded pace, 2x, 4x or as fast as the animations
  /// allow. A bar at the bottom pauses, steps one event back or forth, scrubs, changes the
  /// speed, and ends the playback (Continue from here), after which the person holding the
  /// phone carries the session on in memory from the step shown. Done, there from the start,
  /// and VoiceOver's escape gesture (a two-finger Z) close the screen: the app hears it
  /// through ``onClosed`` (and ``onTookOver``, ``onReachedEnd`` for the other two moments);
  /// the log played back is never written.
  ///
  /// While the log plays (paused too), the screen refuses every tap, says so on the screen and
  /// to VoiceOver, and records nothing; the delegate of ``chooser`` hears nothing until the
  /// playback ends. Which step shows, and when, is ``SessionPlayback``'s decision (tested on
  /// Linux), as are what the bar shows (``PlaybackBarContent``), when the end is reached and
  /// what Done does (``SessionPlayback/close()``); this controller reads the clock and shows
  /// the moves.
  ///
  /// ```swift
  /// let log = try await ReplayedLog.read(fileAt: url)  // a file URL (MonsoonFoundation)
  /// let player = try ChooserPlaybackViewController(playing: log)
  /// player.onClosed = { [weak self] in self?.dismiss(animated: true) }
  /// present(player, animated: true)
  /// ```
  public final class ChooserPlaybackViewController: UIViewController {
    /// The chooser the log plays on; set its delegate to hear the actions after the playback
    /// ends.
    public let chooser: ChooserViewController
    /// The playback: the step shown, the speed, and when the next event comes.
    public private(set) var playback: SessionPlayback
    /// Whether the log starts playing when the screen appears.
    private let playsOnAppear: Bool
    private let navigation: UINavigationController
    private let bar = PlaybackBarView()
    /// Fires when the next event is due.
    private var timer: Timer?

    /// Called once the playback is closed (Done, or VoiceOver's escape gesture): the app
    /// takes the screen away. When `nil`, the controller dismisses itself if it was presented.
    public var onClosed: (() -> Void)?
    /// Called when the user takes over (Continue from here), with the seq of the step shown:
    /// the chooser carries the session on in memory from there.
    public var onTookOver: ((Int) -> Void)?
    /// Called each time the log's last event comes on the screen, played, stepped or scrubbed
    /// to (``SessionPlayback/Notice/reachedEnd``).
    public var onReachedEnd: (() -> Void)?

    /// A playback of `log` from its start, before its first event, playing unless `autoplay`
    /// is off.
    /// - Parameters:
    ///   - log: the log, read with ``ReplayedLog``.
    ///   - autoplay: whether playing starts when the screen appears (as it does for every
    ///     playback unless told otherwise); `false`: it waits for Play.
    public convenience init(playing log: ReplayedLog, autoplay: Bool = true) {
      self.init(log, step: 0, session: log.continuingFromStart, autoplay: autoplay)
    }

    /// A playback of `log` that starts at `seq`, playing from there unless `autoplay` is off.
    /// - Parameters:
    ///   - log: the log, read with ``ReplayedLog``.
    ///   - seq: the step to show first, as `replay --at` would: the state after the last
    ///     event whose seq is at most `seq`.
    ///   - autoplay: whether playing starts when the screen appears (as it does for every
    ///     playback unless told otherwise); `false`: the step stays until Play.
    /// - Throws: ``ReplayedLogError`` for a seq the log cannot show.
    public convenience init(playing log: ReplayedLog, at seq: Int, autoplay: Bool = true)
      throws(ReplayedLogError)
    {
      self.init(
        log, step: try log.step(at: seq), session: try log.continuing(at: seq),
        autoplay: autoplay)
    }

    private init(_ log: ReplayedLog, step: Int, session: ChooserSession, autoplay: Bool) {
      chooser = ChooserViewController(session: session)
      playback = SessionPlayback(log, at: step)
      playsOnAppear = autoplay
      navigation = UINavigationController(rootViewController: chooser)
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .fullScreen
    }

    @available(*, unavailable, message: "made in code, from a log")
    public required init?(coder: NSCoder) {
      return nil
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      addChild(navigation)
      view.addSubview(navigation.view)
      navigation.didMove(toParent: self)
      view.addSubview(bar)
      view.backgroundColor = UIColor(traitCollection.monsoonTheme.surface)
      chooser.onRefusedAction = { [weak self] in self?.sayTapsAreOff() }
      bar.playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
      bar.stepBackButton.addTarget(self, action: #selector(stepBackTapped), for: .touchUpInside)
      bar.stepForwardButton.addTarget(
        self, action: #selector(stepForwardTapped), for: .touchUpInside)
      bar.speedButton.addTarget(self, action: #selector(speedTapped), for: .touchUpInside)
      bar.takeOverButton.addTarget(self, action: #selector(takeOverTapped), for: .touchUpInside)
      bar.doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
      bar.scrubber.addTarget(self, action: #selector(scrubbed), for: .valueChanged)
      NotificationCenter.default.addObserver(
        self, selector: #selector(reduceMotionChanged),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: #selector(didEnterBackground),
        name: UIApplication.didEnterBackgroundNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: #selector(willEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
      readSettings()
      chooser.showPlayback(.show(playback.state))
      showBar()
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if playsOnAppear, playback.isPlayingBack, !playback.isPlaying, !playback.isAtEnd { play() }
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      pause()
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let layout = PlaybackBarLayout(
        size: Size(view.bounds.size), insets: SafeAreaInsets(view.safeAreaInsets),
        direction: ReadingDirection(view.effectiveUserInterfaceLayoutDirection),
        showsPlaybackControls: playback.isPlayingBack,
        textSize: TextSize(traitCollection.preferredContentSizeCategory), strings: .localized,
        measurer: UIKitTextMeasurer(traitCollection))
      navigation.view.frame = CGRect(layout.content)
      bar.place(layout)
    }

    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      if traitCollection.changesText(from: previous) { view.setNeedsLayout() }
      readSettings()
      view.backgroundColor = UIColor(traitCollection.monsoonTheme.surface)
      bar.applyColors(traitCollection.monsoonTheme)
    }

    /// Plays from the step shown (from the start, at the end of the log).
    public func play() {
      if let move = playback.play(at: CACurrentMediaTime()) { chooser.showPlayback(move) }
      scheduleNextStep()
      showBar()
    }

    /// Pauses; the step shown stays.
    public func pause() {
      playback.pause()
      scheduleNextStep()
      showBar()
    }

    /// Closes the playback, as Done does: it stops for good and ``onClosed`` is called (or,
    /// without it, the controller dismisses itself). The log played back is left as it was.
    public func close() {
      playback.close()
      scheduleNextStep()
      showBar()
    }

    /// VoiceOver's escape gesture closes the playback, as Done does.
    // UIKit declares it without main-actor isolation in SDKs before Xcode 16's and with it
    // since; a nonisolated override is right under both. VoiceOver calls it on the main thread.
    public override nonisolated func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { close() }
      return true
    }

    // MARK: The clock

    /// Waits for the next event, if the playback has one due. The timer holds the controller
    /// weakly: a playback taken off the screen is released, and its timer does nothing.
    private func scheduleNextStep() {
      timer?.invalidate()
      timer = nil
      guard let due = playback.nextStepTime else { return }
      timer = Timer.scheduledTimer(
        withTimeInterval: max(0, due - CACurrentMediaTime()), repeats: false
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.stepsFellDue() }
      }
    }

    private func stepsFellDue() {
      for move in playback.advance(to: CACurrentMediaTime()) { chooser.showPlayback(move) }
      scheduleNextStep()
      showBar()
    }

    // MARK: The bar

    @objc private func playTapped() {
      if playback.isPlaying { pause() } else { play() }
    }

    @objc private func stepBackTapped() {
      if let move = playback.stepBack() { chooser.showPlayback(move) }
      scheduleNextStep()
      showBar()
    }

    @objc private func stepForwardTapped() {
      if let move = playback.stepForward(at: CACurrentMediaTime()) { chooser.showPlayback(move) }
      scheduleNextStep()
      showBar()
    }

    @objc private func speedTapped() {
      playback.speed = playback.speed.next
      scheduleNextStep()
      showBar()
    }

    @objc private func scrubbed() {
      let target = Int(bar.scrubber.value.rounded())
      guard target != playback.step else { return }
      chooser.showPlayback(playback.scrub(to: target, at: CACurrentMediaTime()))
      scheduleNextStep()
      showBar()
    }

    /// Ends the playback: the chooser takes the user's actions from the step shown, recording
    /// them in memory after the log's events up to it; the bar keeps Done alone.
    @objc private func takeOverTapped() {
      guard playback.isPlayingBack,
        let session = try? playback.replayed.continuing(at: playback.state.seq)
      else { return }
      _ = playback.takeOver()
      scheduleNextStep()
      chooser.endPlayback(continuing: session)
      showBar()
      view.setNeedsLayout()
    }

    @objc private func doneTapped() {
      close()
    }

    /// Says, on the screen and to VoiceOver, that taps do nothing while the log plays back.
    private func sayTapsAreOff() {
      let text = ScreenStrings.localized[.playbackRefusedTap]
      bar.flash(text)
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Shows the playback's step, speed and state on the bar, then tells the app what
    /// happened (``SessionPlayback/takeNotices()``).
    private func showBar() {
      bar.show(PlaybackBarContent(playback, strings: .localized))
      for notice in playback.takeNotices() {
        switch notice {
        case .reachedEnd: onReachedEnd?()
        case .tookOver(let seq): onTookOver?(seq)
        case .closed:
          if let onClosed {
            onClosed()
          } else {
            presentingViewController?.dismiss(animated: true)
          }
        }
      }
    }

    /// Takes the user's motion, direction and language for the animations and announcements.
    private func readSettings() {
      playback.reduceMotion = UIAccessibility.isReduceMotionEnabled
      playback.direction = ReadingDirection(view.effectiveUserInterfaceLayoutDirection)
      playback.strings = .localized
      scheduleNextStep()
    }

    @objc private func reduceMotionChanged() {
      readSettings()
    }

    /// The app left the foreground: the playback pauses (``SessionPlayback/leaveForeground()``).
    @objc private func didEnterBackground() {
      playback.leaveForeground()
      scheduleNextStep()
      showBar()
    }

    /// The app is back: a playback that was playing goes on from the step shown, with no burst
    /// of the events that would have come meanwhile.
    @objc private func willEnterForeground() {
      playback.returnToForeground(at: CACurrentMediaTime())
      scheduleNextStep()
      showBar()
    }
  }
#endif
