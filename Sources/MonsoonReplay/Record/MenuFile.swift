public import MonsoonEvents

/// A menu kept in a JSON file, as `record --menu` reads it: `{"prompts":[...]}` or the bare
/// `[...]` array, with prompts as in a log header.
public enum MenuFile {
  /// The largest menu file read, in bytes: 64 KiB.
  public static let maximumSize = 1 << 16

  /// Reads and checks a menu file.
  /// - Throws: ``MenuFileError``.
  public static func read(path: String) throws(MenuFileError) -> Menu {
    let source: FileByteSource
    do {
      source = try FileByteSource(path: path)
    } catch {
      throw .unreadable(path: path, error.reason)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 14)
    while true {
      let read = chunk.withUnsafeMutableBytes { buffer in
        Result { () throws(ByteSourceError) in try source.read(into: buffer) }
      }
      let count: Int
      switch read {
      case .success(let value): count = value
      case .failure(let error): throw .unreadable(path: path, error.reason)
      }
      if count == 0 { break }
      bytes += chunk[..<count]
      guard bytes.count <= maximumSize else {
        throw .invalid(path: path, "larger than \(maximumSize) bytes")
      }
    }
    return try decode(bytes, path: path)
  }

  /// Checks the text of a menu file.
  /// - Parameter path: the name used in errors.
  /// - Throws: ``MenuFileError/invalid(path:_:)``.
  public static func decode(_ bytes: [UInt8], path: String) throws(MenuFileError) -> Menu {
    let oneLine = bytes.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    guard let first = oneLine.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else {
      throw .invalid(path: path, "the file is empty")
    }
    var header = Array(#"{"monsoon":1,"seed":"0","#.utf8)
    switch oneLine[first] {
    case UInt8(ascii: "["): header += Array(#""prompts":"#.utf8) + oneLine[first...] + [0x7D]
    case UInt8(ascii: "{"): header += oneLine[(first + 1)...]
    default: throw .invalid(path: path, #"expected {"prompts":[...]} or an array of prompts"#)
    }
    let reader: LogReader<MemoryByteSource>
    do {
      reader = try LogReader(MemoryByteSource(header + [0x0A]))
    } catch {
      throw .invalid(path: path, reason(error))
    }
    guard let menu = reader.header.customMenu else {
      throw .invalid(path: path, #"missing "prompts""#)
    }
    return menu
  }

  /// What a header problem says about the menu inside it.
  private static func reason(_ problem: LogProblem) -> String {
    switch problem.kind {
    case .invalidHeader(let reason):
      let prefix = "invalid menu: "
      return reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
    case .malformed(_, let reason): return "malformed JSON: \(reason)"
    default: return "\(problem)"
    }
  }
}

/// Why a menu file could not be used.
public enum MenuFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file cannot be read: the system's reason.
  case unreadable(path: String, String)
  /// The file is not a valid menu: what is wrong.
  case invalid(path: String, String)

  /// `PATH: reason`.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): \(reason)"
    case .invalid(let path, let reason): "\(path): invalid menu: \(reason)"
    }
  }
}
