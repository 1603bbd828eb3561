import MonsoonEvents
import MonsoonScreen
import MonsoonUIKit
import SwiftUI
import UIKit

/// The UIKit chooser in SwiftUI, recording into a new log file in Documents at each launch
/// (and after each playback closed) and keeping the most recent ones. The launch arguments
/// `-MonsoonSeed HEX`, `-MonsoonMenu JSON`, `-MonsoonShareOnMenu NO` and `-MonsoonLogVersion
/// 1|2` (``ChooserLaunchOptions``) start it on a given seed, menu and format version, as the UI
/// tests `monsoon-replay xcuitest` writes do.
struct ChooserScreen: UIViewControllerRepresentable {
  func makeCoordinator() -> Coordinator {
    Coordinator()
  }

  func makeUIViewController(context: Context) -> ChooserViewController {
    let options: ChooserLaunchOptions
    do {
      options = try ChooserLaunchOptions(arguments: ProcessInfo.processInfo.arguments)
    } catch {
      options = ChooserLaunchOptions()
      context.coordinator.pendingProblem =
        "The launch arguments were ignored: \(error.localizedDescription)"
    }
    context.coordinator.sharesLogOnMenu = options.sharesLogOnMenu
    let chooser: ChooserViewController
    do {
      // The folder's URL only: nothing here touches the disk on the main thread.
      guard
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
          .first
      else { throw CocoaError(.fileNoSuchFile) }
      let now = Int64(Date().timeIntervalSince1970 * 1_000)
      let name = SessionLogRetention.newLogName(startedAt: now)
      DispatchQueue.global(qos: .utility).async {
        Self.removeOldLogs(in: documents, besides: name)
      }
      // Opened off the main thread when the screen loads; a failure reaches the delegate.
      chooser = ChooserViewController(
        logFileAt: documents.appendingPathComponent(name).path, menu: options.menu,
        seed: options.seed, formatVersion: options.logVersion ?? .current)
    } catch {
      // No Documents folder: keep the session in memory, and say so once the screen is up.
      let header = options.newLogHeader()
      chooser = ChooserViewController(
        menu: header.customMenu, seed: header.seed, formatVersion: header.formatVersion)
      let problem = "This session is not being saved: \(error.localizedDescription)"
      context.coordinator.pendingProblem =
        context.coordinator.pendingProblem.map { $0 + "\n" + problem } ?? problem
    }
    chooser.delegate = context.coordinator
    if options.sharesLogOnMenu {
      chooser.navigationHints = NavigationHints([.menu: "Shares this session's log."])
    }
    return chooser
  }

  /// Deletes the oldest logs, keeping room for the new one, `newLog`, among the most recent
  /// 20; it runs off the main thread, whether or not the new log is made yet.
  private static func removeOldLogs(in folder: URL, besides newLog: String) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0 != newLog }
    let keep = SessionLogRetention.defaultCount - 1
    for name in SessionLogRetention.logsToRemove(from: names, keeping: keep) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  func updateUIViewController(_ chooser: ChooserViewController, context: Context) {
    let coordinator = context.coordinator
    if let problem = coordinator.pendingProblem {
      coordinator.pendingProblem = nil
      // Presenting during a view update is not allowed: wait for the update to finish.
      DispatchQueue.main.async { coordinator.show(problem, on: chooser) }
    }
  }

  /// Shares the log when Menu is tapped (unless the launch arguments said not to), and
  /// reports what could not be recorded.
  @MainActor
  final class Coordinator: NSObject, ChooserViewControllerDelegate {
    var pendingProblem: String?
    var sharesLogOnMenu = true
    /// Whether the log is being written for a share sheet: a second Menu tap meanwhile opens
    /// no second sheet.
    private var isExporting = false

    func chooserViewController(
      _ controller: ChooserViewController, didTap button: NavButton, from source: UIView
    ) {
      guard button == .menu, sharesLogOnMenu, !isExporting else { return }
      isExporting = true
      Task {
        defer { isExporting = false }
        do {
          // Written off the main thread; on an iPad the sheet is a popover pointing from the
          // Menu button.
          let sheet = try await controller.makeLogShareSheet(from: source)
          // The chooser may have left the screen while the log was written.
          guard controller.viewIfLoaded?.window != nil else { return }
          controller.present(sheet, animated: true)
        } catch {
          show("The log could not be shared: \(error.localizedDescription)", on: controller)
        }
      }
    }

    func chooserViewController(_ controller: ChooserViewController, didFail error: any Error) {
      show(error.localizedDescription, on: controller)
    }

    func show(_ message: String, on controller: UIViewController) {
      let alert = UIAlertController(
        title: "Session log", message: message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      // On the detail screen the chooser is already presenting it: present over the top.
      (controller.presentedViewController ?? controller).present(alert, animated: true)
    }
  }
}
