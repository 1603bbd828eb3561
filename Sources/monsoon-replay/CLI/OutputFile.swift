import MonsoonEvents
import MonsoonSystem
import MonsoonToolSystem

/// Where a command writes a document: standard output, or a file named with `-o`.
///
/// A file is replaced atomically (``AtomicFileWriter``): on any failure, a full disk included,
/// the previous file stays whole. A name that is a symbolic link has its target replaced; a
/// device or a pipe (`/dev/null`, `/dev/stdout` into a pipe) is written in place, as nothing
/// can replace it. A dangling symbolic link gets its target created; a loop of links fails. A
/// file the user could not open for writing, or another user's in a directory others may write,
/// is refused (73) and left as it was, and so is a file beside which no new file can be made
/// (in a read-only directory, or `/proc/self/status`: the message says so).
///
/// A named pipe (FIFO) is written in place like any pipe: the write waits for a reader, as a
/// shell's `> fifo` does, however long (a signal ends the wait, and the tool, as always).
enum OutputFile: Equatable {
  /// Standard output (no `-o`, or `-o -`).
  case standardOutput
  /// A file, created or replaced.
  case path(String)

  /// The destination named by an optional `-o` value.
  /// - Throws: ``CommandError/usage(_:)`` for an empty file name.
  init(_ argument: String?) throws(CommandError) {
    switch argument {
    case nil, "-": self = .standardOutput
    case ""?: throw .usage("empty file name for '--output'")
    case let path?: self = .path(path)
    }
  }

  /// The destination named by an optional `-o` value, for a document no one reads on a
  /// terminal (an SVG, a page): without `-o`, standard output must not be a terminal, as
  /// `gzip` refuses to write compressed data to one. `-o -` writes there anyway.
  /// - Parameters:
  ///   - document: what the command writes, such as `an SVG document`.
  ///   - example: a command line that writes it to a file instead.
  ///   - isText: whether the document is text a pager shows (the hint then names `| less`);
  ///     binary data, such as a PNG image, is to be redirected to a file instead.
  /// - Throws: ``CommandError/usage(_:)`` for an empty file name, or when standard output is
  ///   a terminal and `-o` was not given.
  init(
    _ argument: String?, refusingTerminalFor document: String, example: String,
    isText: Bool = true
  ) throws(CommandError) {
    try self.init(argument)
    if argument == nil && FileDescriptor(rawValue: 1).isTerminal {
      let elsewhere = isText ? "pipe it ('| less'" : "redirect it ('> file'"
      throw .usage(
        "not writing \(document) to a terminal: name a file with -o (\(example)), or "
          + "\(elsewhere); '-o -' writes it here anyway)")
    }
  }

  /// A file a command reads, which its output must not replace.
  struct Source: Equatable {
    /// What it is to the command, for the message: `input`, `--files-from list`, ...
    let role: String
    /// Its path; `nil` for standard input.
    let path: String?

    /// What a command-line argument names for `role`: `-` is standard input.
    static func argument(_ argument: String, role: String = "input") -> Source {
      Source(role: role, path: argument == "-" ? nil : argument)
    }

    /// The log `input` names; `nil` for an archive's entry, which is no file of its own.
    static func input(_ input: LogInput) -> Source? {
      switch input {
      case .file(let path), .found(let path): Source(role: "input", path: path)
      case .standardInput: Source(role: "input", path: nil)
      case .entry, .unreadableEntry: nil
      }
    }

    /// The name used in messages: the path (`''` for the empty one), or `<stdin>`.
    var displayName: String { path.map { $0.isEmpty ? "''" : $0 } ?? "<stdin>" }
  }

  /// Refuses to write over any file a command reads: the same inode on the same device,
  /// whatever names (symbolic or hard links, standard input) lead to each. Every command that
  /// writes with `-o` calls it before it writes anything; a folder's logs, known only as it
  /// is read, are checked one by one with ``inputCheck()``.
  /// - Throws: ``CommandError/usage(_:)`` naming both when a source is the output file.
  func checkIsNot(_ sources: [Source]) throws(CommandError) {
    let check = inputCheck()
    for source in sources {
      if let refusal = check.refusal(reading: source) { throw refusal }
    }
  }

  /// Refuses to write over the log a command reads (``checkIsNot(_:)-([Source])``).
  /// - Throws: ``CommandError/usage(_:)`` naming both when `input` is the output file.
  func checkIsNot(_ input: LogInput) throws(CommandError) {
    try checkIsNot(Source.input(input).map { [$0] } ?? [])
  }

  /// The file this output would replace, as it is now, to compare the inputs with.
  func inputCheck() -> InputCheck {
    guard case .path(let path) = self, let output = try? FileStatus(ofPath: path),
      output.kind == .regular
    else { return InputCheck(output: "", replaced: nil) }
    return InputCheck(output: path, replaced: output)
  }

  /// Compares what a command reads with the regular file its `-o` would replace, by device
  /// and inode.
  struct InputCheck: Sendable {
    /// The output's name.
    fileprivate let output: String
    /// The file the output would replace; `nil` when there is none (or not a regular file,
    /// which is written in place and read by no command).
    fileprivate let replaced: FileStatus?

    /// The refusal to give when `source` is the output's file, else `nil`.
    func refusal(reading source: Source) -> CommandError? {
      guard let replaced else { return nil }
      let status =
        source.path.map { try? FileStatus(ofPath: $0) }
        ?? (try? FileDescriptor.standardInput.status())
      guard let status, status.isSameFile(as: replaced) else { return nil }
      return .usage(
        "the output '\(output)' is the \(source.role) '\(source.displayName)'; write to "
          + "another file")
    }
  }

  /// Writes `text` to the destination.
  /// - Throws: ``CommandError`` with exit status 73 when the file cannot be created, 74 when
  ///   writing it fails.
  func write(_ text: String, to output: inout OutputStream) throws(CommandError) {
    try write(Array(text.utf8), to: &output)
  }

  /// Writes `bytes` to the destination.
  /// - Throws: ``CommandError`` with exit status 73 when the file cannot be created (no such
  ///   directory, no permission), 74 when writing it fails (a full disk); a file that existed
  ///   is then left as it was.
  func write(_ bytes: [UInt8], to output: inout OutputStream) throws(CommandError) {
    guard case .path(let path) = self else {
      output.write(bytes)
      return
    }
    let existing = try? FileStatus(ofPath: path)
    switch existing?.kind {
    case nil, .regular?, .directory?:
      var target =
        existing == nil
        ? path : (try? FilePath(path).resolvingSymbolicLinks())?.description ?? path
      if existing == nil {
        do throws(Errno) {
          target = try FilePath(path).symbolicLinkDestination().description
        } catch {
          throw Self.failure(.cannotCreate, path, error)
        }
      }
      if let refusal = AtomicFileWriter.replacementRefusal(target) {
        throw Self.failure(.cannotCreate, path, refusal)
      }
      AtomicFileWriter.removeAbandonedFiles(besides: target)
      let writer: AtomicFileWriter
      do throws(FileError) {
        writer = try AtomicFileWriter(replacing: target)
      } catch {
        guard existing?.kind == .regular else {
          throw Self.failure(.cannotCreate, path, error.reason)
        }
        // The file is there, so its own name is not the problem: its directory is (a
        // read-only one, or /proc, where no file can be made).
        throw Self.failure(
          .cannotCreate, path,
          "no new file can be made beside it in '\(FilePath(target).directory)' to replace it "
            + "whole (\(error.reason)); it was left as it was")
      }
      do throws(FileError) {
        try writer.write(bytes, at: 0)
      } catch {
        throw Self.failure(.writeFailed, path, error.reason)
      }
      // Again just before the rename: the file may have changed while this one was written.
      if let refusal = AtomicFileWriter.replacementRefusal(target) {
        writer.discard()
        throw Self.failure(.cannotCreate, path, refusal)
      }
      do throws(FileError) {
        try writer.commit()
      } catch {
        throw Self.failure(.writeFailed, path, error.reason)
      }
    default:
      try Self.writeInPlace(bytes, to: path)
    }
  }

  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(CommandError) {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .writeOnly)
    } catch {
      throw failure(.cannotCreate, path, error)
    }
    do throws(Errno) {
      do throws(Errno) {
        try descriptor.writeAll(bytes)
      } catch {
        try? descriptor.close()
        throw error
      }
      try descriptor.close()
    } catch {
      throw failure(.writeFailed, path, error)
    }
  }

  private static func failure(
    _ kind: FailureKind, _ path: String, _ reason: some CustomStringConvertible
  ) -> CommandError {
    .failed(kind, "cannot write '\(path)': \(reason)")
  }
}

extension FileStatus {
  /// Whether this is the same file as `other`: the same inode on the same device, whatever
  /// names (links, hard links) led to each.
  fileprivate func isSameFile(as other: FileStatus) -> Bool {
    identity.device == other.identity.device && identity.inode == other.identity.inode
  }
}
