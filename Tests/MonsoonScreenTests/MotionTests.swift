import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("Motion as data: the Randomize spin and the Go/Back transition")
struct MotionTests {
  static let curves: [TimingCurve] = [.linear, .spinDown, .easeInOut]

  @Test("a timing curve runs from 0 to 1 without going back, and time inverts progress",
    arguments: curves)
  func curveShape(curve: TimingCurve) {
    #expect(abs(curve.progress(atTime: 0)) < 1e-9 && abs(curve.progress(atTime: 1) - 1) < 1e-9)
    var last = -1.0
    for step in 0...100 {
      let time = Double(step) / 100
      let progress = curve.progress(atTime: time)
      #expect(progress >= last - 1e-12)
      last = progress
      #expect(abs(curve.time(atProgress: progress) - time) < 1e-6, "at \(time)")
    }
    let twice = curve.reversed.reversed
    #expect(abs(twice.x1 - curve.x1) + abs(twice.y1 - curve.y1) < 1e-12)
    #expect(abs(twice.x2 - curve.x2) + abs(twice.y2 - curve.y2) < 1e-12)
    for step in 0...20 {
      let time = Double(step) / 20
      let mirrored = 1 - curve.reversed.progress(atTime: 1 - time)
      #expect(abs(mirrored - curve.progress(atTime: time)) < 1e-6)
    }
  }

  @Test("the symmetric curve is its own reverse; CSS gets the same four numbers")
  func curveForms() {
    #expect(TimingCurve.easeInOut.reversed == .easeInOut)
    #expect(TimingCurve.spinDown.cssValue == "cubic-bezier(0.2,0.55,0.3,1)")
  }

  /// Random before/after selections of random menus, as Randomize produces them.
  static func randomizes() -> [(ChooserMenu, SessionState, SessionState)] {
    (UInt64(1)...40).map { seed in
      let menu = seed == 1 ? ChooserMenu.standard : MenuGenerator.menu(seed: seed)
      var state = SessionState(menu: menu, seed: seed)
      for _ in 0..<(seed % 5) { try? SessionReducer.reduce(&state, .randomize) }
      let before = state
      try? SessionReducer.reduce(&state, .randomize)
      return (menu, before, state)
    }
  }

  @Test("every ring lands on the state's selection, one arc at a time, clockwise")
  func spinLands() throws {
    let motion = RandomizeMotion.standard
    for (menu, before, after) in Self.randomizes() {
      let spins = motion.spins(from: before.selections, to: after.selections, menu: menu)
      #expect(spins.map(\.control) == Array(0..<menu.count))
      for spin in spins {
        let count = menu.optionCounts[spin.control]
        let landing = try #require(spin.landing)
        #expect(landing.choice == after.selections[spin.control])
        #expect(spin.keyframes.first?.choice == before.selections[spin.control])
        #expect(spin.keyframes.count - 1 >= motion.laps * count, "a ring skipped its lap")
        let step = 2 * Double.pi / Double(count)
        for (a, b) in zip(spin.keyframes, spin.keyframes.dropFirst()) {
          #expect(b.choice == (a.choice + 1) % count)
          #expect(abs(b.rotation - a.rotation - step) < 1e-9)
          #expect(b.time > a.time)
        }
        #expect(spin.keyframes.first?.time == 0 && landing.time == 1)
        #expect(spin.discreteKeyTimes.count == spin.discreteRotations.count + 1)
        let layout = ControlLayout.standalone(
          prompt: menu.prompts[spin.control], in: Size(width: 120, height: 180))
        let turn = 2 * Double.pi
        let rest = landing.rotation.truncatingRemainder(dividingBy: turn)
        #expect(abs(rest - layout.highlightRotation(for: landing.choice)) < 1e-9)
      }
    }
  }

  @Test("the spin's durations are in range: brief, every hop at least a 60 Hz frame long")
  func spinTiming() {
    let motion = RandomizeMotion.standard
    #expect(motion.duration >= 0.5 && motion.duration <= 1.2)
    #expect(motion.ringDelay >= 0 && motion.ringDelay <= 0.1)
    #expect(motion.totalDuration(controlCount: ChooserMenu.maximumPromptCount) <= 1.5)
    for count in ChooserMenu.minimumOptionCount...ChooserMenu.maximumOptionCount {
      let prompt = Prompt(id: "p", options: (0..<count).map { "c\($0)" })
      let menu = try? ChooserMenu(prompts: [prompt])
      guard let menu else { continue }
      for (from, to) in [(0, count - 1), (0, 0), (count - 1, 0)] {
        let spin = motion.spins(
          from: Selections([from]) ?? Selections(zerosCount: 1),
          to: Selections([to]) ?? Selections(zerosCount: 1), menu: menu)[0]
        let times = spin.keyframes.map { $0.time * spin.duration }
        for (a, b) in zip(times, times.dropFirst()) {
          #expect(b - a >= 1.0 / 60, "\(count) choices, \(from) to \(to): a hop of \(b - a) s")
        }
      }
    }
  }

  @Test("with Reduce Motion every ring fades at once to its selection")
  func reducedSpin() throws {
    let motion = RandomizeMotion.preferred(reduceMotion: true)
    #expect(motion == .reduced && motion.fades && motion.duration <= 0.25)
    for (menu, before, after) in Self.randomizes() {
      for spin in motion.spins(from: before.selections, to: after.selections, menu: menu) {
        #expect(spin.fades && spin.delay == 0)
        #expect(spin.keyframes.count == 1 && spin.discreteRotations.isEmpty)
        #expect(try #require(spin.landing).choice == after.selections[spin.control])
      }
    }
  }

  @Test("Go moves the detail screen in and the chooser out; Back is Go played backwards",
    arguments: [ScreenTransition.go, .reducedGo])
  func transitionReversible(go: ScreenTransition) {
    let back = go == .go ? ScreenTransition.back : .reducedBack
    #expect(go.duration >= 0.2 && go.duration <= 0.5 && back.duration == go.duration)
    #expect(go.incoming.to == .rest && go.outgoing.from == .rest)
    #expect(back.incoming.to == .rest && back.outgoing.from == .rest)
    #expect(back == go.reversed && back.reversed == go)
    #expect(go.incomingOnTop && (go == .reducedGo || !back.incomingOnTop))
    for step in 0...20 {
      let time = Double(step) / 20
      let there = go.incomingPlacement(atTime: 1 - time)
      let home = back.outgoingPlacement(atTime: time)
      #expect(abs(there.offset - home.offset) < 1e-6 && abs(there.opacity - home.opacity) < 1e-6)
      let left = go.outgoingPlacement(atTime: 1 - time)
      let returning = back.incomingPlacement(atTime: time)
      #expect(abs(left.offset - returning.offset) < 1e-6)
    }
  }

  @Test("with Reduce Motion nothing slides: the screens only fade")
  func reducedTransition() {
    for toDetail in [true, false] {
      let transition = ScreenTransition.preferred(toDetail: toDetail, reduceMotion: true)
      for move in [transition.incoming, transition.outgoing] {
        #expect(move.from.offset == 0 && move.to.offset == 0)
      }
      #expect(transition.incoming.from.opacity == 0)
    }
    let go = ScreenTransition.preferred(toDetail: true, reduceMotion: false)
    #expect(go.incoming.from.offset == 1)
  }

  @Test("right to left, Go and Back are mirrored: the detail screen comes in from the left",
    arguments: [true, false], [true, false])
  func mirroredForRightToLeft(toDetail: Bool, reduceMotion: Bool) {
    let leftToRight = ScreenTransition.preferred(toDetail: toDetail, reduceMotion: reduceMotion)
    let rightToLeft = ScreenTransition.preferred(
      toDetail: toDetail, reduceMotion: reduceMotion, direction: .rightToLeft)
    #expect(rightToLeft.mirrored == leftToRight && leftToRight.mirrored == rightToLeft)
    #expect(rightToLeft.duration == leftToRight.duration && rightToLeft.curve == leftToRight.curve)
    for step in 0...10 {
      let time = Double(step) / 10
      let (ltr, rtl) = (
        leftToRight.incomingPlacement(atTime: time), rightToLeft.incomingPlacement(atTime: time)
      )
      #expect(rtl.offset == -ltr.offset && rtl.opacity == ltr.opacity)
    }
    if toDetail && !reduceMotion {
      #expect(rightToLeft.incoming.from.offset == -1 && rightToLeft.outgoing.to.offset > 0)
    }
    // Back is Go played backwards in either direction.
    let rtlGo = ScreenTransition.preferred(
      toDetail: true, reduceMotion: reduceMotion, direction: .rightToLeft)
    let rtlBack = ScreenTransition.preferred(
      toDetail: false, reduceMotion: reduceMotion, direction: .rightToLeft)
    #expect(rtlGo.reversed == rtlBack)
  }

  @Test("Back dragged from the leading edge follows the finger, and finishes past half-way or on a flick",
    arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func interactiveBack(direction: ReadingDirection) {
    let towardsTrailing = direction == .leftToRight ? 1.0 : -1.0
    func progress(_ points: Double) -> Double {
      InteractiveBack.progress(translation: points * towardsTrailing, width: 400, direction: direction)
    }
    #expect(progress(0) == 0 && progress(100) == 0.25 && progress(400) == 1)
    #expect(progress(-50) == 0 && progress(800) == 1)
    func finishes(_ progress: Double, _ speed: Double) -> Bool {
      InteractiveBack.finishes(progress: progress, velocity: speed * towardsTrailing, direction: direction)
    }
    #expect(!finishes(0.3, 0) && !finishes(0.5, 0) && finishes(0.51, 0))
    #expect(finishes(0.1, 600) && !finishes(0.9, -600))
    #expect(!finishes(0.4, 499) && finishes(0.6, -499))
    #expect(InteractiveBack.progress(translation: 10, width: 0, direction: direction) == 0)
  }
}
