/// How often a generated session does each thing while on the chooser screen, as weights: a
/// kind with weight 20 comes twice as often as one with 10, and a kind with weight 0 never.
///
/// On the detail screen the only event there is, is Back, so a generated session goes back
/// right after each Go.
public struct EventMix: Hashable, Sendable {
  /// Taps on a random prompt.
  package var tap: Int
  /// Selects of a random option of a random prompt.
  package var select: Int
  /// Randomize.
  package var randomize: Int
  /// Go (followed by Back).
  package var go: Int
  /// Taps on a random nav button.
  package var nav: Int

  /// Creates a mix; kinds left out never happen.
  /// - Precondition: no weight is negative and at least one is positive.
  public init(tap: Int = 0, select: Int = 0, randomize: Int = 0, go: Int = 0, nav: Int = 0) {
    precondition(
      [tap, select, randomize, go, nav].allSatisfy { $0 >= 0 }
        && tap + select + randomize + go + nav > 0,
      "an event mix needs weights of 0 or more, one of them positive")
    self.tap = tap
    self.select = select
    self.randomize = randomize
    self.go = go
    self.nav = nav
  }

  /// What people do: mostly taps and selects, some Randomize, nav taps, and Go.
  public static let realistic = EventMix(tap: 38, select: 22, randomize: 14, go: 10, nav: 16)

  /// Only changes of selections: taps, selects and Randomize.
  package static let choices = EventMix(tap: 2, select: 1, randomize: 1)

  /// The sum of the weights.
  var total: Int { tap + select + randomize + go + nav }
}
