import Foundation

/// A fresh directory for one test's files, removed when the value is deinitialized.
public final class TemporaryDirectory {
  /// The directory's path.
  public let path: String

  /// Creates the directory.
  public init() throws {
    path = NSTemporaryDirectory() + "monsoon-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of a file in the directory.
  public func file(_ name: String) -> String {
    path + "/" + name
  }

  /// Writes a file in the directory and returns its path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    return file(name)
  }

  /// The contents of a file in the directory.
  public func read(_ name: String) throws -> String {
    // Not Data(contentsOf:), which leaks its buffer on an empty file (seen under ASan).
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file(name)))
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
  }
}
