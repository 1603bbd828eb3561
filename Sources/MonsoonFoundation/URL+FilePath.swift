// The library's file APIs take paths (its modules load no Foundation); an app holds URLs (an
// opened document, a folder from FileManager). This is the one place a URL becomes a path.
#if canImport(Foundation)
  public import Foundation

  /// Why a URL does not name a file on this device, for the URL overloads of the library's
  /// file APIs (`ReplayedLog(fileAt:)`, `ChooserSession.recording(toFileAt:)`...).
  public struct FileURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the URL.
    public enum Kind: Hashable, Sendable {
      /// The URL's scheme is not `file` (`https:`, or none: a bare relative reference); the
      /// scheme, if it has one.
      case notAFileURL(scheme: String?)
      /// The URL names a file on another host (`file://server/share/log.jsonl`).
      case remoteHost(String)
      /// The URL has no path (`file:`).
      case noPath
      /// The path holds a NUL byte, which no file path can.
      case nulInPath
    }

    /// The URL, as its absolute string.
    public let url: String
    /// What is wrong.
    public let kind: Kind

    /// Creates an error about `url`.
    public init(url: String, _ kind: Kind) {
      self.url = url
      self.kind = kind
    }

    /// A sentence naming the URL and the problem: `https://example.com/log.jsonl: not a file
    /// URL (its scheme is https); give a file URL such as URL(fileURLWithPath:)`.
    public var description: String {
      switch kind {
      case .notAFileURL(let scheme?):
        "\(url): not a file URL (its scheme is \(scheme)); give a file URL such as "
          + "URL(fileURLWithPath:)"
      case .notAFileURL(nil):
        "\(url): not a file URL (it has no scheme); give a file URL such as "
          + "URL(fileURLWithPath:)"
      case .remoteHost(let host):
        "\(url): names a file on the host \(host); only files on this device can be opened"
      case .noPath:
        "\(url): a file URL without a path"
      case .nulInPath:
        "\(url): the path holds a NUL byte"
      }
    }
  }

  extension FileURLError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
  }

  extension URL {
    /// The path of the file this file URL names, as the library's path APIs take it: its
    /// percent-escapes decoded (`file:///tmp/my%20logs/a.jsonl` is `/tmp/my logs/a.jsonl`), a
    /// URL relative to a base resolved against the base, and one without a base (`file:a.jsonl`)
    /// left relative, to the current directory, as a relative path is.
    /// - Throws: ``FileURLError`` for a URL that is not a file URL, names another host
    ///   (`localhost` is this one), or has no path.
    public func localFilePath() throws(FileURLError) -> String {
      let absolute = absoluteURL
      guard absolute.isFileURL else {
        throw FileURLError(url: absolute.absoluteString, .notAFileURL(scheme: absolute.scheme))
      }
      if let host = absolute.host, !host.isEmpty, host.lowercased() != "localhost" {
        throw FileURLError(url: absolute.absoluteString, .remoteHost(host))
      }
      let path = absolute.path
      guard !path.isEmpty else { throw FileURLError(url: absolute.absoluteString, .noPath) }
      guard !path.utf8.contains(0) else {
        throw FileURLError(url: absolute.absoluteString, .nulInPath)
      }
      return path
    }
  }
#endif
