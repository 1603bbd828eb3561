import MonsoonEvents
import MonsoonScreen
import MonsoonTesting
import Testing

/// The playback is driven by numbers standing for the screen's clock: nothing here waits.
@Suite("Playing a log back on the screen, on a fake clock")
struct SessionPlaybackTests {
  /// A log whose events are 0.5 s, 10 s (the user put the phone down) and 1 s apart, then one
  /// without `t`.
  static let timed = try! ReplayedLog(
    bytes: Array(
      """
      {"monsoon":2,"seed":"5eed"}
      {"seq":1,"t":1000,"type":"tap","control":1}
      {"seq":2,"t":1500,"type":"randomize"}
      {"seq":3,"t":11500,"type":"go"}
      {"seq":4,"t":12500,"type":"back"}
      {"seq":5,"type":"nav","button":"menu"}

      """.utf8), name: "timed")

  static func sample() throws -> ReplayedLog {
    try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample")
  }

  @Test("playing: the first event after the lead-in, then each after the user's own pause")
  func recordedPace() {
    var playback = SessionPlayback(Self.timed)
    #expect(!playback.isPlaying && playback.nextStepTime == nil)
    #expect(playback.play(at: 100) == nil)
    #expect(playback.nextStepTime == 100 + PlaybackTiming.leadIn)
    #expect(playback.advance(to: 100.29).isEmpty && playback.step == 0)
    let first = playback.advance(to: 100.3)
    #expect(first.count == 1 && playback.step == 1)
    guard case .play(let tap)? = first.first else {
      Issue.record("the first move is not played: \(first)")
      return
    }
    #expect(tap.event == .tap(prompt: 1) && tap.state == Self.timed.states[1])
    // 0.5 s after the tap comes Randomize, with its spin.
    #expect(playback.nextStepTime == 100.8)
    guard case .play(let randomize)? = playback.advance(to: 100.8).first,
      case .spin = randomize.effect
    else {
      Issue.record("Randomize does not spin")
      return
    }
    // The user's 10 s away is shortened to the longest pause.
    #expect(playback.nextStepTime == 100.8 + PlaybackTiming.longestPause)
  }

  @Test("2x and 4x divide the user's pauses; a change of speed measures the wait again")
  func speeds() {
    var playback = SessionPlayback(Self.timed, at: 1, speed: .double)
    _ = playback.play(at: 0)
    _ = playback.advance(to: PlaybackTiming.leadIn)
    #expect(playback.step == 2)
    let stepped = PlaybackTiming.leadIn
    #expect(playback.nextStepTime == stepped + PlaybackTiming.longestPause / 2)
    // At 4x the user's pause (0.75 s) is shorter than the spin: Go waits for the spin.
    playback.speed = .quadruple
    #expect(playback.nextStepTime.map { $0 > stepped + PlaybackTiming.longestPause / 4 } == true)
    playback.speed = .recorded
    #expect(playback.nextStepTime == stepped + PlaybackTiming.longestPause)
    #expect(SessionPlayback.Speed.recorded.next == .double && SessionPlayback.Speed.fastest.next == .recorded)
  }

  @Test("fastest: each event waits for the one before to finish moving (the spin, the transition)")
  func fastest() {
    for reduceMotion in [false, true] {
      var playback = SessionPlayback(Self.timed, at: 1, speed: .fastest, reduceMotion: reduceMotion)
      _ = playback.play(at: 0)
      guard case .play(let randomize)? = playback.advance(to: PlaybackTiming.leadIn).first else {
        Issue.record("no Randomize")
        continue
      }
      let spinEnds = randomize.animationDuration
      #expect(spinEnds > 0)
      let goTime = PlaybackTiming.leadIn + max(spinEnds, PlaybackTiming.shortestPause)
      #expect(playback.nextStepTime == goTime)
      guard case .play(let go)? = playback.advance(to: goTime).first,
        case .showDetail(let transition) = go.effect
      else {
        Issue.record("no Go")
        continue
      }
      #expect(transition == .preferred(toDetail: true, reduceMotion: reduceMotion))
      #expect(playback.nextStepTime == goTime + transition.duration)
    }
  }

  @Test("an event without t, or after one, waits the pause given for it")
  func withoutTime() {
    var playback = SessionPlayback(Self.timed, at: 4)
    _ = playback.play(at: 0)
    _ = playback.advance(to: 1)
    #expect(playback.isAtEnd && !playback.isPlaying)
    var fromStart = SessionPlayback(Self.timed, at: 3)
    _ = fromStart.play(at: 0)
    _ = fromStart.advance(to: PlaybackTiming.leadIn)
    #expect(fromStart.nextStepTime == PlaybackTiming.leadIn + PlaybackTiming.pauseWithoutTime)
  }

  @Test("pausing stops the clock's moves; playing again goes on from the step shown")
  func pauseAndResume() {
    var playback = SessionPlayback(Self.timed)
    _ = playback.play(at: 0)
    _ = playback.advance(to: 0.3)
    playback.pause()
    #expect(playback.advance(to: 1_000).isEmpty && playback.step == 1)
    #expect(playback.play(at: 2_000) == nil)
    #expect(playback.advance(to: 2_000 + PlaybackTiming.leadIn).count == 1 && playback.step == 2)
  }

  @Test("a late clock gets every step that fell due, in order: no event is skipped")
  func lateClock() throws {
    var playback = SessionPlayback(try Self.sample(), speed: .quadruple)
    _ = playback.play(at: 0)
    let moves = playback.advance(to: 1_000)
    #expect(moves.count == 20 && playback.isAtEnd && !playback.isPlaying)
    #expect(moves.map(\.state) == Array(playback.replayed.states.dropFirst()))
    // Only the last plays, animated; those before it are shown at once, never stacked.
    #expect(moves.dropLast().allSatisfy { if case .show = $0 { true } else { false } })
    guard case .play(let last)? = moves.last else {
      Issue.record("the last event due is not played")
      return
    }
    #expect(last.event == playback.replayed.log.records.last?.event)
  }

  @Test("at every speed an event comes only once the one before has finished moving")
  func animationsNeverStack() throws {
    // At 4x the user's pause after Randomize (0.75 s) and after Go (0.25 s) are shorter
    // than the spin and the 0.4 s transition: each event waits for them.
    var playback = SessionPlayback(Self.timed, at: 1, speed: .quadruple)
    _ = playback.play(at: 0)
    let spin = try #require(playback.advance(to: PlaybackTiming.leadIn).first)
    guard case .play(let randomize) = spin else {
      Issue.record("Randomize is not played")
      return
    }
    let goTime = PlaybackTiming.leadIn + randomize.animationDuration
    #expect(randomize.animationDuration > PlaybackTiming.longestPause / 4)
    #expect(playback.nextStepTime == goTime)
    #expect(playback.advance(to: goTime - 0.01).isEmpty)
    #expect(playback.advance(to: goTime).count == 1)
    #expect(playback.nextStepTime == goTime + ScreenTransition.go.duration)
    #expect(ScreenTransition.go.duration == 0.4)
    // Every generated log, at every speed: no event starts while the one before still moves.
    let failure = PropertyCheck.run(.sessions(SessionShape(length: 0...40)), seed: 0x57ac, count: 50) { log in
      let replayed = try ReplayedLog(log, name: "generated")
      for speed in SessionPlayback.Speed.allCases {
        var playback = SessionPlayback(replayed, speed: speed)
        _ = playback.play(at: 0)
        var movesUntil = 0.0
        while let due = playback.nextStepTime {
          guard due >= movesUntil, case .play(let update)? = playback.advance(to: due).first else {
            throw PlaybackMismatch(step: playback.step)
          }
          movesUntil = due + update.animationDuration
        }
      }
    }
    #expect(failure == nil, "seed \(failure?.hexSeed ?? ""), shrunk:\n\(failure?.shrunk.text ?? "")")
  }

  @Test("a step asked for while the screen still moves is shown at once, without animation")
  func stepMidTransition() throws {
    var playback = SessionPlayback(Self.timed, at: 2)
    _ = playback.play(at: 0)
    guard case .play(let go)? = playback.advance(to: PlaybackTiming.leadIn).first,
      case .showDetail = go.effect
    else {
      Issue.record("Go is not played with its transition")
      return
    }
    let midway = PlaybackTiming.leadIn + go.animationDuration / 2
    // Next, mid-transition: Back is shown at once, not stacked on Go's transition.
    #expect(playback.stepForward(at: midway) == .show(Self.timed.states[4]))
    // Once nothing moves, Next plays the event as the user saw it.
    guard case .play(let menu)? = playback.stepForward(at: midway + 0.01) else {
      Issue.record("Next after the move does not play")
      return
    }
    #expect(menu.state == Self.timed.states[5])
    // Previous and scrubbing always show at once.
    #expect(playback.stepBack() == .show(Self.timed.states[4]))
    #expect(playback.scrub(to: 2, at: midway) == .show(Self.timed.states[2]))
  }

  @Test("leaving the foreground pauses; back in it, playing goes on from the step shown")
  func background() throws {
    var playback = SessionPlayback(try Self.sample(), speed: .double)
    _ = playback.play(at: 0)
    _ = playback.advance(to: PlaybackTiming.leadIn)
    #expect(playback.step == 1)
    playback.leaveForeground()
    #expect(!playback.isPlaying && playback.nextStepTime == nil)
    // Away for a long time: nothing fell due, no burst of overdue events on return.
    #expect(playback.advance(to: 10_000).isEmpty && playback.step == 1)
    playback.returnToForeground(at: 10_000)
    #expect(playback.isPlaying && playback.nextStepTime == 10_000 + PlaybackTiming.leadIn)
    #expect(playback.advance(to: 10_000 + PlaybackTiming.leadIn).count == 1)
    #expect(playback.step == 2)
    // Paused when the app left, still paused when it returns.
    playback.pause()
    playback.leaveForeground()
    playback.returnToForeground(at: 20_000)
    #expect(!playback.isPlaying && playback.step == 2)
  }

  @Test("played step by step on its clock, every log of 100 reaches each state in order")
  func everyGeneratedLog() {
    let failure = PropertyCheck.run(.sessions(SessionShape(length: 0...40)), seed: 0x91a7, count: 100) { log in
      let replayed = try ReplayedLog(log, name: "generated")
      for speed in SessionPlayback.Speed.allCases {
        var playback = SessionPlayback(replayed, speed: speed)
        _ = playback.play(at: 0)
        var shown = [playback.state]
        while let due = playback.nextStepTime {
          let moves = playback.advance(to: due)
          guard moves.count == 1 else { throw PlaybackMismatch(step: playback.step) }
          shown.append(moves[0].state)
        }
        guard shown == replayed.states else { throw PlaybackMismatch(step: shown.count) }
      }
    }
    #expect(failure == nil, "seed \(failure?.hexSeed ?? ""), shrunk:\n\(failure?.shrunk.text ?? "")")
  }

  struct PlaybackMismatch: Error { let step: Int }

  @Test("stepping back shows the state before at once; forward plays the next event; both pause")
  func stepping() throws {
    var playback = SessionPlayback(try Self.sample(), at: 16)
    _ = playback.play(at: 0)
    #expect(playback.stepBack() == .show(playback.replayed.states[15]))
    #expect(!playback.isPlaying && playback.step == 15)
    guard case .play(let randomize)? = playback.stepForward(at: 0) else {
      Issue.record("stepping forward does not play the event")
      return
    }
    #expect(randomize.event == .randomize && playback.step == 16)
    var start = SessionPlayback(try Self.sample())
    #expect(start.stepBack() == nil && start.step == 0)
    var end = SessionPlayback(try Self.sample(), at: 20)
    #expect(end.stepForward(at: 0) == nil && end.isAtEnd)
  }

  @Test("scrubbing shows any step at once; playing goes on from it; at the end it stops")
  func scrubbing() throws {
    var playback = SessionPlayback(try Self.sample())
    _ = playback.play(at: 0)
    #expect(playback.scrub(to: 11, at: 5) == .show(playback.replayed.states[11]))
    #expect(playback.isPlaying && playback.nextStepTime.map { $0 > 5 } == true)
    #expect(playback.replayed.states[11].screen == .detail)
    #expect(playback.scrub(to: 99, at: 6) == .show(playback.replayed.states[20]))
    #expect(!playback.isPlaying && playback.isAtEnd)
    #expect(playback.scrub(to: -3, at: 7).state.seq == 0)
  }

  @Test("Play at the end starts over from the first state")
  func playAtEnd() throws {
    var playback = SessionPlayback(try Self.sample(), at: 20)
    #expect(playback.play(at: 0) == .show(playback.replayed.states[0]))
    #expect(playback.step == 0 && playback.isPlaying)
  }

  @Test("reached the end: told each time the last event comes, played, stepped or scrubbed to")
  func reachedEnd() throws {
    var playback = SessionPlayback(Self.timed, at: 3)
    #expect(playback.takeNotices().isEmpty)
    _ = playback.play(at: 0)
    _ = playback.advance(to: 100)
    #expect(playback.isAtEnd && playback.takeNotices() == [.reachedEnd])
    #expect(playback.takeNotices().isEmpty)
    // Staying at the end, or scrubbing to it again, is not reaching it again.
    _ = playback.scrub(to: 99, at: 101)
    #expect(playback.takeNotices().isEmpty)
    _ = playback.stepBack()
    _ = playback.stepForward(at: 200)
    #expect(playback.takeNotices() == [.reachedEnd])
    _ = playback.scrub(to: 1, at: 102)
    _ = playback.scrub(to: 5, at: 103)
    #expect(playback.takeNotices() == [.reachedEnd])
    // Opened at the end, nothing is reached; Play starts over.
    var atEnd = SessionPlayback(Self.timed, at: 5)
    #expect(atEnd.takeNotices().isEmpty)
    _ = atEnd.play(at: 0)
    #expect(atEnd.step == 0 && atEnd.takeNotices().isEmpty)
  }

  @Test("Done closes the playback: it stops for good, the app is told once, the log unchanged")
  func done() throws {
    let sample = try Self.sample()
    var playback = SessionPlayback(sample, at: 6)
    _ = playback.play(at: 0)
    playback.close()
    #expect(playback.ending == .closed && !playback.isPlayingBack)
    #expect(!playback.isPlaying && playback.nextStepTime == nil)
    #expect(playback.takeNotices() == [.closed])
    playback.close()
    #expect(playback.takeNotices().isEmpty)
    // Nothing moves once closed.
    #expect(playback.play(at: 1) == nil && !playback.isPlaying)
    #expect(playback.advance(to: 1_000).isEmpty)
    #expect(playback.stepForward(at: 3) == nil && playback.stepBack() == nil)
    #expect(playback.scrub(to: 20, at: 2) == .show(sample.states[6]))
    #expect(playback.step == 6 && playback.takeOver() == nil)
    #expect(playback.takeNotices().isEmpty)
    #expect(playback.replayed.log == sample.log)
  }

  @Test("Continue from here ends the playback at the step shown; Done still closes after it")
  func takeOverThenDone() throws {
    var playback = SessionPlayback(try Self.sample(), at: 6)
    _ = playback.play(at: 0)
    #expect(playback.takeOver() == 6)
    #expect(playback.ending == .tookOver(seq: 6) && !playback.isPlaying)
    #expect(playback.takeNotices() == [.tookOver(seq: 6)])
    #expect(playback.takeOver() == nil && playback.stepForward(at: 1) == nil)
    playback.close()
    #expect(playback.ending == .closed && playback.takeNotices() == [.closed])
  }

  @Test("the bar: every control while playing back, Done alone once taken over")
  func barContent() throws {
    var playback = SessionPlayback(try Self.sample(), at: 0)
    var bar = PlaybackBarContent(playback, strings: .english)
    #expect(bar.showsPlaybackControls && bar.doneTitle == "Done")
    #expect(!bar.canStepBack && bar.canStepForward && !bar.isPlaying)
    #expect(bar.playTitle == "Play" && bar.takeOverTitle == "Continue from here")
    #expect(bar.scrubberValue == 0 && bar.scrubberMaximum == 20)
    #expect(bar.scrubberValueText == "Event 0 of 20" && bar.speedTitle == "1×")
    _ = playback.scrub(to: 20, at: 0)
    bar = PlaybackBarContent(playback, strings: .english)
    #expect(bar.canStepBack && !bar.canStepForward)
    _ = playback.play(at: 0)
    #expect(PlaybackBarContent(playback, strings: .english).playTitle == "Pause")
    _ = playback.takeOver()
    bar = PlaybackBarContent(playback, strings: .english)
    #expect(!bar.showsPlaybackControls && !bar.canStepBack && !bar.canStepForward)
    #expect(bar.doneTitle == "Done")
  }
}
