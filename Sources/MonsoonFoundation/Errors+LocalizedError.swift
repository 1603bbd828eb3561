// The one module besides MonsoonUIKit that imports Foundation, so that an app that does not
// use UIKit (SwiftUI, a server) gets readable errors too: the conformances below make
// `localizedDescription` (what `Text(error.localizedDescription)` and `UIAlertController`
// users print) the error's own sentence instead of "The operation could not be completed.
// (… error 0.)". Linking this library is enough; the app need not import it where it catches
// the error. The tool does not link it (scripts/check-architecture.sh).
#if canImport(Foundation)
  public import Foundation
  public import MonsoonEvents
  public import MonsoonScreen

  extension Rejection: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension ChooserMenuError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension MenuFileError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension LogProblem: LocalizedError {
    /// The ``description``, after the line it is on.
    public var errorDescription: String? {
      line > 0 ? "line \(line): \(description)" : description
    }
  }

  extension LogWriteError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension SessionStoreError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension SessionLogFileError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension LayoutError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension DeviceError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension ChooserLaunchOptionsError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension ReplayedLogError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }
#endif
