// Previews run in Debug builds: like them, this file is left out of Release builds, so an app
// that ships MonsoonUIKit does not ship (or link SwiftUI for) its previews.
#if canImport(UIKit) && canImport(SwiftUI) && DEBUG
  public import MonsoonScreen
  public import SwiftUI
  public import UIKit

  /// The real chooser at one step of a log, in SwiftUI: for Xcode's previews (one per step you
  /// want to look at), in Debug builds.
  ///
  /// It shows ``ChooserViewController/init(replaying:at:)`` in a navigation controller, so a
  /// step on the detail screen shows the detail screen pushed, as the app showed it. A seq the
  /// log cannot show draws the error's sentence instead. To look at your own log, read it and
  /// name the steps, in `#if DEBUG` as this type is (a Release build has no previews):
  ///
  /// ```swift
  /// #if DEBUG
  ///   struct TesterLogPreviews: PreviewProvider {
  ///     static let log = try! ReplayedLog(fileAt: "/Users/me/Downloads/tester.jsonl")
  ///     static var previews: some View {
  ///       ChooserStepPreview(log, at: 12).previewDisplayName("before the bug")
  ///       ChooserStepPreview(log, at: 13).previewDisplayName("the bug")
  ///     }
  ///   }
  /// #endif
  /// ```
  public struct ChooserStepPreview: UIViewControllerRepresentable {
    /// The log shown.
    public let log: ReplayedLog
    /// The seq whose state is shown: the state after the last event at or below it.
    public let seq: Int

    /// The chooser showing `log` after `seq` (0: before its first event).
    public init(_ log: ReplayedLog, at seq: Int) {
      self.log = log
      self.seq = seq
    }

    public func makeUIViewController(context: Context) -> UIViewController {
      do {
        let chooser = try ChooserViewController(replaying: log, at: seq)
        return UINavigationController(rootViewController: chooser)
      } catch {
        let problem = UIViewController()
        let label = UILabel()
        label.text = error.description
        label.numberOfLines = 0
        label.textAlignment = .center
        label.frame = problem.view.bounds.insetBy(dx: 16, dy: 16)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        problem.view.backgroundColor = .systemBackground
        problem.view.addSubview(label)
        return problem
      }
    }

    public func updateUIViewController(_ controller: UIViewController, context: Context) {}
  }

  /// The sample session (`monsoon-replay sample`) at its start, at seq 16 (the Randomize that
  /// lands on sweet) and at its end (on the detail screen); seq 16 in Dark Mode and at the
  /// largest accessibility text size, and right to left.
  struct ChooserStepPreviews: PreviewProvider {
    static let sample = ReplayedLog.sample

    static var previews: some View {
      Group {
        ForEach([0, 16, 20], id: \.self) { seq in
          ChooserStepPreview(sample, at: seq)
            .edgesIgnoringSafeArea(.all)
            .previewDisplayName("sample, seq \(seq)")
        }
        ChooserStepPreview(sample, at: 16)
          .edgesIgnoringSafeArea(.all)
          .environment(\.colorScheme, .dark)
          .previewDisplayName("seq 16, dark")
        ChooserStepPreview(sample, at: 16)
          .edgesIgnoringSafeArea(.all)
          .environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
          .previewDisplayName("seq 16, largest text")
        ChooserStepPreview(sample, at: 16)
          .edgesIgnoringSafeArea(.all)
          .environment(\.layoutDirection, .rightToLeft)
          .previewDisplayName("seq 16, right to left")
      }
    }
  }
#endif
