import Foundation
import MonsoonEvents
import MonsoonScreen
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("The chooser's session: actions, accessibility, and a log that replays bit for bit")
struct ChooserSessionTests {
  static func replay(_ bytes: [UInt8]) throws -> SessionState {
    let reader = try LogReader(MemoryByteSource(String(decoding: bytes, as: UTF8.self)))
    return try LogReplayer.replay(reader, mode: .strict) { _ in }.0.state
  }

  static func tickingClock() -> @Sendable () -> Int {
    let clock = MonotonicClock(floor: 0) { 1_764_410_400_000 }
    return { clock.now() }
  }

  @Test("VoiceOver: label is the prompt, value the choice; swipes cycle both ways")
  func ringAccessibility() throws {
    var state = SessionState(seed: 1)
    try SessionReducer.reduce(&state, .select(prompt: 5, option: 4))
    let meal = try #require(RingAccessibility(prompt: 5, in: state))
    #expect(meal.label == "meal" && meal.value == "dinner")
    #expect(meal.nextOption == 0 && meal.previousOption == 3)
    #expect(RingAccessibility(prompt: 6, in: state) == nil)
    #expect(ChooserAction.increment(prompt: 5).event(in: state) == .tap(prompt: 5))
    #expect(ChooserAction.decrement(prompt: 5).event(in: state) == .select(prompt: 5, option: 3))
  }

  @Test("a ring moved on by one is recorded as a tap, any other change as a select")
  func choose() {
    let state = SessionState(seed: 1)
    #expect(ChooserAction.choose(prompt: 1, option: 1).event(in: state) == .tap(prompt: 1))
    #expect(
      ChooserAction.choose(prompt: 1, option: 2).event(in: state)
        == .select(prompt: 1, option: 2))
    #expect(ChooserAction.nav(.compass).event(in: state) == .nav(.compass))
  }

  @Test("buttons have labels and hints; Randomize announces every new choice")
  func labels() throws {
    for button in ScreenButton.allCases {
      let strings = ScreenStrings.english
      #expect(!strings[button.title].isEmpty && strings[button.accessibilityHint].hasSuffix("."))
    }
    var state = SessionState(seed: 1)
    try SessionReducer.reduce(&state, .randomize)
    let announcement = ChoicesAnnouncement.randomized(state)
    for choice in state.choices {
      #expect(announcement.contains("\(choice.promptID), \(choice.option)"))
    }
  }

  @Test("each action's update: spin, transitions, feedback; reduced with Reduce Motion")
  func updates() throws {
    for reduceMotion in [false, true] {
      let session = ChooserSession.inMemory(header: LogHeader(seed: 7))
      let spin = try session.perform(.randomize, reduceMotion: reduceMotion)
      guard case .spin(let rings) = spin.effect else {
        Issue.record("Randomize does not spin: \(spin.effect)")
        continue
      }
      #expect(rings.map { $0.landing?.choice } == Array(spin.state.selections))
      #expect(rings.allSatisfy { $0.fades == reduceMotion })
      #expect(spin.announcement != nil && spin.feedback == .mediumImpact && spin.choicesChanged)
      let go = try session.perform(.go, reduceMotion: reduceMotion)
      #expect(go.effect == .showDetail(.preferred(toDetail: true, reduceMotion: reduceMotion)))
      let back = try session.perform(.back, reduceMotion: reduceMotion)
      #expect(back.effect == .showChooser(.preferred(toDetail: false, reduceMotion: reduceMotion)))
      let nav = try session.perform(.nav(.menu), reduceMotion: reduceMotion)
      #expect(nav.effect == .show && nav.feedback == .selection && !nav.choicesChanged)
      #expect(nav.state.navTaps.menu == 1)
      let rtlGo = try session.perform(.go, reduceMotion: reduceMotion, direction: .rightToLeft)
      #expect(
        rtlGo.effect
          == .showDetail(
            .preferred(toDetail: true, reduceMotion: reduceMotion, direction: .rightToLeft)))
      let rtlBack = try session.perform(.back, reduceMotion: reduceMotion, direction: .rightToLeft)
      #expect(rtlBack.effect == .showChooser(ScreenTransition.preferred(
        toDetail: false, reduceMotion: reduceMotion).mirrored))
    }
  }

  @Test("a refused action changes neither the state nor the log")
  func refused() throws {
    let session = ChooserSession.inMemory(header: LogHeader(seed: 7))
    #expect(throws: SessionStoreError.self) { try session.perform(.back, reduceMotion: false) }
    #expect(throws: SessionStoreError.self) {
      try session.perform(.choose(prompt: 9, option: 0), reduceMotion: false)
    }
    guard case .bytes(let bytes) = try session.exportedLog() else {
      Issue.record("a memory session exports bytes")
      return
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "{\"monsoon\":2,\"seed\":\"7\"}\n")
    #expect(session.state == SessionState(seed: 7))
  }

  @Test("every session a user taps through replays bit for bit from its exported log",
    arguments: UInt64(1)...20)
  func replaysBitForBit(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let menu = seed % 3 == 0 ? nil : MenuGenerator.menu(seed: seed)
    let session = ChooserSession.inMemory(
      header: LogHeader(seed: seed, customMenu: menu), clock: Self.tickingClock())
    for _ in 0..<60 {
      let state = session.state
      let control = Int(random.next() % UInt64(state.menu.count))
      let count = state.menu.optionCounts[control]
      let actions: [ChooserAction] =
        state.screen == .detail
        ? [.back]
        : [
          .choose(prompt: control, option: Int(random.next() % UInt64(count))),
          .increment(prompt: control), .decrement(prompt: control), .randomize, .go,
          .nav(NavButton.allCases[Int(random.next() % 4)]),
        ]
      let action = actions[Int(random.next() % UInt64(actions.count))]
      let update = try session.perform(action, reduceMotion: false)
      #expect(update.state == session.state)
    }
    guard case .bytes(let bytes) = try session.exportedLog() else {
      Issue.record("a memory session exports bytes")
      return
    }
    #expect(try Self.replay(bytes) == session.state, "seed \(seed)")
  }

  @Test("a session over a log file resumes it, and exports the file")
  func fileSession() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    let first = try ChooserSession.recording(toFileAt: path, seed: { 0x5eed })
    try first.perform(.choose(prompt: 1, option: 1), reduceMotion: false)
    try first.perform(.randomize, reduceMotion: false)
    let reached = first.state
    guard case .file(let exported) = try first.exportedLog() else {
      Issue.record("a file session exports its file")
      return
    }
    #expect(exported == path)
    #expect(first.suggestedFileName == "monsoon-session-5eed.jsonl")
    #expect(try Self.replay(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) == reached)
    _ = consume first
    let resumed = try ChooserSession.recording(toFileAt: path, seed: { 1 })
    #expect(resumed.state == reached && resumed.header.seed == 0x5eed)
    try resumed.perform(.go, reduceMotion: false)
    try resumed.flush()
    let replayed = try Self.replay(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(replayed == resumed.state && replayed.seq == 3)
  }

  @Test("while its log opens the screen shows no controls and takes no action: a resumed log's state is not the first one")
  func whileTheLogOpens() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    let first = try ChooserSession.recording(toFileAt: path, seed: { 0x5eed })
    try first.perform(.randomize, reduceMotion: false)
    try first.perform(.go, reduceMotion: false)
    try await first.closeInBackground()
    // What a chooser holds until the file is open: a session in memory, at its first state.
    let meanwhile = ChooserSession.inMemory(header: LogHeader(seed: 1))
    let resumed = try await ChooserSession.recordingInBackground(toFileAt: path, seed: { 1 })
    #expect(meanwhile.state.selections != resumed.state.selections)
    #expect(meanwhile.state.screen == .chooser && resumed.state.screen == .detail)
    #expect(!ChooserLogOpening.opening.showsControls && !ChooserLogOpening.opening.takesActions)
    for opened in [ChooserLogOpening.open, .failed] {
      #expect(opened.showsControls && opened.takesActions)
    }
    try await resumed.closeInBackground()
  }

  @Test("a closed session lets go of its log file and refuses later actions")
  func closedSession() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    let first = try ChooserSession.recording(toFileAt: path, seed: { 0x5eed })
    try first.perform(.randomize, reduceMotion: false)
    try first.close()
    try first.close()
    #expect(throws: SessionStoreError.closed) {
      try first.perform(.go, reduceMotion: false)
    }
    let reopened = try ChooserSession.recording(toFileAt: path, seed: { 1 })
    #expect(reopened.state == first.state)
  }

  @Test("a session let go while its write failures are watched closes: its log opens again, whole")
  @MainActor
  func watchedSessionCloses() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    var session: ChooserSession? = try ChooserSession.recording(toFileAt: path, seed: { 0x5eed })
    var reported: [LogWriteError] = []
    let watch = try WriteFailureWatch(#require(session)) { reported.append($0) }
    for prompt in 0..<6 { try session?.perform(.choose(prompt: prompt, option: 1), reduceMotion: false) }
    try session?.perform(.randomize, reduceMotion: false)
    let reached = try #require(session?.state)
    // The screen lets the session go; the watch, still alive, must not keep it (or its log) open.
    session = nil
    let reopened = try ChooserSession.recording(toFileAt: path, seed: { 1 })
    #expect(reopened.state == reached && reopened.state.seq == 7)
    #expect(reported.isEmpty)
    withExtendedLifetime(watch) {}
  }
}
