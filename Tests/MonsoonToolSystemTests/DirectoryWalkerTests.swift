import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

@Suite("DirectoryWalker: the logs below a directory, in a stable order")
struct DirectoryWalkerTests {
  /// A tree with every kind of entry the walk must tell apart.
  private static func makeTree() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let files = FileManager.default
    for folder in ["fleet/a", "fleet/a.b", "fleet/z/deeper", "fleet/.hidden", "elsewhere"] {
      try files.createDirectory(
        atPath: directory.file(folder), withIntermediateDirectories: true)
    }
    for name in [
      "fleet/b.jsonl", "fleet/a.jsonl", "fleet/a/x.jsonl", "fleet/a.b/y.jsonl", "fleet/A.jsonl",
      "fleet/z/deeper/deep.jsonl", "fleet/.hidden/h.jsonl", "fleet/.dot.jsonl",
      "fleet/notes.txt", "fleet/.jsonl", "fleet/z/x.jsonl.bak", "elsewhere/outside.jsonl",
      "fleet/é.jsonl",
    ] {
      try directory.write(name, "{}\n")
    }
    try files.createSymbolicLink(
      atPath: directory.file("fleet/linked-dir.jsonl"), withDestinationPath: "../elsewhere")
    try files.createSymbolicLink(
      atPath: directory.file("fleet/linked-dir"), withDestinationPath: "../elsewhere")
    try files.createSymbolicLink(
      atPath: directory.file("fleet/link.jsonl"), withDestinationPath: "b.jsonl")
    try files.createSymbolicLink(
      atPath: directory.file("fleet/dangling.jsonl"), withDestinationPath: "gone.jsonl")
    #expect(mkfifo(directory.file("fleet/pipe.jsonl"), 0o600) == 0)
    return directory
  }

  private static func walk(_ root: String) -> [DirectoryWalker.Entry] {
    var walker = DirectoryWalker(root: FilePath(root), suffix: ".jsonl")
    var entries: [DirectoryWalker.Entry] = []
    while let entry = walker.next() { entries.append(entry) }
    return entries
  }

  @Test("it lists every *.jsonl entry but links to directories, pipes too, as find | sort does")
  func matchesFind() throws {
    let directory = try Self.makeTree()
    let root = directory.file("fleet")
    let found = Self.walk(root)
    #expect(
      found == [
        ".dot.jsonl", ".hidden/h.jsonl", ".jsonl", "A.jsonl", "a.b/y.jsonl", "a.jsonl", "a/x.jsonl",
        "b.jsonl", "dangling.jsonl", "link.jsonl", "pipe.jsonl", "z/deeper/deep.jsonl", "é.jsonl",
      ].map { .file(FilePath(root + "/" + $0)) })

    let find = Process()
    find.executableURL = URL(fileURLWithPath: "/bin/sh")
    find.arguments = [
      "-c",
      "find \"$0\" -name '*.jsonl' ! -xtype d | LC_ALL=C sort",
      root,
    ]
    let output = Pipe()
    find.standardOutput = output
    try find.run()
    let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    find.waitUntilExit()
    #expect(listed.split(separator: "\n").map { DirectoryWalker.Entry.file(FilePath(String($0))) } == found)
  }

  @Test("a root named with a final slash gives paths with one slash")
  func trailingSlash() throws {
    let directory = try Self.makeTree()
    let found = Self.walk(directory.file("fleet/a/"))
    #expect(found == [.file(FilePath(directory.file("fleet/a/x.jsonl")))])
  }

  @Test("a root that is a symbolic link to a directory is followed")
  func linkedRoot() throws {
    let directory = try Self.makeTree()
    #expect(DirectoryWalker.isDirectory(FilePath(directory.file("fleet/linked-dir"))))
    #expect(
      Self.walk(directory.file("fleet/linked-dir"))
        == [.file(FilePath(directory.file("fleet/linked-dir/outside.jsonl")))])
  }

  @Test("isDirectory is false for files, links to files and missing paths")
  func isDirectory() throws {
    let directory = try Self.makeTree()
    #expect(DirectoryWalker.isDirectory(FilePath(directory.file("fleet"))))
    #expect(!DirectoryWalker.isDirectory(FilePath(directory.file("fleet/a.jsonl"))))
    #expect(!DirectoryWalker.isDirectory(FilePath(directory.file("fleet/link.jsonl"))))
    #expect(!DirectoryWalker.isDirectory(FilePath(directory.file("fleet/nothing-here"))))
  }

  @Test("a directory that cannot be read is reported with its errno, and the walk goes on")
  func unreadable() throws {
    let directory = try Self.makeTree()
    var walker = DirectoryWalker(root: FilePath(directory.file("fleet")), suffix: ".jsonl")
    var entries: [DirectoryWalker.Entry] = []
    while let entry = walker.next() {
      entries.append(entry)
      if entry == .file(FilePath(directory.file("fleet/a.jsonl"))) {
        try FileManager.default.removeItem(atPath: directory.file("fleet/a"))
      }
    }
    #expect(entries.contains(.unreadable(FilePath(directory.file("fleet/a")), Errno(rawValue: ENOENT))))
    #expect(entries.last == .file(FilePath(directory.file("fleet/é.jsonl"))))
    #expect(Self.walk(directory.file("missing")) == [
      .unreadable(FilePath(directory.file("missing")), Errno(rawValue: ENOENT))
    ])
  }

  @Test("a file name that is not UTF-8 is produced by its exact bytes, not mangled")
  func invalidName() throws {
    let directory = try Self.makeTree()
    let name: [UInt8] = Array(directory.file("fleet/a/").utf8) + [0xFF] + Array(".jsonl".utf8)
    let descriptor = name.withUnsafeBufferPointer { bytes in
      (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
        open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let found = Self.walk(directory.file("fleet/a"))
    #expect(found.count == 2)
    #expect(found.contains(.file(FilePath(directory.file("fleet/a/x.jsonl")))))
    #expect(found.contains(.file(FilePath(bytes: name))))
    #expect(!found.contains(.file(FilePath(directory.file("fleet/a/\u{FFFD}.jsonl")))))
  }

  @Test("names lists a directory by its entries' exact bytes, and throws Errno")
  func names() throws {
    let directory = try TemporaryDirectory()
    let missing = FilePath(directory.file("missing"))
    #expect(throws: Errno.noSuchFile) { try DirectoryWalker.names(in: missing) }
    try FilePath(directory.file("a/b")).createDirectories()
    #expect(try DirectoryWalker.names(in: FilePath(directory.file("a"))) == [Array("b".utf8)])
    let path = FilePath(directory.path).appending([0x78, 0xFF])
    try FileDescriptor.open(path, .writeOnly, options: .create).close()
    #expect(try Set(DirectoryWalker.names(in: FilePath(directory.path))) == [[0x61], [0x78, 0xFF]])
    try path.remove()
    #expect(try DirectoryWalker.names(in: FilePath(directory.path)) == [[0x61]])
  }
}
