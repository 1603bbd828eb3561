import MonsoonEvents
import MonsoonUIKit
import SwiftUI
import UIKit

/// The UIKit chooser in SwiftUI, recording into a log file in Documents.
struct ChooserScreen: UIViewControllerRepresentable {
  /// The log file's name in the app's Documents folder.
  let logFileName: String

  func makeCoordinator() -> Coordinator {
    Coordinator()
  }

  func makeUIViewController(context: Context) -> ChooserViewController {
    let chooser: ChooserViewController
    do {
      let documents = try FileManager.default.url(
        for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      chooser = try ChooserViewController(
        logFileAt: documents.appendingPathComponent(logFileName).path)
    } catch {
      // The log cannot be opened (for example it is not a valid log): keep the session in
      // memory, and say so once the screen is up.
      chooser = ChooserViewController()
      context.coordinator.pendingProblem = "\(error)"
    }
    chooser.delegate = context.coordinator
    return chooser
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
        show("The log could not be written: \(error)", on: controller)
      }
    }

    func chooserViewController(_ controller: ChooserViewController, didFail error: any Error) {
      show("\(error)", on: controller)
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
