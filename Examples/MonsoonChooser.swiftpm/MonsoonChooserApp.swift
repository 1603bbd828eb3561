import SwiftUI

/// The example app: the chooser, recording every tap to `session.jsonl` in the app's
/// Documents folder (resumed at the next launch). The navigation bar's Menu button opens the
/// share sheet with that log, so a tester can send it to a developer.
@main
struct MonsoonChooserApp: App {
  var body: some Scene {
    WindowGroup {
      ChooserScreen(logFileName: "session.jsonl")
        .ignoresSafeArea()
    }
  }
}
