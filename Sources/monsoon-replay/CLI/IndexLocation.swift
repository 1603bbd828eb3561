import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// Where checkpoint indexes live, and whether there are any: the policy of the tool, not of
/// the library.
///
/// `$MONSOON_INDEX_DIR` when set (the empty string or `off` turns indexing off), else
/// `${XDG_CACHE_HOME:-$HOME/.cache}/monsoon-replay/index`. Never next to the user's log.
struct IndexLocation: Sendable {
  /// The environment variable that names the directory or turns indexing off.
  static let variable = "MONSOON_INDEX_DIR"
  /// The number of events between checkpoints.
  static let interval = CheckpointedLog.defaultInterval
  /// Logs with at most this many events get no index: replaying them is already quick.
  static let smallLog = CheckpointedLog.defaultInterval
  /// Files smaller than this cannot hold more than ``smallLog`` events (the shortest event line,
  /// `{"seq":1,"type":"go"}` and its newline, has 22 bytes), so no index is looked for: the
  /// lookup would cost more than many small logs take to replay.
  static let smallestIndexedSize = (smallLog + 1) * CheckpointIndex.shortestEventLine

  /// The directory holding the index files.
  let directory: String
  /// Whether this process has removed the directory's abandoned files yet.
  private let swept = LockedValue(false)

  /// The location of indexes in `directory`.
  init(directory: String) {
    self.directory = directory
  }

  /// The location the environment names, or `nil` when indexing is off (or no home is known).
  static func fromEnvironment(
    _ value: (String) -> String? = Environment.value
  ) -> IndexLocation? {
    if let directory = value(variable) {
      guard !directory.isEmpty, directory != "off" else { return nil }
      return IndexLocation(directory: directory)
    }
    if let cache = value("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      return IndexLocation(directory: cache + "/monsoon-replay/index")
    }
    guard let home = value("HOME"), !home.isEmpty else { return nil }
    return IndexLocation(directory: home + "/.cache/monsoon-replay/index")
  }

  /// The index file of a log for a mode: a hash of the log's absolute path, then the mode;
  /// `nil` when the path cannot be resolved.
  func indexPath(forLog path: String, mode: ReplayMode) -> String? {
    guard let absolute = try? FilePath(path).resolvingSymbolicLinks() else { return nil }
    return directory + "/" + StableHash.hex(of: absolute.description) + "-" + mode.rawValue
      + ".index"
  }

  /// A writer for the index file at `path`, creating the directory first; `nil` when the
  /// directory cannot be created. The first writer of the process also removes the unfinished
  /// files that writers whose process is gone left behind, so a run that writes no index
  /// (small logs, jumps) never lists the directory.
  func writer(to path: String) -> CheckpointIndexWriter? {
    guard (try? FilePath(directory).createDirectories()) != nil else { return nil }
    swept.withLock { swept in
      // Under the lock, so that other threads wait until the sweep is done.
      guard !swept else { return }
      swept = true
      CheckpointIndexWriter.removeAbandonedFiles(in: directory)
    }
    return CheckpointIndexWriter(path: path)
  }
}
