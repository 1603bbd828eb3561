/// Light or Dark Mode: which `Theme` the screens are drawn in. On iOS it follows the trait
/// collection's `userInterfaceStyle` (unspecified is light); `monsoon-replay render` and `html`
/// take it as `--appearance`.
public enum InterfaceStyle: String, CaseIterable, Hashable, Sendable {
  /// The light palette, `Theme.standard`.
  case light
  /// The dark palette, `Theme.dark`.
  case dark

  /// The theme of this style.
  package var theme: Theme {
    switch self {
    case .light: .standard
    case .dark: .dark
    }
  }

  /// Whether the status bar above the screen draws dark content (on the light background) or
  /// light content (on the dark one).
  package var statusBarContent: StatusBarContent {
    switch self {
    case .light: .dark
    case .dark: .light
    }
  }
}

/// The colour of the status bar's time, signal and battery: the opposite of the background.
package enum StatusBarContent: Hashable, Sendable {
  /// Dark symbols, for a light background (UIKit's `.darkContent`).
  case dark
  /// Light symbols, for a dark background (UIKit's `.lightContent`).
  case light
}
