#if canImport(UIKit)
  public import Foundation
  public import MonsoonEvents
  public import MonsoonScreen
  public import UIKit

  /// The chooser screen: a navigation bar (Search, Calendar, Compass, Menu), one
  /// ``ChoiceRingControl`` per prompt, Randomize (spin and sound) and Go, which brings in a
  /// ``ChoicesViewController`` listing the choices.
  ///
  /// Every action goes through its ``ChooserSession`` and so into the session's log, which
  /// `monsoon-replay` replays bit for bit. Create it over a log file (resumed when it exists)
  /// or in memory, from code or from a storyboard. Read the user's choices from ``choices``,
  /// and hear about changes through ``delegate``.
  public final class ChooserViewController: UIViewController {
    /// The session every action is recorded in.
    public private(set) var session: ChooserSession

    /// Told about changed choices, navigation bar taps and failures.
    public weak var delegate: (any ChooserViewControllerDelegate)?

    /// For a storyboard: the name of a log file in the app's Documents folder to record into
    /// (resumed when it exists), opened when the view loads. Empty: the session is kept in
    /// memory.
    @IBInspectable public var logFileName: String = ""

    /// Whether the chooser may set the app's audio session for Randomize's sound: when the app
    /// has left it in the system's default category (solo ambient, which stops other apps'
    /// audio), the first sound moves it to ambient, so the sound mixes with the user's music
    /// and keeps quiet when the ring/silent switch is set; a category the app chose is never
    /// changed. `false`: the session is left alone, and the sound plays in whatever category
    /// the app's session has.
    public var setsAmbientAudioSession: Bool {
      get { sound.configuresSession }
      set { sound.configuresSession = newValue }
    }

    /// Whether Go may make the chooser the delegate of its navigation controller, when that
    /// controller has none, to push the detail screen with the screen's own transition and
    /// record Back dragged from the edge. The chooser then answers only for its own push and
    /// pop (UIKit's defaults for every other screen), and the delegate is weak: it ends with
    /// the chooser. `false`, or a navigation controller with a delegate of the app's: Go
    /// presents the detail screen over the chooser instead, and the delegate is never touched.
    public var becomesNavigationDelegate = true

    /// VoiceOver's hints for the navigation bar's buttons: say what each does in your app
    /// (`NavigationHints([.menu: "Shares this session's log."])`); a button without one says
    /// only that the chooser counts the tap.
    public var navigationHints = NavigationHints() {
      didSet { applyNavigationHints() }
    }

    /// The user's choices, one per prompt, in prompt order.
    public var choices: [Choice] { session.state.choices }

    /// The colours and text styles of the current appearance, light or dark.
    private var theme: Theme { traitCollection.monsoonTheme }
    /// Everything on the screen: it scrolls when the screen is too short for the layout.
    private let content = ScreenScrollView()
    private let navBar = UIView()
    private let navHairline = UIView()
    private let navButtons = NavButton.allCases.map { ThemedButton(ScreenButton($0)) }
    private var rings: [ChoiceRingControl] = []
    private let randomizeButton = ThemedButton(.randomize)
    private let goButton = ThemedButton(.go)
    private let problemLabel = UILabel()
    /// Randomize's sound, its audio work on a queue of its own.
    let sound = RandomizeSoundPlayer()
    /// The rings' spins under way: a change mid-spin starts from where the rings are now.
    private var spinningRings = SpinningRings()
    private let feedback = TapFeedbackPlayer()
    /// The transition the next push, pop, presentation or dismissal plays.
    var pendingTransition = ScreenTransition.go
    /// Back dragged from the detail screen's leading edge, while the finger is down.
    var interactiveBack: UIPercentDrivenInteractiveTransition?
    /// Whether the navigation controller's bar was hidden before the chooser hid it.
    private var navigationBarWasHidden: Bool?
    /// The log file to record into, opened off the main thread once the view has loaded.
    private var logToOpen: (path: String, menu: ChooserMenu?, formatVersion: LogFormatVersion)?
    /// Where opening the log file is: the screen shows no controls and takes no action while
    /// it opens (`ChooserLogOpening`).
    private var logOpening = ChooserLogOpening.open {
      didSet { applyLogOpening() }
    }
    /// The seed of the log file to open when it is new; `nil` for a random one.
    private var newLogSeed: UInt64?
    /// Tells the delegate of the session's write failure, once, if there is one; it holds the
    /// session's failure stream, not the session, so a chooser that goes away lets the session
    /// close.
    private var writeFailureWatch: WriteFailureWatch?
    /// While a log plays back on this screen (``ChooserPlaybackViewController``), the state the
    /// playback shows; every action is refused then. `nil` when the person holding the phone
    /// drives the screen.
    var playbackState: SessionState?
    /// Called when an action is refused because a log plays back.
    var onRefusedAction: (@MainActor () -> Void)?
    /// What the chooser changed on the app around it, put back as it leaves (``HostChanges``).
    var hostChanges = HostChanges()
    /// The navigation controller the chooser pushed its detail screen on, whose gesture and
    /// delegate it may have changed.
    weak var hostNavigation: UINavigationController?

    /// A chooser over `session`.
    public init(session: ChooserSession) {
      self.session = session
      super.init(nibName: nil, bundle: nil)
      watchWriteFailures()
    }

    /// A chooser recording into the log file at `path`, which it opens off the main thread
    /// when its view loads: an existing log is resumed after its last event (on the detail
    /// screen, if it ended there), a new one gets `seed` (a random one when `nil`), `menu`
    /// (the standard menu when `nil`) and `formatVersion`'s rules (a launch argument,
    /// ``ChooserLaunchOptions/logVersion``, sets it for a UI test of an older log). The screen
    /// takes no touch, and shows VoiceOver and UI
    /// tests no element, until the log is open. A log that cannot be opened (not a valid log,
    /// no room) is reported to the ``delegate`` as a `SessionLogFileError`, and the session is
    /// kept in memory.
    public convenience init(
      logFileAt path: String, menu: ChooserMenu? = nil, seed: UInt64? = nil,
      formatVersion: LogFormatVersion = .current
    ) {
      self.init(menu: menu, seed: seed ?? .random(in: 0 ... .max), formatVersion: formatVersion)
      logToOpen = (path, menu, formatVersion)
      newLogSeed = seed
    }

    /// A chooser recording in memory, with `menu` (the standard menu when `nil`), `seed` and
    /// `formatVersion`'s rules.
    public convenience init(
      menu: ChooserMenu? = nil, seed: UInt64 = .random(in: 0 ... .max),
      formatVersion: LogFormatVersion = .current
    ) {
      self.init(
        session: .inMemory(
          header: LogHeader(seed: seed, customMenu: menu, formatVersion: formatVersion)))
    }

    /// A chooser from a storyboard: in memory, or recording into ``logFileName``.
    public required init?(coder: NSCoder) {
      session = .inMemory(header: LogHeader(seed: .random(in: 0 ... .max)))
      super.init(coder: coder)
      watchWriteFailures()
    }

    /// Replaces the chooser's session: from now on the screen shows `session` and records
    /// into it (for example a log file chosen after the storyboard made this controller). The
    /// session it replaces is closed, so its log file is flushed and can be opened again.
    public func replaceSession(with session: ChooserSession) {
      close(self.session)
      self.session = session
      watchWriteFailures()
      if isViewLoaded { rebuildRings() }
      if viewIfLoaded?.window != nil { showRecordedScreen() }
    }

    // MARK: Views

    public override func viewDidLoad() {
      super.viewDidLoad()
      if !logFileName.isEmpty,
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
          .first
      {
        logToOpen = (documents.appendingPathComponent(logFileName).path, nil, .current)
      }
      if let logToOpen {
        openInBackground(
          logToOpen.path, menu: logToOpen.menu, formatVersion: logToOpen.formatVersion)
      }
      view.addSubview(content)
      content.addSubview(navBar)
      content.addSubview(navHairline)
      // The screen's heading, for VoiceOver's rotor: read on the bar, before its buttons.
      navBar.isAccessibilityElement = true
      navBar.accessibilityTraits = .header
      navBar.accessibilityLabel = ScreenStrings.localized[ScreenHeading.text(of: .chooser)]
      applyNavigationHints()
      for button in navButtons {
        button.addTarget(self, action: #selector(navTapped(_:)), for: .touchUpInside)
        content.addSubview(button)
      }
      randomizeButton.addTarget(self, action: #selector(randomizeTapped), for: .touchUpInside)
      goButton.addTarget(self, action: #selector(goTapped), for: .touchUpInside)
      for control in navButtons + [randomizeButton, goButton] {
        control.addTarget(self, action: #selector(touchBegan), for: .touchDown)
      }
      content.addSubview(randomizeButton)
      content.addSubview(goButton)
      problemLabel.numberOfLines = 0
      problemLabel.textAlignment = .center
      view.addSubview(problemLabel)
      applyColors()
      rebuildRings()
      NotificationCenter.default.addObserver(
        self, selector: #selector(flushLog), name: UIApplication.willResignActiveNotification,
        object: nil)
    }

    /// Opens the log file at `path` on a thread of its own and records into it from then on;
    /// meanwhile the screen shows no controls, takes no touch, and hides its elements from
    /// VoiceOver and UI tests (`ChooserLogOpening`).
    private func openInBackground(
      _ path: String, menu: ChooserMenu?, formatVersion: LogFormatVersion
    ) {
      logToOpen = nil
      logOpening = .opening
      let seed = newLogSeed
      Task { [weak self] in
        do {
          let file = try await ChooserSession.recordingInBackground(
            toFileAt: path, seed: { seed ?? .random(in: 0 ... .max) }, menu: menu,
            formatVersion: formatVersion)
          guard let self else {
            try? await file.closeInBackground()
            return
          }
          replaceSession(with: file)
          logOpening = .open
        } catch {
          guard let self else { return }
          logOpening = .failed
          delegate?.chooserViewController(self, didFail: error)
        }
      }
    }

    /// Shows the controls and takes actions, or not, as ``logOpening`` says.
    private func applyLogOpening() {
      guard isViewLoaded else { return }
      view.isUserInteractionEnabled = logOpening.takesActions
      view.accessibilityElementsHidden = !logOpening.takesActions
      view.setNeedsLayout()
    }

    /// Closes a session this controller lets go of, off the main thread, telling the
    /// delegate if its log could not be written.
    private func close(_ session: ChooserSession) {
      Task { [weak self] in
        do {
          try await session.closeInBackground()
        } catch {
          if let self { delegate?.chooserViewController(self, didFail: error) }
        }
      }
    }

    /// Tells the delegate, once, when the session's log can no longer be written: the
    /// session goes on in memory, and the log stays valid up to its last written event.
    private func watchWriteFailures() {
      writeFailureWatch = WriteFailureWatch(session) { [weak self] failure in
        guard let self else { return }
        delegate?.chooserViewController(self, didFail: failure)
      }
    }

    /// Ends the session, off the main thread: its log is written, flushed and let go, so the
    /// file can be opened again (by this app, or by a new chooser); the screen then refuses
    /// every action. A chooser that goes away closes its session too (once nothing else holds
    /// the session), flushing its log on the thread that lets it go.
    /// - Throws: `SessionStoreError` when the log could not be written; it is closed anyway.
    public func closeSession() async throws {
      try await session.closeInBackground()
    }

    /// One ring per prompt of the session's menu.
    private func rebuildRings() {
      for ring in rings { ring.removeFromSuperview() }
      spinningRings = SpinningRings()
      rings = session.state.menu.prompts.enumerated().map { index, prompt in
        let ring = ChoiceRingControl()
        ring.tag = index
        ring.accessibilityIdentifier = ScreenElement.ring(prompt: index).accessibilityIdentifier
        ring.promptTitle = prompt.id
        ring.options = prompt.options
        ring.addTarget(self, action: #selector(ringChanged(_:)), for: .valueChanged)
        ring.addTarget(self, action: #selector(touchBegan), for: .touchDown)
        content.addSubview(ring)
        return ring
      }
      show(session.state)
      view.setNeedsLayout()
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let layout: ScreenLayout
      do {
        layout = try ScreenLayout.adaptive(
          size: Size(view.bounds.size), insets: SafeAreaInsets(view.safeAreaInsets),
          menu: session.state.menu,
          textSize: TextSize(traitCollection.preferredContentSizeCategory),
          strings: .localized, measurer: UIKitTextMeasurer(traitCollection)
        ).reading(readingDirection)
      } catch {
        // The sentence for the user; the error's own description is the developer's.
        showProblem(ScreenStrings.localized.screenTooSmall(Size(view.bounds.size)))
        return
      }
      problemLabel.isHidden = true
      content.isHidden = !logOpening.showsControls
      content.holdContent(of: layout, in: view.bounds)
      navBar.frame = CGRect(layout.navBarBackground)
      navHairline.frame = CGRect(
        x: layout.navBar.x, y: layout.navBar.maxY, width: layout.navBar.width,
        height: 1 / traitCollection.displayScale)
      for (button, place) in zip(navButtons, layout.navButtons) { button.place(place) }
      for (ring, control) in zip(rings, layout.controls) {
        let cell = control.cellFrame
        ring.frame = CGRect(cell)
        ring.layoutModel = control.moved(dx: -cell.x, dy: -cell.y)
      }
      randomizeButton.place(layout.randomize)
      goButton.place(layout.go)
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      showRecordedScreen()
    }

    /// Brings in the detail screen, at once, when the session is on it (a log resumed after
    /// the app was closed there): the chooser accepts nothing on that screen but Back.
    /// While a log plays back, the screen is the one the playback shows.
    func showRecordedScreen() {
      let shown = playbackState ?? session.state
      guard shown.screen == .detail, !isShowingDetail else { return }
      showDetail(
        shown,
        .preferred(
          toDetail: true, reduceMotion: UIAccessibility.isReduceMotionEnabled,
          direction: readingDirection),
        animated: false)
    }

    // The chooser draws its own bar: the navigation controller's is hidden while the chooser
    // or its detail screen is on top, and shown again as it was when the chooser leaves.

    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let navigation = navigationController else { return }
      if navigationBarWasHidden == nil { navigationBarWasHidden = navigation.isNavigationBarHidden }
      navigation.setNavigationBarHidden(true, animated: animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard let navigation = navigationController, !isShowingDetail,
        let wasHidden = navigationBarWasHidden
      else { return }
      navigation.setNavigationBarHidden(wasHidden, animated: animated)
      navigationBarWasHidden = nil
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      restoreHost(after: self)
    }

    public override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      // Taken off its navigation controller, the chooser's own pop or a pop to root past it.
      if parent == nil { restoreHost(.popped) }
    }

    deinit {
      var changes = hostChanges
      let restoration = changes.restore(at: .released)
      guard restoration != HostChanges.Restoration() else { return }
      let navigation = hostNavigation
      let sound = sound
      Task { @MainActor in
        if let move = restoration.audioCategory { sound.undo(move) }
        if let enabled = restoration.popGestureEnabled {
          navigation?.interactivePopGestureRecognizer?.isEnabled = enabled
        }
      }
    }

    /// Puts back what the chooser changed on the app at `moment` (``HostChanges``).
    func restoreHost(_ moment: HostChanges.Moment) {
      let restoration = hostChanges.restore(at: moment)
      if let enabled = restoration.popGestureEnabled {
        hostNavigation?.interactivePopGestureRecognizer?.isEnabled = enabled
      }
      if restoration.clearsNavigationDelegate, hostNavigation?.delegate === self {
        hostNavigation?.delegate = nil
      }
      if let move = restoration.audioCategory { sound.undo(move) }
    }

    /// Puts back what the moment `screen` (the chooser or its detail screen) left the screen
    /// at asks for, as UIKit describes its leaving.
    func restoreHost(after screen: UIViewController) {
      let navigation = screen.navigationController
      let moment = HostChanges.Moment.disappearance(
        isDetail: screen !== self, isMovingFromParent: screen.isMovingFromParent,
        isBeingDismissed: screen.isBeingDismissed,
        navigationIsBeingDismissed: navigation?.isBeingDismissed == true
          || navigation?.isMovingFromParent == true,
        isDetailShown: isShowingDetail)
      if let moment { restoreHost(moment) }
    }

    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      if traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
        applyColors()
        setNeedsStatusBarAppearanceUpdate()
      }
      if traitCollection.changesText(from: previous) {
        view.setNeedsLayout()
      }
    }

    /// Gives each navigation button its hint from ``navigationHints``.
    private func applyNavigationHints() {
      for (button, navButton) in zip(navButtons, NavButton.allCases) {
        button.accessibilityHint = navigationHints.hint(for: navButton, in: .localized)
      }
    }

    /// Colours the screen's own views in the current theme (the buttons and rings colour
    /// themselves).
    private func applyColors() {
      view.backgroundColor = UIColor(theme.background)
      navBar.backgroundColor = UIColor(theme.surface)
      navHairline.backgroundColor = UIColor(theme.muted)
      problemLabel.textColor = UIColor(theme.secondaryInk)
    }

    /// Dark symbols on the light theme, light ones on the dark theme.
    public override var preferredStatusBarStyle: UIStatusBarStyle {
      UIStatusBarStyle(InterfaceStyle(traitCollection.userInterfaceStyle).statusBarContent)
    }

    private func showProblem(_ text: String) {
      problemLabel.text = text
      problemLabel.frame = view.bounds.insetBy(dx: 16, dy: 16)
      problemLabel.isHidden = false
      // No live controls under the explanation.
      content.isHidden = true
      view.bringSubviewToFront(problemLabel)
    }

    /// Stops every ring's spin under way: a state shown at once (a playback's step asked for)
    /// shows each ring's choice without waiting for the spin to end.
    func stopSpinsAtOnce() {
      for control in spinningRings.showAtOnce(at: CACurrentMediaTime())
      where rings.indices.contains(control) {
        rings[control].stopSpin()
      }
    }

    /// Shows `state`: every ring's choice and every navigation button's tap count.
    func show(_ state: SessionState) {
      for (ring, selected) in zip(rings, state.selections) { ring.selectedIndex = selected }
      for (button, navButton) in zip(navButtons, NavButton.allCases) {
        button.showBadge(count: state.navTaps[navButton])
      }
    }

    // MARK: Actions, all through the session

    @objc private func touchBegan() {
      feedback.prepare()
    }

    @objc private func ringChanged(_ ring: ChoiceRingControl) {
      perform(.choose(prompt: ring.tag, option: ring.selectedIndex))
    }

    @objc private func navTapped(_ button: ThemedButton) {
      guard let index = navButtons.firstIndex(of: button) else { return }
      perform(.nav(NavButton.allCases[index]))
    }

    @objc private func randomizeTapped() {
      perform(.randomize)
    }

    @objc private func goTapped() {
      perform(.go)
    }

    func perform(_ action: ChooserAction) {
      if let shown = playbackState {
        // The ring a tap moved goes back to the log's option.
        show(shown)
        onRefusedAction?()
        return
      }
      let update: ChooserUpdate
      do {
        update = try session.perform(
          action, reduceMotion: UIAccessibility.isReduceMotionEnabled,
          direction: readingDirection, strings: .localized)
      } catch {
        show(session.state)
        delegate?.chooserViewController(self, didFail: error)
        return
      }
      apply(update)
    }

    /// Shows an update the way it says: simply, spinning with its sound, or moving to or from
    /// the detail screen.
    /// - Parameter playedBack: whether the update is a log's event played back: no haptic then,
    ///   and the delegate hears nothing (the person holding the phone did not tap).
    func apply(_ update: ChooserUpdate, playedBack: Bool = false) {
      if !playedBack { feedback.play(update.feedback) }
      show(update.state)
      // Begun from where the rings are now, as UIKit's animations begin from the current state.
      let moves = spinningRings.play(update, at: CACurrentMediaTime())
      for control in moves.stopped where rings.indices.contains(control) {
        rings[control].stopSpin()
      }
      switch update.effect {
      case .show:
        break
      case .spin:
        for spin in moves.spins where rings.indices.contains(spin.control) {
          rings[spin.control].play(spin)
        }
        if let move = sound.play(reducedMotion: UIAccessibility.isReduceMotionEnabled) {
          hostChanges.movedAudioCategory(move)
        }
      case .showDetail(let transition):
        showDetail(update.state, transition, animated: true)
      case .showChooser(let transition):
        showChooser(transition)
      }
      if let announcement = update.announcement {
        UIAccessibility.post(notification: .announcement, argument: announcement)
      }
      guard !playedBack else { return }
      if update.choicesChanged {
        delegate?.chooserViewController(self, didChangeChoices: update.state.choices)
      }
      if case .nav(let button) = update.event,
        let index = NavButton.allCases.firstIndex(of: button)
      {
        delegate?.chooserViewController(self, didTap: button, from: navButtons[index])
      }
    }

    // MARK: The log

    /// The session's log as a file to share: the log file itself (its buffered lines written
    /// first), or, for a session in memory, a copy in the temporary folder. It waits for the
    /// disk: from the main thread, call ``exportLogInBackground()``.
    /// - Throws: when the log cannot be written.
    public func exportLog() throws -> URL {
      try Self.export(session)
    }

    /// Does what ``exportLog()`` does on a thread of its own, so that the main thread never
    /// waits for the disk: the session's state at the call is the log's.
    /// - Throws: when the log cannot be written.
    public func exportLogInBackground() async throws -> URL {
      let session = session
      return try await Task.detached(priority: .userInitiated) { try Self.export(session) }.value
    }

    /// Writes `session`'s log where it can be shared.
    private nonisolated static func export(_ session: ChooserSession) throws -> URL {
      switch try session.exportedLog() {
      case .file(let path):
        return URL(fileURLWithPath: path)
      case .bytes(let bytes):
        let url = FileManager.default.temporaryDirectory
          .appendingPathComponent(session.suggestedFileName)
        try Data(bytes).write(to: url, options: .atomic)
        return url
      }
    }

    /// A share sheet with the session's log, to send it to a developer (Mail, AirDrop,
    /// Files...). The log is written off the main thread first (``exportLogInBackground()``).
    /// - Parameter source: the view the sheet points at on iPad.
    /// - Throws: when the log cannot be written.
    public func makeLogShareSheet(from source: UIView) async throws -> UIActivityViewController {
      let log = try await exportLogInBackground()
      let sheet = UIActivityViewController(activityItems: [log], applicationActivities: nil)
      sheet.popoverPresentationController?.sourceView = source
      sheet.popoverPresentationController?.sourceRect = source.bounds
      return sheet
    }

    /// Writes the buffered lines when the app is about to leave the screen, on a thread of its
    /// own (the main thread never waits for the disk), inside a background task so that the
    /// system does not suspend the app half-way; a failure reaches the delegate.
    @objc private func flushLog() {
      let application = UIApplication.shared
      let task = application.beginBackgroundTask(withName: "Monsoon: flush the session log")
      let session = session
      Task { [weak self] in
        let failure = await Task.detached(priority: .userInitiated) { () -> (any Error)? in
          do {
            try session.flush()
            return nil
          } catch {
            return error
          }
        }.value
        if let failure, let self { delegate?.chooserViewController(self, didFail: failure) }
        if task != .invalid { application.endBackgroundTask(task) }
      }
    }
  }
#endif
