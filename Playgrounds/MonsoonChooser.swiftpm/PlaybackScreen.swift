// import MonsoonScreen
// import MonsoonUIKit
import SwiftUI

/// A log played back on the real chooser (``ChooserPlaybackViewController``): from its start,
/// playing, or paused at the seq it was opened at.
struct PlaybackScreen: UIViewControllerRepresentable {
  let opened: OpenedLog

  func makeUIViewController(context: Context) -> ChooserPlaybackViewController {
    // OpenedLog has checked its seq.
    if let seq = opened.seq,
      let paused = try? ChooserPlaybackViewController(playing: opened.log, at: seq)
    {
      return paused
    }
    return ChooserPlaybackViewController(playing: opened.log)
  }

  func updateUIViewController(_ player: ChooserPlaybackViewController, context: Context) {}
}
