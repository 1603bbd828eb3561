public import MonsoonEvents

/// What VoiceOver finds on a screen beyond its controls: the heading it jumps to with the
/// rotor's Headings, and what its escape gesture (a two-finger Z) does there.
package enum ScreenHeading {
  /// The heading of `screen`, which UIKit marks with the header trait: the chooser's is read
  /// on its navigation bar ("Choose what to eat"), the detail screen's is its heading above
  /// the rows ("Your choices").
  package static func text(of screen: Screen) -> ScreenText {
    switch screen {
    case .chooser: .chooserHeading
    case .detail: .detailHeading
    }
  }

  /// What VoiceOver's escape gesture does on `screen`: on the detail screen it is Back; on
  /// the chooser, and on any screen while a log plays back (where the session takes no
  /// action), it is left to the screen around it (a playback closes, as Done does).
  /// - Returns: the action to perform, or `nil` to let the gesture go on to the screen
  ///   around it.
  package static func escapeAction(on screen: Screen, playingBack: Bool) -> ChooserAction? {
    guard !playingBack, screen == .detail else { return nil }
    return .back
  }
}

/// VoiceOver's hints for the navigation bar's buttons, true for the app that embeds the
/// chooser: what each button does there (the example app's Menu shares the session's log).
/// A button the app gives no hint for says what the chooser itself does: it counts the tap
/// (`ScreenText.navigationHint`).
public struct NavigationHints: Hashable, Sendable {
  /// The app's hint for each button it gives one for, in the user's language.
  private let hints: [NavButton: String]

  /// The hints in `hints`; a button missing from it gets the chooser's own.
  public init(_ hints: [NavButton: String] = [:]) {
    self.hints = hints
  }

  /// The app's hint for `button`, or, without one, the chooser's in `strings`' language.
  package func hint(for button: NavButton, in strings: ScreenStrings) -> String {
    hints[button] ?? strings[.navigationHint]
  }
}
