// import MonsoonEvents
// import MonsoonScreen
// import MonsoonUIKit
import SwiftUI
import UIKit

/// The UIKit chooser in SwiftUI, recording into a new log file in Documents at each launch
/// and keeping the most recent ones.
struct ChooserScreen: UIViewControllerRepresentable {
  func makeCoordinator() -> Coordinator {
    Coordinator()
  }

  func makeUIViewController(context: Context) -> ChooserViewController {
    let chooser: ChooserViewController
    do {
      let documents = try FileManager.default.url(
        for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      Self.removeOldLogs(in: documents)
      let now = Int64(Date().timeIntervalSince1970 * 1_000)
      // Opened off the main thread when the screen loads; a failure reaches the delegate.
      chooser = ChooserViewController(
        logFileAt: documents.appendingPathComponent(
          SessionLogRetention.newLogName(startedAt: now)
        ).path)
    } catch {
      // No Documents folder: keep the session in memory, and say so once the screen is up.
      chooser = ChooserViewController()
      context.coordinator.pendingProblem =
        "This session is not being saved: \(error.localizedDescription)"
    }
    chooser.delegate = context.coordinator
    return chooser
  }

  /// Deletes the oldest logs, keeping room for the new one among the most recent 20.
  private static func removeOldLogs(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
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

  /// Shares the log when Menu is tapped, and reports what could not be recorded.
  @MainActor
  final class Coordinator: NSObject, ChooserViewControllerDelegate {
    var pendingProblem: String?

    func chooserViewController(_ controller: ChooserViewController, didTap button: NavButton) {
      guard button == .menu else { return }
      do {
        let sheet = try controller.makeLogShareSheet(from: controller.view)
        controller.present(sheet, animated: true)
      } catch {
        show("The log could not be shared: \(error.localizedDescription)", on: controller)
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
