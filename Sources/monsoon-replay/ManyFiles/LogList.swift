import MonsoonSystem

/// The logs a many-file command (`verify`, `replay --each`) reads: the files named, every
/// `*.jsonl` file below each directory named, then the paths of each `--files-from` list (a
/// directory there is walked too).
///
/// Logs are produced as they are found, a chunk at a time, so that 100,000 logs take the
/// memory of ``chunkSize`` paths, not of 100,000: a list is read as the work goes on, and a
/// directory's names are read one directory at a time (see `DirectoryWalker`).
struct LogList {
  /// One thing the list produced, in order.
  enum Item: Sendable, Equatable {
    /// A log to read.
    case log(LogInput)
    /// A path that could not be read as a log or a list entry, with the exit status it sets.
    case failure(ExitCode, String)
    /// Something to tell the user that does not change the exit status.
    case warning(String)
  }

  /// The most items held at once.
  static let chunkSize = 4096
  /// The ending of the files a directory walk produces.
  static let logSuffix = ".jsonl"

  private var arguments: ArraySlice<String>
  private var lists: ArraySlice<String>
  private let isNULSeparated: Bool
  private var list: PathList?
  private var walker: DirectoryWalker?
  private var walkedRoot = ""
  private var walkedLogs = 0
  /// Whether a directory was named (directly or in a list).
  private(set) var walkedDirectory = false

  /// The logs named by `arguments` (paths, directories, `-` for standard input), then by each
  /// list in `lists` (paths, `-` for standard input).
  init(arguments: [String], lists: [String] = [], isNULSeparated: Bool = false) {
    self.arguments = arguments[...]
    self.lists = lists[...]
    self.isNULSeparated = isNULSeparated
  }

  /// Up to `count` next items; none at the end.
  mutating func next(upTo count: Int) -> [Item] {
    var items: [Item] = []
    while items.count < count, let item = next() { items.append(item) }
    return items
  }

  /// The next item, or `nil` at the end.
  mutating func next() -> Item? {
    while true {
      if walker != nil {
        if let entry = walker?.next() { return item(for: entry) }
        walker = nil
        if walkedLogs == 0 { return .warning("\(walkedRoot): no \(Self.logSuffix) files below it") }
      } else if list != nil {
        switch list?.next() {
        case .path(let path)?:
          if let item = expand(path) { return item }
        case .problem(let code, let message)?:
          return .failure(code, message)
        case nil:
          list = nil
        }
      } else if let argument = arguments.popFirst() {
        if argument == "-" { return .log(.standardInput) }
        if let item = expand(argument) { return item }
      } else if let path = lists.popFirst() {
        do {
          list = try PathList(path, isNULSeparated: isNULSeparated)
        } catch {
          guard case .failed(let code, let messages) = error else { continue }
          return .failure(code, messages.joined(separator: "; "))
        }
      } else {
        return nil
      }
    }
  }

  /// A log for a file; for a directory, starts walking it and returns `nil`.
  private mutating func expand(_ path: String) -> Item? {
    guard DirectoryWalker.isDirectory(path) else { return .log(.file(path)) }
    walker = DirectoryWalker(root: path, suffix: Self.logSuffix)
    walkedRoot = path
    walkedLogs = 0
    walkedDirectory = true
    return nil
  }

  private mutating func item(for entry: DirectoryWalker.Entry) -> Item {
    switch entry {
    case .file(let path):
      walkedLogs += 1
      return .log(.file(path))
    case .unreadable(let path, let code):
      return .failure(.noInput, "\(path): \(Platform.message(forErrno: code))")
    }
  }
}

extension LogList {
  /// Runs `work` on every item, on up to `jobs` threads, and hands each result to `deliver`
  /// on the calling thread, in the list's order.
  ///
  /// Items are taken ``chunkSize`` at a time; the next chunk is read once the last one is
  /// delivered, so memory holds one chunk's paths and the results in flight.
  mutating func run<Result: Sendable>(
    jobs: Int, _ work: @escaping @Sendable (Item) -> Result, deliver: (Result) -> Void
  ) {
    while true {
      let chunk = next(upTo: Self.chunkSize)
      guard !chunk.isEmpty else { return }
      OrderedParallel.run(count: chunk.count, jobs: jobs) { index in
        work(chunk[index])
      } deliver: { _, result in
        deliver(result)
      }
    }
  }
}
