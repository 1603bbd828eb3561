import MonsoonScreen
import MonsoonUIKit
import SwiftUI
import UniformTypeIdentifiers

/// The chooser, and over it a log played back when one is opened: by the launch arguments, by
/// "Open in" from the Files app or the share sheet, or dropped on the app. Done on the playback
/// returns to the chooser with a new session (a new log file); the log played back is left as
/// it was.
struct AppRoot: View {
  @StateObject private var opener = LogOpener()

  var body: some View {
    ChooserScreen()
      // A new identity makes SwiftUI build a new chooser, recording a new session.
      .id(opener.chooserSession)
      .ignoresSafeArea()
      .fullScreenCover(item: $opener.playing) { opened in
        PlaybackScreen(opened: opened) { opener.closePlayback() }
          .ignoresSafeArea()
      }
      .onOpenURL { url in
        opener.open {
          defer { InboxCopy.remove(url) }
          return try OpenedLog(url: url)
        }
      }
      .onDrop(of: [.data], isTargeted: nil) { providers in
        guard let provider = providers.first else { return false }
        let opener = opener
        // The dropped file exists only while the handler runs: read it there.
        _ = provider.loadFileRepresentation(forTypeIdentifier: UTType.data.identifier) {
          url, error in
          let opening = LogOpening {
            guard let url else { throw error ?? CocoaError(.fileReadUnknown) }
            return try OpenedLog(url: url)
          }
          Task { @MainActor in opener.show(opening) }
        }
        return true
      }
      .task { opener.openLaunchArgumentLog() }
      .alert(
        "The log could not be opened",
        isPresented: Binding(
          get: { opener.problem != nil }, set: { if !$0 { opener.problem = nil } }),
        actions: { Button("OK") {} }, message: { Text(opener.problem ?? "") })
  }
}

/// Opens logs to play back: reads each off the main thread, then shows it or says why not.
@MainActor
final class LogOpener: ObservableObject {
  /// The log playing back over the chooser, if any.
  @Published var playing: OpenedLog?
  /// Why the last log could not be opened, until the alert is dismissed.
  @Published var problem: String?
  /// Counts the chooser's sessions: a new one after each playback closed.
  @Published var chooserSession = 0

  /// Takes the playback away and starts the chooser on a new session.
  func closePlayback() {
    playing = nil
    chooserSession += 1
  }

  /// Plays the log `-MonsoonReplayLog` names, if any, from `-MonsoonReplayAt`.
  func openLaunchArgumentLog() {
    guard
      let options = try? ChooserLaunchOptions(arguments: ProcessInfo.processInfo.arguments),
      let path = options.replayLog
    else { return }
    let seq = options.replayAt
    open { try OpenedLog(url: URL(fileURLWithPath: path), at: seq) }
  }

  /// Reads a log with `read` on a thread of its own, then shows it.
  func open(_ read: @escaping @Sendable () throws -> OpenedLog) {
    Task {
      show(await Task.detached { LogOpening(read) }.value)
    }
  }

  /// Plays the log opened, or says why it could not be.
  func show(_ opening: LogOpening) {
    switch opening {
    case .opened(let log): playing = log
    case .failed(let reason): problem = reason
    }
  }
}

/// What came of opening a log: the log, or why not, in words.
enum LogOpening: Sendable {
  case opened(OpenedLog)
  case failed(String)

  /// Opens a log with `read`.
  init(_ read: () throws -> OpenedLog) {
    do {
      self = .opened(try read())
    } catch {
      self = .failed(error.localizedDescription)
    }
  }
}
