/// The Go and Back transitions as data: what moves where, for how long, along which curve.
/// UIKit's animated transition and the HTML viewer both play them from these numbers.
///
/// Go slides the detail screen in from the right edge while the chooser moves a third of the
/// way out to the left and dims; Back is exactly Go played backwards (``reversed``). In a
/// right-to-left language both are mirrored (``mirrored``): the detail screen comes in from
/// the left. Back can also follow a finger dragged from the leading edge (``InteractiveBack``).
package struct ScreenTransition: Hashable, Sendable {
  /// How long the transition takes, in seconds.
  package let duration: Double
  /// How progress follows time.
  package let curve: TimingCurve
  /// The screen that appears: where it starts and where it comes to rest.
  package let incoming: ScreenPlacement.Move
  /// The screen that leaves: where it starts (at rest) and where it ends.
  package let outgoing: ScreenPlacement.Move

  /// Creates a transition.
  package init(
    duration: Double, curve: TimingCurve, incoming: ScreenPlacement.Move,
    outgoing: ScreenPlacement.Move
  ) {
    self.duration = duration
    self.curve = curve
    self.incoming = incoming
    self.outgoing = outgoing
  }

  /// Go: the detail screen comes in from the right, the chooser moves left and dims.
  package static let go = ScreenTransition(
    duration: 0.4, curve: .easeInOut,
    incoming: .init(from: ScreenPlacement(offset: 1, opacity: 1), to: .rest),
    outgoing: .init(from: .rest, to: ScreenPlacement(offset: -0.3, opacity: 0.5)))

  /// Back: Go played backwards.
  package static let back = go.reversed

  /// Go for Reduce Motion: nothing slides; the detail screen fades in over the chooser.
  package static let reducedGo = ScreenTransition(
    duration: 0.25, curve: .easeInOut,
    incoming: .init(from: ScreenPlacement(offset: 0, opacity: 0), to: .rest),
    outgoing: .init(from: .rest, to: ScreenPlacement(offset: 0, opacity: 0)))

  /// Back for Reduce Motion: ``reducedGo`` played backwards.
  package static let reducedBack = reducedGo.reversed

  /// Go (`toDetail`) or Back, reduced when the user asked to reduce motion, and mirrored for
  /// a language read from right to left.
  package static func preferred(
    toDetail: Bool, reduceMotion: Bool, direction: ReadingDirection = .leftToRight
  ) -> ScreenTransition {
    let transition: ScreenTransition =
      switch (toDetail, reduceMotion) {
      case (true, false): go
      case (false, false): back
      case (true, true): reducedGo
      case (false, true): reducedBack
      }
    return direction == .rightToLeft ? transition.mirrored : transition
  }

  /// This transition seen in a mirror: every sideways move goes the other way (a screen that
  /// came in from the right comes in from the left), for right-to-left languages. Fades are
  /// unchanged.
  package var mirrored: ScreenTransition {
    func mirror(_ move: ScreenPlacement.Move) -> ScreenPlacement.Move {
      ScreenPlacement.Move(
        from: ScreenPlacement(offset: -move.from.offset, opacity: move.from.opacity),
        to: ScreenPlacement(offset: -move.to.offset, opacity: move.to.opacity))
    }
    return ScreenTransition(
      duration: duration, curve: curve, incoming: mirror(incoming), outgoing: mirror(outgoing))
  }

  /// This transition played backwards: the screen that came in leaves along the path it
  /// came, the one that left comes back, and the curve is mirrored, so that at every moment
  /// `t` the reversed transition shows what this one shows at `1 - t`.
  package var reversed: ScreenTransition {
    ScreenTransition(
      duration: duration, curve: curve.reversed,
      incoming: ScreenPlacement.Move(from: outgoing.to, to: outgoing.from),
      outgoing: ScreenPlacement.Move(from: incoming.to, to: incoming.from))
  }

  /// Whether the incoming screen is drawn above the outgoing one: the screen that travels
  /// further passes over the other (the detail screen on Go and on Back); on a fade, the
  /// incoming one.
  package var incomingOnTop: Bool {
    abs(incoming.to.offset - incoming.from.offset)
      >= abs(outgoing.to.offset - outgoing.from.offset)
  }
}

/// Where a screen is during a transition: moved sideways by a fraction of its width and faded.
package struct ScreenPlacement: Hashable, Sendable {
  /// The horizontal shift as a fraction of the screen's width: 1 is one width to the right,
  /// -0.3 a third of a width to the left.
  package let offset: Double
  /// How opaque the screen is, 0 to 1.
  package let opacity: Double

  /// Creates a placement.
  package init(offset: Double, opacity: Double) {
    self.offset = offset
    self.opacity = opacity
  }

  /// In place and fully opaque: where a screen is when no transition runs.
  package static let rest = ScreenPlacement(offset: 0, opacity: 1)

  /// A screen's path during a transition: from one placement to another.
  package struct Move: Hashable, Sendable {
    /// Where the screen is when the transition starts.
    package let from: ScreenPlacement
    /// Where the screen is when it ends.
    package let to: ScreenPlacement

    /// Creates a move.
    package init(from: ScreenPlacement, to: ScreenPlacement) {
      self.from = from
      self.to = to
    }
  }
}
