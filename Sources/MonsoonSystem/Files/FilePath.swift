/// A file's name as the bytes the system calls take: any bytes but NUL, UTF-8 or not, so that a
/// name the C library hands out or a user types (`x\xFF.jsonl`) reaches the system call as it
/// was.
///
/// A `String` names a file by its UTF-8 bytes, with one exception that lets a `String` carry
/// any name: each code point of U+10FF80–U+10FFFF (the last 128 of the Supplementary Private
/// Use Area-B, which no one types in a file name) stands for the one byte 0x80–0xFF it ends
/// with. ``description`` is the inverse: valid UTF-8 as itself, and each byte of a sequence that
/// is not UTF-8 (or that encodes one of those code points) as its code point. So
/// `FilePath(path.description) == path` for every path, and a program can keep names as
/// `String`s (the tool's command line does) without losing a byte.
package struct FilePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The name's bytes, without a terminating NUL.
  package let bytes: [UInt8]

  /// The file a `String` names: its UTF-8 bytes, each code point of U+10FF80–U+10FFFF the one
  /// byte it stands for (see ``FilePath``).
  package init(_ string: String) {
    guard string.unicodeScalars.contains(where: Self.isByteScalar) else {
      bytes = Array(string.utf8)
      return
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      if Self.isByteScalar(scalar) {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value - Self.byteScalarBase))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    self.bytes = bytes
  }

  /// The file a literal names.
  package init(stringLiteral string: String) {
    self.init(string)
  }

  /// The file these bytes name.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The name as a `String` that keeps every byte (see ``FilePath``): the name itself when it
  /// is UTF-8 (without the code points that stand for bytes).
  package var description: String {
    if let string = String(validUTF8: bytes),
      !string.unicodeScalars.contains(where: Self.isByteScalar)
    {
      return string
    }
    var scalars = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var position = 0
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = UTF8.decode(encoded)
        if Self.isByteScalar(scalar) {
          scalars.append(contentsOf: bytes[position..<position + encoded.count].map(Self.scalar))
        } else {
          scalars.append(scalar)
        }
        position += encoded.count
      case .error(let length):
        scalars.append(contentsOf: bytes[position..<position + length].map(Self.scalar))
        position += length
      case .emptyInput:
        break loop
      }
    }
    return String(scalars)
  }

  /// The directory holding the file: the part before the last `/`, `/`, or `.` for a bare name.
  package var directory: FilePath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == 0 ? "/" : FilePath(bytes: Array(bytes[..<slash]))
  }

  /// Calls `body` with the name as a NUL-terminated C string (valid only during the call).
  package func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// Whether `scalar` stands for a byte of a name that is not UTF-8 (see ``FilePath``).
  package static func isByteScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= byteScalarBase + 0x80
  }

  private static let byteScalarBase: UInt32 = 0x10FF00

  /// The code point that stands for a byte of a sequence that is not UTF-8 (an ASCII byte,
  /// which no such sequence holds, stands for itself).
  private static func scalar(_ byte: UInt8) -> Unicode.Scalar {
    byte < 0x80 ? Unicode.Scalar(byte) : Unicode.Scalar(byteScalarBase + UInt32(byte))!
  }
}
