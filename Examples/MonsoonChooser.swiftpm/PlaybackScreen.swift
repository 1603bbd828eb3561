import MonsoonScreen
import MonsoonUIKit
import SwiftUI

/// A log played back on the real chooser (``ChooserPlaybackViewController``): from its start,
/// playing, or paused at the seq it was opened at. Done (or VoiceOver's escape gesture) calls
/// `close`.
struct PlaybackScreen: UIViewControllerRepresentable {
  let opened: OpenedLog
  let close: () -> Void

  func makeUIViewController(context: Context) -> ChooserPlaybackViewController {
    let player: ChooserPlaybackViewController
    // OpenedLog has checked its seq.
    if let seq = opened.seq,
      let paused = try? ChooserPlaybackViewController(
        playing: opened.log, at: seq, autoplay: false)
    {
      player = paused
    } else {
      player = ChooserPlaybackViewController(playing: opened.log)
    }
    player.onClosed = close
    return player
  }

  func updateUIViewController(_ player: ChooserPlaybackViewController, context: Context) {}
}
