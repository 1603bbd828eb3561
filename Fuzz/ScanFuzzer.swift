@testable import MonsoonEvents
@testable import MonsoonReplay
import MonsoonSystem

/// libFuzzer harness: any bytes, read as a log by the app's reader (the strict decoder alone)
/// with the vector scanner and with the scalar one (`MONSOON_SCALAR=1`), and by the tool's (the
/// writer's template first, `WriterShapedLine`) with each, whole and in reads of a few bytes,
/// must give the same header, records, problems, line numbers, offsets and torn
/// tail, step for step; and the vector search for a byte must find what `memchr` finds from
/// every offset; and whether a line is buffered, told quickly from its first byte (`follow`),
/// must be what a search finds.
///
/// Built by scripts/fuzz.sh together with the MonsoonEvents and MonsoonReplay sources, so that
/// it can reach the modules' internal scanner and template.
@_cdecl("LLVMFuzzerTestOneInput")
public func scanFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  bytes.withUnsafeBytes { buffer in
    for from in 0...buffer.count {
      for byte: UInt8 in [0x0A, 0] {
        let vector = VectorScan.firstIndex(of: byte, in: buffer, from: from, to: buffer.count)
        let scalar = ByteSearch.firstIndex(of: byte, in: buffer, from: from, to: buffer.count)
        guard vector == scalar else {
          fatalError("byte \(byte) from \(from): vector \(String(describing: vector)), memchr \(String(describing: scalar))")
        }
      }
    }
  }
  for readSize in [Int.max, 7] {
    // The reference: the app's reader with the scalar scanner. The app reads with the vector
    // one (its default), the tool with either, the template first.
    let reference = transcript(bytes, readSize: readSize, mode: .scalar, fastDecoder: nil)
    for (mode, fastDecoder) in [
      (ScanMode.vector, nil), (.vector, WriterShapedLine.self), (.scalar, WriterShapedLine.self),
    ] as [(ScanMode, (any FastLineDecoder.Type)?)] {
      let other = transcript(bytes, readSize: readSize, mode: mode, fastDecoder: fastDecoder)
      guard other == reference else {
        let reader = fastDecoder == nil ? "app's" : "tool's"
        fatalError(
          "the \(reader) reader (\(mode)) differs from the app's scalar one (reads of \(readSize)):"
            + "\n\(reader) \(other)\nscalar \(reference)")
      }
    }
  }
  return 0
}

/// Everything a reader says about `bytes`, one entry a step.
private func transcript(
  _ bytes: [UInt8], readSize: Int, mode: ScanMode, fastDecoder: (any FastLineDecoder.Type)?
) -> [String] {
  let reader: LogReader
  do {
    reader = try LogReader(
      SmallReads(bytes: bytes, readSize: readSize), maximumLineLength: 64, scanMode: mode,
      fastDecoder: fastDecoder)
  } catch {
    return ["no header: \(error)"]
  }
  var steps = ["\(reader.header)"]
  while true {
    // follow's quick answer (a line starting with text, and a line end read after it) must
    // be one the search for a line that is not blank gives.
    let lines = reader.lines
    if lines.hasTextLineBuffered, !lines.hasBufferedLine(skipping: isBlank) {
      fatalError("a line told buffered from its first byte is not found by the search")
    }
    steps.append("buffered \(reader.hasBufferedLine)")
    do {
      guard let record = try reader.next() else { break }
      steps.append("\(record)")
    } catch {
      steps.append("problem: \(error)")
    }
    steps.append("at \(reader.lineNumber) \(reader.lineStartOffset) \(reader.offsetAfterLine)")
  }
  steps.append("torn: \(String(describing: reader.tornTail)) \(String(describing: reader.tornTailOffset))")
  return steps
}

/// Bytes in memory handed out at most `readSize` at a time, so that lines cross reads.
private struct SmallReads: ByteSource {
  let bytes: [UInt8]
  let readSize: Int
  var offset = 0

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, readSize, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
