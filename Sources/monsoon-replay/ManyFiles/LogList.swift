import MonsoonReplay
import MonsoonSystem
import MonsoonToolSystem

/// The logs a many-file command (`verify`, `replay --each`) reads: the files named, every
/// `*.jsonl` file below each directory named, then the paths of each `--files-from` list (a
/// directory there is walked too), then the regular entries of each `--tar` archive, in that
/// order.
///
/// Logs are produced as they are found, a chunk at a time, so that 100,000 logs take the
/// memory of ``chunkSize`` paths, not of 100,000: a list is read as the work goes on, and a
/// directory's names are read one directory at a time (see `DirectoryWalker`). A chunk of
/// archive entries holds their bytes, up to ``chunkBytes`` (and one entry more).
struct LogList {
  /// One thing to work on, in order.
  enum Item: Sendable, Equatable {
    /// A log to read.
    case log(LogInput)
    /// A path that could not be read as a log or a list entry, with the exit status it sets,
    /// and the log's path when the failure is a log's (not a list's).
    case failure(ExitCode, String, log: String?)
    /// Something to tell the user that does not change the exit status.
    case warning(String)
    /// A file a directory walk found and did not read (a compressed log), with the warning
    /// that names it; counted, but it does not change the exit status.
    case skipped(String)
  }

  /// What the sources give: an item, or a path that is a log or a directory to walk in its
  /// place, named on the command line or (`found`) by a list. Telling them apart takes a
  /// `stat`, which the worker threads make.
  private enum Entry: Sendable {
    case item(Item)
    case path(String, found: Bool)
  }

  /// How a chunk's entry turned out: its result, or a directory whose logs come in its place.
  private enum Outcome<Result: Sendable>: Sendable {
    case done(Result)
    case directory(String)
  }

  /// The most entries held at once.
  static let chunkSize = 4096
  /// The most bytes of archive entries a chunk takes before it is worked on.
  static let chunkBytes = 32 << 20
  /// The ending of the files a directory walk produces.
  static let logSuffix = ".jsonl"
  /// The ending of the compressed logs a directory walk names and skips.
  static let compressedSuffix = ".jsonl.gz"

  private var arguments: ArraySlice<String>
  private var lists: ArraySlice<String>
  private let isNULSeparated: Bool
  private var archives: ArraySlice<String>
  private var list: PathList?
  private var archive: TarStream?
  private var walker: DirectoryWalker?
  private var walkedRoot = ""
  /// The logs and unreadable directories the walk gave: with none, the walk warns that it
  /// found no logs (after an unreadable root, its error says it all).
  private var walkedLogs = 0

  /// The logs named by `arguments` (paths, directories, `-` for standard input), then by each
  /// list in `lists` (paths, `-` for standard input), then the entries of each tar archive in
  /// `archives` (paths, `-` for standard input).
  init(
    arguments: [String], lists: [String] = [], isNULSeparated: Bool = false,
    archives: [String] = []
  ) {
    self.arguments = arguments[...]
    self.lists = lists[...]
    self.isNULSeparated = isNULSeparated
    self.archives = archives[...]
  }

  /// The logs below the directory at `path`.
  private init(walking path: String) {
    self.init(arguments: [])
    startWalking(path)
  }

  /// Runs `work` on every item, on up to `jobs` threads, and hands each result to `deliver`
  /// on the calling thread, in the list's order.
  ///
  /// Entries are taken ``chunkSize`` at a time; the next chunk is read once the last one is
  /// delivered, so memory holds one chunk's paths and results. A directory found among a
  /// chunk's paths is walked, its logs worked on and delivered, before the results after it.
  /// - Throws: ``Errno`` when the system refuses a thread: the chunk it was for is not
  ///   delivered.
  mutating func run<Result: Sendable>(
    jobs: Int, _ work: @escaping @Sendable (Item) -> Result, deliver: (Result) -> Void
  ) throws(Errno) {
    while true {
      let chunk = next(upTo: Self.chunkSize)
      guard !chunk.isEmpty else { return }
      var waiting: [Outcome<Result>] = []
      try OrderedParallel.run(count: chunk.count, jobs: jobs) { index in
        Self.outcome(of: chunk[index], work)
      } deliver: { _, outcome in
        if waiting.isEmpty, case .done(let result) = outcome {
          deliver(result)
        } else {
          waiting.append(outcome)
        }
      }
      for outcome in waiting {
        switch outcome {
        case .done(let result):
          deliver(result)
        case .directory(let path):
          var logs = LogList(walking: path)
          try logs.run(jobs: jobs, work, deliver: deliver)
        }
      }
    }
  }

  private static func outcome<Result>(
    of entry: Entry, _ work: (Item) -> Result
  ) -> Outcome<Result> {
    switch entry {
    case .item(let item): .done(work(item))
    case .path(let path, _) where DirectoryWalker.isDirectory(FilePath(path)): .directory(path)
    case .path(let path, let found): .done(work(.log(found ? .found(path) : .file(path))))
    }
  }

  /// Up to `count` next entries; none at the end.
  private mutating func next(upTo count: Int) -> [Entry] {
    var entries: [Entry] = []
    var bytes = 0
    while entries.count < count, bytes < Self.chunkBytes, let entry = next() {
      if case .item(.log(.entry(_, let entryBytes))) = entry { bytes += entryBytes.count }
      entries.append(entry)
    }
    return entries
  }

  /// The next entry, or `nil` at the end.
  private mutating func next() -> Entry? {
    while true {
      if walker != nil {
        if let found = walker?.next() { return .item(item(for: found)) }
        walker = nil
        if walkedLogs == 0 {
          return .item(.warning("\(walkedRoot): no \(Self.logSuffix) files below it"))
        }
      } else if archive != nil {
        switch archive?.next() {
        case .file(let name, let bytes)?: return .item(.log(.entry(name: name, bytes: bytes)))
        case .notRead(.missingInput, let name, let message)?:
          return .item(.log(.unreadableEntry(name: name, message: message)))
        case .notRead(let kind, let name, let message)?:
          return .item(.failure(kind.exitCode, message, log: name))
        case .problem(let kind, let message)?:
          return .item(.failure(kind.exitCode, message, log: nil))
        case nil: archive = nil
        }
      } else if list != nil {
        switch list?.next() {
        case .path(let path)?: return .path(path, found: true)
        case .problem(let kind, let message)?:
          return .item(.failure(kind.exitCode, message, log: nil))
        case nil: list = nil
        }
      } else if let argument = arguments.popFirst() {
        return argument == "-" ? .item(.log(.standardInput)) : .path(argument, found: false)
      } else if let path = lists.popFirst() {
        do {
          list = try PathList(path, isNULSeparated: isNULSeparated)
        } catch {
          guard case .failed(let code, let messages) = error else { continue }
          return .item(.failure(code, messages.joined(separator: "; "), log: nil))
        }
      } else if let path = archives.popFirst() {
        do {
          archive = try TarStream(path)
        } catch {
          guard case .failed(let code, let messages) = error else { continue }
          return .item(.failure(code, messages.joined(separator: "; "), log: nil))
        }
      } else {
        return nil
      }
    }
  }

  private mutating func startWalking(_ path: String) {
    walker = DirectoryWalker(root: FilePath(path), suffix: Self.logSuffix, noticing: Self.compressedSuffix)
    walkedRoot = path
    walkedLogs = 0
  }

  private mutating func item(for found: DirectoryWalker.Entry) -> Item {
    switch found {
    case .file(let path):
      walkedLogs += 1
      return .log(.found(path.description))
    case .unreadable(let path, let code):
      walkedLogs += 1
      return .failure(
        FailureKind.missingInput.exitCode, "\(path): \(code)", log: path.description)
    case .noticed(let path):
      return .skipped(
        "\(TerminalText.escaped(path.description)): a compressed log, not read (decompress it, or pipe it "
          + "in: gzip -dc FILE | monsoon-replay COMMAND -)")
    }
  }
}
