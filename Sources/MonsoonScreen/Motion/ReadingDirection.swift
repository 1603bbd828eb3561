/// Which way a language reads: the Go and Back transitions, and the edge Back is dragged from,
/// follow it (UIKit's `effectiveUserInterfaceLayoutDirection`).
package enum ReadingDirection: Hashable, Sendable {
  /// English, French...: the detail screen comes in from the right, Back is dragged from the
  /// left edge.
  case leftToRight
  /// Arabic, Hebrew...: everything mirrored.
  case rightToLeft
}
