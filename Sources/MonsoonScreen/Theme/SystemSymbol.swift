/// Every SF Symbol MonsoonUIKit draws, named in one place, with the iOS version that first has
/// it. The package runs on iOS 13: a symbol that came later has a fallback drawn from
/// ``fallbackStrokes`` (UIKit draws it when `UIImage(systemName:)` finds no such symbol).
package enum SystemSymbol: String, CaseIterable, Hashable, Sendable {
  /// The navigation bar's Search.
  case search = "magnifyingglass"
  /// The navigation bar's Calendar.
  case calendar
  /// The navigation bar's Compass.
  case compass = "safari"
  /// The navigation bar's Menu: three lines (iOS 15; iOS 13 and 14 spell it
  /// `line.horizontal.3`, which later systems deprecate).
  case menu = "line.3.horizontal"
  /// The playback bar's Play.
  case play = "play.fill"
  /// The playback bar's Pause.
  case pause = "pause.fill"
  /// The playback bar's Previous event.
  case stepBack = "backward.end.fill"
  /// The playback bar's Next event.
  case stepForward = "forward.end.fill"

  /// The symbol's name, as `UIImage(systemName:)` takes it.
  package var name: String { rawValue }

  /// The strokes of the fallback drawn on a system without the symbol, in a 22-point square
  /// (from x, y to x, y, 2 points wide, round caps), as the SVG render draws the icon; empty
  /// for a symbol every supported system has.
  package var fallbackStrokes: [(from: Point, to: Point)] {
    switch self {
    case .menu: [5.0, 11, 17].map { (Point(x: 3, y: $0), Point(x: 19, y: $0)) }
    case .search, .calendar, .compass, .play, .pause, .stepBack, .stepForward: []
    }
  }
}

extension ScreenButton {
  /// The SF Symbol UIKit draws a navigation button with, `nil` for the text buttons. The SVG
  /// render draws the same shapes with lines (`NavIcon`).
  package var systemSymbol: SystemSymbol? {
    switch self {
    case .search: .search
    case .calendar: .calendar
    case .compass: .compass
    case .menu: .menu
    case .randomize, .go, .back: nil
    }
  }
}
