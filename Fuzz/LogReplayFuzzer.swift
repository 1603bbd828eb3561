@testable import MonsoonEvents
@testable import MonsoonReplay

/// libFuzzer harness: any bytes, read as a log and replayed in both modes, or as the event
/// object `record` accepts (`Event.record(jsonObject:)`), must never trap, and every event
/// line the reader accepts must round-trip through the writer's bytes.
///
/// Built by scripts/fuzz.sh together with the MonsoonEvents and MonsoonReplay sources, so that
/// it can reach the modules' internal decoders.
@_cdecl("LLVMFuzzerTestOneInput")
public func logReplayFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? Event.record(jsonObject: String(decoding: bytes, as: UTF8.self))
  for mode in ReplayMode.allCases {
    guard let reader = try? LogReader(MemoryByteSource(bytes), maximumLineLength: 512) else {
      continue
    }
    _ = try? LogReplayer.replay(reader, mode: mode) { _ in }
  }
  guard let reader = try? LogReader(MemoryByteSource(bytes), maximumLineLength: 512) else {
    return 0
  }
  while true {
    let record: LogRecord
    do {
      guard let next = try reader.next() else { break }
      record = next
    } catch {
      continue
    }
    let line = LogLine.event(record)
    let again = line.withUnsafeBytes { buffer in
      try? LogRecord.decode(UnsafeRawBufferPointer(rebasing: buffer.dropLast()), lineNumber: 1)
    }
    guard let again, again.seq == record.seq, again.time == record.time,
      again.event == record.event, again.sel == record.sel
    else {
      fatalError("event line does not round-trip: \(String(decoding: line, as: UTF8.self))")
    }
  }
  return 0
}
