public import MonsoonEvents

/// What generated sessions look like: their menus, format versions, length, mix of events,
/// starting point and whether their lines carry `sel`.
///
/// ```swift
/// let shape = SessionShape(
///   menus: .menus(MenuShape(prompts: 2...4, text: .unicode)), length: 0...200,
///   mix: EventMix(tap: 5, randomize: 1), start: .anywhere)
/// ```
public struct SessionShape: Sendable {
  /// The menu of each session.
  package var menus: Generator<ChooserMenu>
  /// The number of events after the starting point.
  package var length: ClosedRange<Int>
  /// How often each kind of event comes on the chooser screen.
  package var mix: EventMix
  /// Where sessions start.
  package var start: StartingPoint
  /// Whether event lines carry `sel`.
  package var recordsSelections: Bool
  /// The format versions sessions are recorded under, each equally likely: by default every
  /// version this package reads, so that a property is checked under each version's rules.
  package var formatVersions: [LogFormatVersion]

  /// Creates a shape; by default standard-menu sessions of up to 60 realistic events from
  /// the initial state, without `sel`, in any format version. An empty `formatVersions` means
  /// the current one.
  public init(
    menus: Generator<ChooserMenu> = .constant(.standard), length: ClosedRange<Int> = 0...60,
    mix: EventMix = .realistic, start: StartingPoint = .initial, recordsSelections: Bool = false,
    formatVersions: [LogFormatVersion] = LogFormatVersion.allCases
  ) {
    self.formatVersions = formatVersions.isEmpty ? [.current] : formatVersions
    self.menus = menus
    self.length = max(0, length.lowerBound)...max(0, length.upperBound)
    self.mix = mix
    self.start = start
    self.recordsSelections = recordsSelections
  }
}
