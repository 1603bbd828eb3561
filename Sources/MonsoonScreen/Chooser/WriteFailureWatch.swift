package import MonsoonEvents

/// Hears the failure that stops a session's recording, without keeping the session alive.
///
/// A screen that owns a ``ChooserSession`` holds one of these to tell the user when the log can
/// no longer be written. The watch holds the session's failure stream, never the session: when
/// the screen lets the session go, the session closes (its log flushed and its lock released,
/// so the file can be opened again), its stream ends, and so does the watch. When the watch
/// itself goes (the screen went, or watches another session), it stops listening.
@MainActor
package final class WriteFailureWatch {
  /// Waits on the stream and reports what comes; cancelled when the watch goes.
  private let listener: Task<Void, Never>

  /// Starts listening to `session`'s write failures.
  /// - Parameters:
  ///   - session: the session whose failure is reported; the watch does not keep it.
  ///   - report: called on the main actor with the failure, at most once: the recording stops
  ///     for good after it.
  package init(
    _ session: ChooserSession, report: @escaping @MainActor (LogWriteError) -> Void
  ) {
    let failures = session.writeFailures()
    listener = Task { @MainActor in
      for await failure in failures { report(failure) }
    }
  }

  deinit {
    listener.cancel()
  }
}
