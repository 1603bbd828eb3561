import MonsoonEvents
@testable import MonsoonReplay

/// libFuzzer harness: any bytes, read as a checkpoint index file of a log with the standard
/// menu and seed 1 (the header of `gen --seed 1`), must never trap. The bytes are read twice:
/// as they are, and with their last 8 bytes replaced by the checksum of the others, so that
/// mutations reach the checks behind the checksum. Every index the reader accepts must encode
/// back to exactly the bytes it was read from, and answer lookups for any seq.
///
/// Built by scripts/fuzz.sh together with the MonsoonSystem, MonsoonEvents and MonsoonReplay
/// sources, so that it can reach the module's internal head decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func indexFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  for candidate in [bytes, resealed(bytes)] {
    _ = try? CheckpointIndex.decodeHead(candidate, fileSize: candidate.count, path: "fuzz")
    for header in headers {
      guard let index = try? CheckpointIndex(decoding: candidate, header: header, path: "fuzz")
      else { continue }
      guard index.encoded() == candidate else {
        fatalError("an accepted index does not encode back to its bytes")
      }
      checkLookups(index)
    }
  }
  return 0
}

/// The headers indexes are read against: `gen --seed 1` with the standard menu, and a small
/// custom menu, whose prompts bound the selections a checkpoint may hold.
private let headers: [LogHeader] = {
  let small = try? ChooserMenu(prompts: [
    Prompt(id: "a", choices: ["x", "y"]), Prompt(id: "b", choices: ["x", "y", "z"]),
  ])
  return [LogHeader(seed: 1), LogHeader(seed: 1, customMenu: small)]
}()

/// The bytes with their last 8 replaced by the ``StableHash`` of the others.
private func resealed(_ bytes: [UInt8]) -> [UInt8] {
  guard bytes.count >= 8 else { return bytes }
  var sealed = bytes
  let body = bytes.count - 8
  let checksum = StableHash.of(bytes[..<body])
  withUnsafeBytes(of: checksum.littleEndian) { sealed.replaceSubrange(body..., with: $0) }
  return sealed
}

/// Traps when a lookup in an accepted index breaks its promises.
private func checkLookups(_ index: CheckpointIndex) {
  let last = index.checkpoints[index.checkpoints.count - 1].replayer.lastSeq
  for seq in [0, 1, last / 2, last, last &+ 1, .max] {
    let checkpoint = index.checkpoint(through: seq)
    guard checkpoint.replayer.lastSeq <= seq || checkpoint == index.checkpoints[0] else {
      fatalError("checkpoint(through: \(seq)) is past it")
    }
    let before = index.warnings(before: checkpoint)
    guard before.allSatisfy({ $0.line < checkpoint.lineNumber }) else {
      fatalError("warnings(before:) gave a warning after the checkpoint")
    }
    _ = index.checkpoint(within: seq, before: seq / 2)
  }
}
