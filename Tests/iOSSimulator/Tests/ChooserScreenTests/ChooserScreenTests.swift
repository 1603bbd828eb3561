#if canImport(UIKit)
  import AVFoundation
  import MonsoonEvents
  import MonsoonFoundation
  import MonsoonScreen
  import MonsoonTesting
  // The sound's queue (ChooserViewController.sound), which the audio tests wait for.
  @testable import MonsoonUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite("The chooser's real controls on a simulator")
  struct ChooserScreenTests {
    @Test("a tap on a ring moves it to its next option and records one event")
    func tapCyclesRing() throws {
      let screen = ChooserOnScreen()
      let flavor = try #require(screen.rings.count > 1 ? screen.rings[1] : nil)
      screen.tap(flavor)
      #expect(flavor.selectedIndex == 1)
      #expect(flavor.accessibilityValue == "sweet")
      #expect(screen.chooser.choices[1].option == "sweet")
      let events = try screen.loggedEvents()
      #expect(events.count == 1)
      #expect(events.first?.contains(#""type":"tap","control":1"#) == true)
    }

    @Test("VoiceOver's swipe up on a ring does what a tap does; a swipe down goes back")
    func accessibilityIncrement() throws {
      let screen = ChooserOnScreen()
      let texture = try #require(screen.rings.count > 2 ? screen.rings[2] : nil)
      texture.accessibilityIncrement()
      #expect(texture.selectedIndex == 1)
      #expect(screen.chooser.choices[2].optionIndex == 1)
      texture.accessibilityDecrement()
      #expect(texture.selectedIndex == 0)
      #expect(screen.chooser.choices[2].optionIndex == 0)
      #expect(try screen.loggedEvents().count == 2)
    }

    @Test("choices are the state's, prompt by prompt, after taps and a Randomize")
    func choicesMatchState() throws {
      let screen = ChooserOnScreen()
      for ring in screen.rings { screen.tap(ring) }
      screen.tap(try #require(screen.button("Randomize", in: screen.chooser)))
      let state = screen.chooser.session.state
      #expect(screen.chooser.choices == state.choices)
      #expect(screen.rings.map(\.selectedIndex) == state.selections)
      #expect(try screen.loggedEvents().count == screen.rings.count + 1)
    }

    @Test("right to left, the chooser is mirrored: Randomize at the right, the first ring too")
    func mirroredRightToLeft() throws {
      let screen = ChooserOnScreen(rightToLeft: true)
      #expect(screen.chooser.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      // The test runs in English: the buttons are found by their English labels.
      let randomize = try #require(screen.button("Randomize", in: screen.chooser))
      let go = try #require(screen.button("Go", in: screen.chooser))
      #expect(randomize.frame.minX > go.frame.maxX)
      let rings = screen.rings
      #expect(rings.count > 1 && rings[0].frame.midX > rings[1].frame.midX)
    }

    @Test("a screen too short for the layout scrolls through it, and its rings still work")
    func scrollsWhenTooShort() throws {
      let tall = ChooserOnScreen()
      #expect(tall.contentScrollView?.isScrollEnabled == false)
      let short = ChooserOnScreen(size: CGSize(width: 480, height: 320))
      let content = try #require(short.contentScrollView)
      #expect(content.isScrollEnabled && content.contentSize.height > 320)
      short.tap(short.rings[5])
      #expect(short.chooser.choices[5].optionIndex == 1)
    }

    @Test("a pop the chooser did not start (Back dragged from the edge) is recorded as Back")
    func popRecordedAsBack() async throws {
      let screen = ChooserOnScreen(inNavigationController: true)
      screen.tap(try #require(screen.button("Go", in: screen.chooser)))
      await screen.transitionEnds()
      let navigation = try #require(screen.chooser.navigationController)
      navigation.popViewController(animated: false)
      #expect(screen.chooser.session.state.screen == .chooser)
      #expect(try screen.loggedEvents().last?.contains(#""type":"back""#) == true)
      #expect(navigation.isNavigationBarHidden)
    }

    @Test("a chooser that goes away closes its log: the file opens again and holds every event")
    func releasedChooserClosesLog() throws {
      let path = NSTemporaryDirectory() + "monsoon-released-\(UUID().uuidString).jsonl"
      defer { try? FileManager.default.removeItem(atPath: path) }
      weak var released: ChooserViewController?
      try autoreleasepool {
        let screen = ChooserOnScreen(
          session: try ChooserSession.recording(toFileAt: path, seed: { 0x5eed }))
        for ring in screen.rings { screen.tap(ring) }
        screen.tap(try #require(screen.button("Randomize", in: screen.chooser)))
        released = screen.chooser
        screen.close()
      }
      #expect(released == nil)
      let reopened = try ChooserSession.recording(toFileAt: path, seed: { 1 })
      #expect(reopened.state.seq == 7)
    }

    @Test("a finger on any control shows its pressed look at once: no fade, no dimmed icon, no delay")
    func pressedAtOnce() throws {
      let screen = ChooserOnScreen(size: CGSize(width: 480, height: 320))
      for ring in screen.rings {
        ring.isHighlighted = true
        #expect(ChooserOnScreen.animatedLayers(under: ring.layer).isEmpty)
        ring.isHighlighted = false
        #expect(ChooserOnScreen.animatedLayers(under: ring.layer).isEmpty)
      }
      for label in ["Search", "Calendar", "Compass", "Menu", "Randomize", "Go"] {
        let button = try #require(screen.button(label, in: screen.chooser))
        // An icon in UIButton's own image would be dimmed by UIKit while held.
        #expect(button.image(for: .normal) == nil, "\(label)")
        button.isHighlighted = true
        #expect(button.transform != .identity, "\(label)")
        button.isHighlighted = false
        #expect(button.transform == .identity, "\(label)")
      }
      // This short screen scrolls; a touch on a control still reaches it at once.
      let content = try #require(screen.contentScrollView)
      #expect(content.isScrollEnabled && !content.delaysContentTouches)
    }

    @Test("Randomize's sound moves the default audio session to ambient, unless told not to")
    func audioSessionOptOut() async throws {
      let audio = AVAudioSession.sharedInstance()
      defer { try? audio.setCategory(.soloAmbient) }
      try audio.setCategory(.soloAmbient)
      let leaving = ChooserOnScreen()
      leaving.chooser.setsAmbientAudioSession = false
      leaving.tap(try #require(leaving.button("Randomize", in: leaving.chooser)))
      await leaving.chooser.sound.finish()
      #expect(audio.category == .soloAmbient)
      let setting = ChooserOnScreen()
      setting.tap(try #require(setting.button("Randomize", in: setting.chooser)))
      await setting.chooser.sound.finish()
      #expect(audio.category == .ambient)
    }

    @Test("a ring tapped mid-spin stops its spin at once; a Randomize mid-spin replaces each")
    func changeMidSpin() throws {
      let screen = ChooserOnScreen()
      screen.tap(try #require(screen.button("Randomize", in: screen.chooser)))
      #expect(screen.rings.allSatisfy { !ChooserOnScreen.animatedLayers(under: $0.layer).isEmpty })
      screen.tap(screen.rings[1])
      #expect(ChooserOnScreen.animatedLayers(under: screen.rings[1].layer).isEmpty)
      #expect(!ChooserOnScreen.animatedLayers(under: screen.rings[0].layer).isEmpty)
      screen.tap(try #require(screen.button("Randomize", in: screen.chooser)))
      for ring in screen.rings {
        let animated = ChooserOnScreen.animatedLayers(under: ring.layer)
        #expect(animated.count == 1 && animated.first?.animationKeys() == ["spin"])
      }
    }

    @Test("a file URL records where it names; any other URL is a FileURLError, not a crash")
    func logFileURL() throws {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("monsoon url \(UUID().uuidString) 100%.jsonl")
      defer { try? FileManager.default.removeItem(at: url) }
      let web = try #require(URL(string: "https://example.com/tester.jsonl"))
      #expect(throws: FileURLError.self) {
        try ChooserSession.recording(toFileAt: web, seed: { 0x5eed })
      }
      let screen = ChooserOnScreen(
        session: try ChooserSession.recording(toFileAt: url, seed: { 0x5eed }))
      screen.tap(screen.rings[0])
      try screen.chooser.session.close()
      #expect(try ReplayedLog(fileAt: url).log.records.count == 1)
    }

    @Test("told not to become the navigation delegate, Go presents the detail screen instead")
    func navigationDelegateOptOut() throws {
      let screen = ChooserOnScreen(inNavigationController: true)
      screen.chooser.becomesNavigationDelegate = false
      screen.tap(try #require(screen.button("Go", in: screen.chooser)))
      #expect(screen.chooser.navigationController?.delegate == nil)
      #expect(screen.chooser.presentedViewController is ChoicesViewController)
      #expect(screen.chooser.session.state.screen == .detail)
    }

    @Test("a log opened at a step shows that step's state; taps carry it on in memory")
    func openedAtStep() throws {
      let log = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample.jsonl")
      let screen = ChooserOnScreen(
        chooser: try ChooserViewController(replaying: log, at: 16), inNavigationController: true)
      let state = try log.state(at: 16)
      #expect(screen.rings.map(\.selectedIndex) == Array(state.selections))
      #expect(screen.button("Compass", in: screen.chooser)?.accessibilityValue == "1")
      screen.tap(screen.rings[0])
      let events = try screen.loggedEvents()
      #expect(events.count == 17 && events.last?.hasPrefix(#"{"seq":17,"#) == true)
    }

    @Test("a log that ended on the detail screen opens with the detail screen shown")
    func openedOnDetail() async throws {
      let log = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample.jsonl")
      let screen = ChooserOnScreen(
        chooser: try ChooserViewController(replaying: log), inNavigationController: true)
      // What UIKit does on the run loop's next pass after the window shows the chooser.
      screen.chooser.viewDidAppear(false)
      await screen.transitionEnds()
      #expect(screen.detail?.state == log.states.last)
      #expect(throws: ReplayedLogError.self) { try ChooserViewController(replaying: log, at: 21) }
    }

    @Test("played back: taps are refused and record nothing; steps and Continue from here work")
    func playback() throws {
      let log = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample.jsonl")
      let player = try ChooserPlaybackViewController(playing: log, at: 6, autoplay: false)
      let screen = ChooserOnScreen(playback: player)
      let shown = screen.rings.map(\.selectedIndex)
      #expect(shown == Array(try log.state(at: 6).selections))
      screen.tap(screen.rings[1])
      #expect(screen.rings.map(\.selectedIndex) == shown)
      #expect(try screen.loggedEvents().count == 6)
      let next = try #require(screen.button("Next event", in: player))
      screen.tap(next)
      #expect(player.playback.step == 7)
      #expect(screen.rings.map(\.selectedIndex) == Array(try log.state(at: 7).selections))
      screen.tap(try #require(screen.button("Previous event", in: player)))
      #expect(player.playback.step == 6)
      screen.tap(try #require(screen.button("Continue from here", in: player)))
      screen.tap(screen.rings[1])
      let events = try screen.loggedEvents()
      #expect(events.count == 7 && events.last?.hasPrefix(#"{"seq":7,"#) == true)
    }

    @Test(
      "Done and VoiceOver's escape close the playback once, after reaching the end and taking over",
      arguments: [false, true])
    func playbackDone(byEscape: Bool) throws {
      let log = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample.jsonl")
      let player = try ChooserPlaybackViewController(playing: log, at: 18, autoplay: false)
      var closed = 0
      var tookOver: [Int] = []
      var reachedEnd = 0
      player.onClosed = { closed += 1 }
      player.onTookOver = { tookOver.append($0) }
      player.onReachedEnd = { reachedEnd += 1 }
      let screen = ChooserOnScreen(playback: player)
      let next = try #require(screen.button("Next event", in: player))
      screen.tap(next)
      screen.tap(next)
      #expect(player.playback.isAtEnd && reachedEnd == 1)
      screen.tap(try #require(screen.button("Continue from here", in: player)))
      #expect(tookOver == [20] && closed == 0)
      let done = try #require(screen.button("Done", in: player))
      #expect(!done.isHidden && next.isHidden)
      if byEscape {
        #expect(player.accessibilityPerformEscape())
      } else {
        screen.tap(done)
      }
      #expect(closed == 1 && player.playback.ending == .closed)
      #expect(player.accessibilityPerformEscape() && closed == 1)
    }

    @Test("Dark Mode: the dark palette and light status bar symbols, and back to light")
    func darkMode() {
      let screen = ChooserOnScreen()
      screen.chooser.overrideUserInterfaceStyle = .dark
      screen.chooser.view.layoutIfNeeded()
      #expect(screen.chooser.view.backgroundColor == UIColor(Theme.dark.background))
      #expect(screen.chooser.preferredStatusBarStyle == .lightContent)
      screen.chooser.overrideUserInterfaceStyle = .light
      screen.chooser.view.layoutIfNeeded()
      #expect(screen.chooser.view.backgroundColor == UIColor(Theme.standard.background))
      #expect(screen.chooser.preferredStatusBarStyle == .darkContent)
    }

    @Test(
      "Go shows the detail screen listing every choice; Back returns to the chooser",
      arguments: [false, true])
    func goAndBack(inNavigationController: Bool) async throws {
      let screen = ChooserOnScreen(inNavigationController: inNavigationController)
      screen.tap(try #require(screen.button("Go", in: screen.chooser)))
      let detail = try #require(screen.detail)
      // Pushed in a navigation controller, presented over the chooser anywhere else.
      #expect((detail.navigationController != nil) == inNavigationController)
      await screen.transitionEnds()
      #expect(screen.chooser.session.state.screen == .detail)
      let shown = screen.shownTexts(in: detail)
      for choice in screen.chooser.choices {
        #expect(shown.contains(choice.promptID) && shown.contains(choice.option))
      }
      screen.tap(try #require(screen.button("Back", in: detail)))
      await screen.transitionEnds()
      #expect(screen.chooser.session.state.screen == .chooser)
      #expect(screen.detail == nil)
      #expect(try screen.loggedEvents().suffix(2).allSatisfy { $0.contains(#""type":"go""#) || $0.contains(#""type":"back""#) })
    }

    @Test("on the detail screen VoiceOver's escape gesture is Back, recorded")
    func detailEscape() async throws {
      let screen = ChooserOnScreen(inNavigationController: true)
      screen.tap(try #require(screen.button("Go", in: screen.chooser)))
      await screen.transitionEnds()
      let detail = try #require(screen.detail)
      #expect(detail.accessibilityPerformEscape())
      await screen.transitionEnds()
      #expect(screen.chooser.session.state.screen == .chooser && screen.detail == nil)
    }

    @Test("the app leaving the foreground pauses the playback; back, it plays on from the step")
    func playbackInBackground() throws {
      let log = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample.jsonl")
      let player = try ChooserPlaybackViewController(playing: log, at: 3, autoplay: false)
      let screen = ChooserOnScreen(playback: player)
      #expect(screen.chooser === player.chooser)
      player.play()
      #expect(player.playback.isPlaying)
      NotificationCenter.default.post(
        name: UIApplication.didEnterBackgroundNotification, object: nil)
      #expect(!player.playback.isPlaying && player.playback.step == 3)
      NotificationCenter.default.post(
        name: UIApplication.willEnterForegroundNotification, object: nil)
      #expect(player.playback.isPlaying && player.playback.step == 3)
    }

    @Test("a pop to root past the chooser gives swipe-back back and clears the delegate it took")
    func popToRootRestoresHost() async throws {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let chooser = ChooserViewController(seed: 0x5eed)
      navigation.pushViewController(chooser, animated: false)
      let screen = ChooserOnScreen(chooser: chooser, hostedBy: navigation)
      let gesture = try #require(navigation.interactivePopGestureRecognizer)
      #expect(gesture.isEnabled)
      screen.tap(try #require(screen.button("Go", in: chooser)))
      await screen.transitionEnds()
      #expect(!gesture.isEnabled && navigation.delegate === chooser)
      navigation.popToRootViewController(animated: false)
      #expect(gesture.isEnabled && navigation.delegate == nil)
    }
  }
#endif
