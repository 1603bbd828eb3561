// The one file of this module that builds wherever Foundation exists, Linux included, so that
// a test there checks what an app shows: the conformances below make `localizedDescription`
// (what `Text(error.localizedDescription)` and `UIAlertController` users print) the error's
// own sentence instead of "The operation could not be completed. (… error 0.)". They live
// here because the other libraries do not import Foundation; linking this library is enough,
// the app need not import it where it catches the error.
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

  extension ViewerPageError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension HistoryError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }
#endif
