/// Where the chooser is in opening its log file, which it does off the main thread, and what
/// the screen shows meanwhile: the UIKit layer applies it, so that the screen never shows a
/// state the log may not have.
package enum ChooserLogOpening: Hashable, Sendable {
  /// The log file is being opened (locked, read and replayed) on a thread of its own.
  case opening
  /// The log is open: the screen shows its state and records into it.
  case open
  /// The log could not be opened: the app's delegate has been told why, and the session goes
  /// on in memory, from its first state.
  case failed

  /// Whether the rings and buttons are shown. Not while the log opens: a resumed log's
  /// choices and screen are known only once it is read, and until then the screen would show
  /// the first state of a session in memory, stale a moment later. The background stays.
  package var showsControls: Bool { self != .opening }

  /// Whether the screen takes the user's actions and shows VoiceOver and UI tests its
  /// elements. Not while the log opens: an action then would go to a session about to be
  /// replaced, and be lost from the log.
  package var takesActions: Bool { self != .opening }
}
