import SwiftUI

/// The example app: the chooser, recording every tap to a new log in the app's Documents
/// folder at each launch (`session-YYYYMMDD-HHMMSS-mmm.jsonl`; the 20 most recent are kept,
/// older ones deleted). The navigation bar's Menu button opens the share sheet with the
/// current log, so a tester can send it to a developer.
///
/// A log plays back on the screen when it is given as `-MonsoonReplayLog PATH` (a scheme's or a
/// UI test's launch argument; `-MonsoonReplayAt SEQ` starts it there, paused), opened from the
/// Files app, the share sheet or AirDrop ("Open in MonsoonChooser"), or dropped on the app
/// (iPad).
@main
struct MonsoonChooserApp: App {
  var body: some Scene {
    WindowGroup {
      AppRoot()
    }
  }
}
