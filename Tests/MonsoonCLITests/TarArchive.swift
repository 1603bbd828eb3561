/// A tar archive built in memory for the `--tar` tests, one entry at a time, in the header
/// layouts writers use: plain ustar (a name of up to 100 bytes, or a prefix and a name), GNU
/// long names (an `L` entry before the header) and pax extended headers (an `x` entry).
struct TarArchive {
  /// How an entry's name is written.
  enum Layout {
    /// ustar: the name, split into the prefix field and the name field when longer than 100.
    case ustar
    /// GNU: a `././@LongLink` entry of type `L` holding the name, then the header.
    case gnuLongName
    /// pax: an entry of type `x` whose `path` record holds the name, then the header.
    case pax
  }

  /// The archive's bytes so far (without the end-of-archive blocks).
  private(set) var bytes: [UInt8] = []

  /// The two zero blocks that end an archive.
  static let end = [UInt8](repeating: 0, count: 1024)

  /// The archive with its end-of-archive blocks.
  var ended: [UInt8] { bytes + Self.end }

  /// Adds an entry.
  /// - Parameters:
  ///   - type: the type flag: `0` a regular file, `5` a directory, `2` a symbolic link.
  mutating func add(
    _ name: String, _ contents: [UInt8], type: Character = "0", layout: Layout = .ustar
  ) {
    var headerName = name
    switch layout {
    case .ustar: break
    case .gnuLongName:
      append(Self.header("././@LongLink", size: name.utf8.count + 1, type: "L", magic: .gnu))
      append(data: Array(name.utf8) + [0])
      headerName = String(name.prefix(99))
    case .pax:
      let record = Self.paxRecord("path", name)
      append(Self.header("PaxHeaders/x", size: record.count, type: "x", magic: .posix))
      append(data: record)
      headerName = String(name.suffix(99))
    }
    append(
      Self.header(
        headerName, size: contents.count, type: type,
        magic: layout == .gnuLongName ? .gnu : .posix))
    append(data: contents)
  }

  /// Adds raw bytes, such as a damaged header.
  mutating func append(_ raw: [UInt8]) { bytes += raw }

  private mutating func append(data: [UInt8]) {
    bytes += data
    bytes += [UInt8](repeating: 0, count: (512 - data.count % 512) % 512)
  }

  enum Magic { case posix, gnu }

  /// A 512-byte header with its checksum.
  static func header(
    _ name: String, size: Int, type: Character, magic: Magic = .posix
  ) -> [UInt8] {
    var header = [UInt8](repeating: 0, count: 512)
    func put(_ text: String, at offset: Int) {
      for (index, byte) in text.utf8.enumerated() { header[offset + index] = byte }
    }
    var name = name
    if name.utf8.count > 100, magic == .posix,
      let slash = name.utf8.indices.last(where: { name.utf8[$0] == UInt8(ascii: "/") })
    {
      put(String(name[..<slash]), at: 345)
      name = String(name[name.index(after: slash)...])
    }
    put(name, at: 0)
    put("0000644", at: 100)
    put("0001750", at: 108)
    put("0001750", at: 116)
    put(octal(size, width: 11), at: 124)
    put("15115251712", at: 136)
    put(String(type), at: 156)
    put(magic == .posix ? "ustar\u{0}00" : "ustar  ", at: 257)
    put("        ", at: 148)
    let sum = header.reduce(0) { $0 + Int($1) }
    put(octal(sum, width: 6) + "\u{0} ", at: 148)
    return header
  }

  private static func octal(_ value: Int, width: Int) -> String {
    let digits = String(value, radix: 8)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// A pax record, `LENGTH KEY=VALUE\n`, its length counting itself.
  static func paxRecord(_ key: String, _ value: String) -> [UInt8] {
    let body = " \(key)=\(value)\n"
    var length = body.utf8.count + 1
    while String(length).utf8.count + body.utf8.count != length { length += 1 }
    return Array((String(length) + body).utf8)
  }
}
