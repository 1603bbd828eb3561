import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// The regular entries of a POSIX tar archive, read as a stream one entry at a time (`--tar`),
/// so that an archive of any length takes the memory of one entry.
///
/// Reads ustar headers (a name of up to 100 bytes, or 255 with the ustar prefix), GNU long
/// names (`L` entries) and pax extended headers (`x` entries: their `path` and `size`
/// records). A name keeps its bytes, UTF-8 or not (``FilePath``'s `String` form), as a file's
/// name does. Directories are skipped without a word; other entries that are not regular files
/// (links, devices, FIFOs, GNU sparse files) are errors for that entry (exit status 66), as
/// such a file found in a directory or a list is. A pax `path` holding a NUL byte is an error
/// for its entry (65). A header whose checksum is wrong, a size that cannot be read or is over
/// ``largestEntrySize``, or an archive that ends inside an entry or without its
/// end-of-archive block ends the stream with an error (exit status 65): what follows cannot
/// be trusted to be entries.
///
/// The stream ends at the first zero block, as GNU tar's does; what is read after it is the
/// rest of the end-of-archive blocks and of the record they end (``recordSize``), no more, so
/// that an input that never ends (`/dev/zero`, an archive followed by endless zeros) ends
/// there, and an entry's size bounds what skipping it reads.
struct TarStream {
  /// One thing the archive gave.
  enum Entry: Equatable {
    /// A regular entry: its path in the archive and its bytes.
    case file(name: String, bytes: [UInt8])
    /// An entry that is not read, with the kind of its failure, its path and the error that
    /// says why: a regular entry larger than ``maximumEntrySize`` or one that is not a regular
    /// file (``FailureKind/missingInput``: a log that cannot be read, as such a file in a
    /// directory), a pax path that holds a NUL byte (``FailureKind/invalidList``).
    case notRead(FailureKind, name: String, message: String)
    /// A problem of the archive that ends it, with the kind of its failure.
    case problem(FailureKind, String)
  }

  /// The size of a tar block, in bytes: headers take one, data is padded to whole blocks.
  static let blockSize = 512
  /// The largest entry read, in bytes; a larger one is skipped with an error.
  static let maximumEntrySize = 256 << 20
  /// The largest GNU long name or pax extended header read, in bytes.
  static let maximumMetadataSize = 1 << 20
  /// The largest entry an archive may hold, in bytes (64 GiB): a larger size is a bad archive
  /// (no archive of logs holds one), so that no size read from it makes the tool skip forever
  /// through an input that never ends, and no arithmetic on it overflows.
  static let largestEntrySize = 64 << 30
  /// The size of a tar record, in bytes: GNU tar, bsdtar and Python's `tarfile` pad an
  /// archive to whole records of 20 blocks.
  static let recordSize = 20 * blockSize

  /// The archive's name in messages: its path, or `<stdin>`.
  let displayName: String
  private let source: FileByteSource
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private var atEnd = false
  /// How many bytes of the archive were taken, for messages.
  private var offset = 0
  private var ended = false

  /// Opens the archive at `path` (`-` for standard input).
  /// - Throws: ``CommandError`` with exit status 66 when the archive cannot be opened.
  init(_ path: String) throws(CommandError) {
    if path == "-" {
      displayName = "<stdin>"
      source = .standardInput
    } else {
      displayName = path.isEmpty ? "''" : TerminalText.escaped(path)
      do {
        source = try FileByteSource(path: path)
      } catch {
        throw .failed(.missingInput, "\(displayName): \(error)")
      }
    }
  }

  /// The next entry, or `nil` at the end of the archive (or after a problem that ends it).
  mutating func next() -> Entry? {
    guard !ended else { return nil }
    do {
      return try nextEntry()
    } catch {
      ended = true
      return .problem(.missingInput, "\(displayName): \(error)")
    }
  }

  /// The metadata that extended headers give the entry after them.
  private struct Pending {
    var name: String?
    var size: Int?
    /// Whether the pax `path` holds a NUL byte, which no file name can.
    var nameHoldsNUL = false
  }

  private mutating func nextEntry() throws(ByteSourceError) -> Entry? {
    var pending = Pending()
    while true {
      let headerOffset = offset
      let header = try take(Self.blockSize)
      if header.isEmpty, pending.name == nil, pending.size == nil {
        return end(
          "\(displayName): the archive ends without its end-of-archive block: it may be cut "
            + "short")
      }
      guard header.count == Self.blockSize else {
        return end("\(displayName): byte \(headerOffset): the archive ends inside a header")
      }
      if header.allSatisfy({ $0 == 0 }) {
        ended = true
        try finish()
        return nil
      }
      guard Self.checksumMatches(header) else {
        return end(
          "\(displayName): byte \(headerOffset): bad header checksum: not a tar archive, or a "
            + "damaged one")
      }
      guard let headerSize = Self.number(header[124..<136]) else {
        return end("\(displayName): byte \(headerOffset): the entry's size cannot be read")
      }
      let size = pending.size ?? headerSize
      let name = pending.name ?? Self.name(of: header)
      let dataOffset = offset
      guard size <= Self.largestEntrySize else {
        return end(
          "\(displayName): byte \(headerOffset): the entry \(TerminalText.escaped(name)) has a "
            + "size of \(size) bytes, over \(Self.largestEntrySize >> 30) GiB: not an archive of "
            + "logs, or a damaged one")
      }
      if pending.nameHoldsNUL, ![UInt8(ascii: "x"), UInt8(ascii: "g")].contains(header[156]) {
        guard try skip(size + Self.padding(size)) else {
          return cutShort(name, at: dataOffset, size: size)
        }
        return .notRead(
          .invalidList, name: name,
          message: "\(TerminalText.escaped(name)): the entry's pax path holds a NUL byte, which "
            + "no file name can: a bad entry, not read")
      }
      switch header[156] {
      case UInt8(ascii: "0"), 0, UInt8(ascii: "7"):
        guard size <= Self.maximumEntrySize else {
          guard try skip(size + Self.padding(size)) else {
            return cutShort(name, at: dataOffset, size: size)
          }
          return .notRead(
            .missingInput, name: name,
            message: "\(TerminalText.escaped(name)): an entry of \(size) bytes in the archive, "
              + "larger than \(Self.maximumEntrySize >> 20) MiB: not read (extract it and name "
              + "the file)")
        }
        let bytes = try take(size)
        guard bytes.count == size, try skip(Self.padding(size)) else {
          return cutShort(name, at: dataOffset, size: size)
        }
        return .file(name: name, bytes: bytes)
      case UInt8(ascii: "L"), UInt8(ascii: "x"):
        guard size <= Self.maximumMetadataSize else {
          return end(
            "\(displayName): byte \(headerOffset): an extended header of \(size) bytes, larger "
              + "than \(Self.maximumMetadataSize >> 20) MiB")
        }
        let data = try take(size)
        guard data.count == size, try skip(Self.padding(size)) else {
          return cutShort(name, at: dataOffset, size: size)
        }
        if header[156] == UInt8(ascii: "L") {
          pending.name = FilePath(bytes: Array(data.prefix { $0 != 0 })).description
        } else if let records = Self.paxRecords(data) {
          if let path = records["path"] {
            pending.name = FilePath(bytes: path).description
            pending.nameHoldsNUL = path.contains(0)
          }
          if let text = records["size"] {
            guard text.allSatisfy({ (0x30...0x39).contains($0) }),
              let value = Int(String(decoding: text, as: UTF8.self))
            else {
              return end("\(displayName): byte \(headerOffset): a pax size that is no size")
            }
            pending.size = value
          }
        } else {
          return end(
            "\(displayName): byte \(headerOffset): a pax extended header that cannot be read")
        }
      case let type:
        guard try skip(size + Self.padding(size)) else {
          return cutShort(name, at: dataOffset, size: size)
        }
        // A GNU long link name or a global pax header describes what comes next (or all).
        if [UInt8(ascii: "K"), UInt8(ascii: "g")].contains(type) { continue }
        pending = Pending()
        if type != UInt8(ascii: "5") {
          return .notRead(
            .missingInput, name: name,
            message: "\(TerminalText.escaped(name)): not a regular file (\(Self.kind(type)))")
        }
      }
    }
  }

  private mutating func end(_ message: String) -> Entry {
    ended = true
    return .problem(.invalidList, message)
  }

  private mutating func cutShort(_ name: String, at dataOffset: Int, size: Int) -> Entry {
    end(
      "\(displayName): byte \(dataOffset): the archive ends inside the entry "
        + "\(TerminalText.escaped(name)) (\(size) bytes): it is cut short")
  }

  /// Up to `count` next bytes; fewer only at the end of the archive.
  private mutating func take(_ count: Int) throws(ByteSourceError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      guard try fill() else { break }
      let available = min(count - bytes.count, buffer.count - bufferStart)
      bytes += buffer[bufferStart..<bufferStart + available]
      bufferStart += available
      offset += available
    }
    return bytes
  }

  /// Skips `count` bytes.
  /// - Returns: `false` when the archive ended first.
  private mutating func skip(_ count: Int) throws(ByteSourceError) -> Bool {
    var left = count
    while left > 0 {
      guard try fill() else { return false }
      let available = min(left, buffer.count - bufferStart)
      bufferStart += available
      offset += available
      left -= available
    }
    return true
  }

  /// Reads the second end-of-archive block and the rest of the record they end (a `tar`
  /// pads its output to whole records), so that a writer into a pipe does not fail on a
  /// closed one; nothing after that, so that an input that never ends ends here.
  private mutating func finish() throws(ByteSourceError) {
    guard try skip(Self.blockSize) else { return }
    _ = try skip((Self.recordSize - offset % Self.recordSize) % Self.recordSize)
  }

  /// Makes sure the buffer holds a byte.
  /// - Returns: `false` at the end of the archive.
  private mutating func fill() throws(ByteSourceError) -> Bool {
    guard bufferStart == buffer.count else { return true }
    guard !atEnd else { return false }
    if buffer.count != 1 << 16 { buffer = [UInt8](repeating: 0, count: 1 << 16) }
    let source = source
    let count = try buffer.withUnsafeMutableBytes { bytes in
      Result { () throws(ByteSourceError) in try source.read(into: bytes) }
    }.get()
    if count == 0 {
      atEnd = true
      buffer = []
      bufferStart = 0
      return false
    }
    buffer.removeLast(buffer.count - count)
    bufferStart = 0
    return true
  }

  /// What an entry of this type flag is, for messages, in the words used for such a file
  /// found in a directory (``FileKind``).
  private static func kind(_ type: UInt8) -> String {
    switch type {
    case UInt8(ascii: "1"): "a hard link"
    case UInt8(ascii: "2"): FileKind.symbolicLink.description
    case UInt8(ascii: "3"): FileKind.characterDevice.description
    case UInt8(ascii: "4"): FileKind.blockDevice.description
    case UInt8(ascii: "6"): FileKind.pipe.description
    case UInt8(ascii: "S"): "a GNU sparse file"
    default: "type '\(TerminalText.escaped(String(decoding: [type], as: UTF8.self)))'"
    }
  }

  private static func padding(_ size: Int) -> Int {
    (blockSize - size % blockSize) % blockSize
  }

  /// Whether the header's checksum field equals the sum of its bytes, the field counted as
  /// spaces (unsigned, as POSIX says, or signed, as some old writers did).
  static func checksumMatches(_ header: [UInt8]) -> Bool {
    guard let recorded = number(header[148..<156]) else { return false }
    var unsigned = 0
    var signed = 0
    for (index, byte) in header.enumerated() {
      let value = (148..<156).contains(index) ? 0x20 : byte
      unsigned += Int(value)
      signed += Int(Int8(bitPattern: value))
    }
    return recorded == unsigned || recorded == signed
  }

  /// A numeric field: octal digits (spaces and NULs around them), or GNU's base-256 form (the
  /// first byte's high bit set); `nil` when it is neither or negative.
  static func number(_ field: ArraySlice<UInt8>) -> Int? {
    if let first = field.first, first & 0x80 != 0 {
      guard first == 0x80 else { return nil }
      var value = 0
      for byte in field.dropFirst() {
        guard value <= Int.max >> 8 else { return nil }
        value = value << 8 | Int(byte)
      }
      return value
    }
    let digits = field.drop { $0 == 0x20 }.prefix { $0 != 0 && $0 != 0x20 }
    let rest = field.drop { $0 == 0x20 }.dropFirst(digits.count)
    guard rest.allSatisfy({ $0 == 0 || $0 == 0x20 }) else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit), value <= Int.max >> 3 else {
        return nil
      }
      value = value << 3 | Int(digit - UInt8(ascii: "0"))
    }
    return value
  }

  /// The entry's path: the ustar prefix (POSIX's `ustar\0` magic only: GNU keeps other fields
  /// there), a slash and the name.
  private static func name(of header: [UInt8]) -> String {
    func text(_ field: ArraySlice<UInt8>) -> String {
      FilePath(bytes: Array(field.prefix { $0 != 0 })).description
    }
    let name = text(header[0..<100])
    let isPOSIX = Array(header[257..<263]) == Array("ustar\0".utf8)
    let prefix = isPOSIX ? text(header[345..<500]) : ""
    return prefix.isEmpty ? name : prefix + "/" + name
  }

  /// The records of a pax extended header (`LENGTH KEY=VALUE\n` each), each value as its
  /// bytes, or `nil` when it cannot be read.
  static func paxRecords(_ data: [UInt8]) -> [String: [UInt8]]? {
    var records: [String: [UInt8]] = [:]
    var start = 0
    while start < data.count {
      guard let space = data[start...].firstIndex(of: 0x20) else { return nil }
      let digits = data[start..<space]
      guard !digits.isEmpty, digits.count <= 7,
        digits.allSatisfy({ (0x30...0x39).contains($0) }),
        let length = Int(String(decoding: digits, as: UTF8.self)),
        length > space - start + 1, length <= data.count - start,
        data[start + length - 1] == 0x0A
      else { return nil }
      let record = data[(space + 1)..<(start + length - 1)]
      guard let equals = record.firstIndex(of: UInt8(ascii: "=")) else { return nil }
      let key = String(decoding: record[..<equals], as: UTF8.self)
      records[key] = Array(record[(equals + 1)...])
      start += length
    }
    return records
  }
}
