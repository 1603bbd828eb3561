public import MonsoonEvents

/// A menu kept in a JSON file, as `record --menu` reads it: `{"prompts":[...]}` or the bare
/// `[...]` array, with prompts as in a log header.
public enum MenuFile {
  /// The largest menu file read, in bytes: 64 KiB.
  public static let maximumSize = 1 << 16

  /// Reads and checks a menu file.
  /// - Throws: ``MenuFileError``.
  public static func read(path: String) throws(MenuFileError) -> Menu {
    var bytes: [UInt8] = []
    do {
      let source = try FileByteSource(path: path)
      var chunk = [UInt8](repeating: 0, count: 1 << 14)
      while true {
        let count = try chunk.withUnsafeMutableBytes { buffer throws(ByteSourceError) in
          try source.read(into: buffer)
        }
        if count == 0 { break }
        bytes += chunk[..<count]
        guard bytes.count <= maximumSize else {
          throw MenuFileError.invalid(path: path, "larger than \(maximumSize) bytes")
        }
      }
    } catch let error as ByteSourceError {
      throw .unreadable(path: path, error.reason)
    } catch let error as MenuFileError {
      throw error
    } catch {
      throw .unreadable(path: path, "\(error)")
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
    do {
      let reader = try LogReader(MemoryByteSource(header + [0x0A]))
      guard let menu = reader.header.customMenu else {
        throw MenuFileError.invalid(path: path, #"missing "prompts""#)
      }
      return menu
    } catch let problem as LogProblem {
      switch problem.kind {
      case .invalidHeader(let reason):
        let prefix = "invalid menu: "
        throw .invalid(
          path: path, reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason)
      case .malformed(_, let reason): throw .invalid(path: path, "malformed JSON: \(reason)")
      default: throw .invalid(path: path, "\(problem)")
      }
    } catch let error as MenuFileError {
      throw error
    } catch {
      throw .invalid(path: path, "\(error)")
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
