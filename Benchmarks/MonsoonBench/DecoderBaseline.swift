import Foundation
import MonsoonEvents

/// The replay a user would write first: read lines, decode each with Foundation's JSONDecoder,
/// apply the reducer. The benchmark's baseline.
enum DecoderBaseline {
  private struct Line: Decodable {
    let seq: Int
    let t: Int?
    let type: String
    let prompt: Int?
    let option: Int?
    let button: String?
    let sel: [Int]?

    /// The keys as docs/log-format.md writes them: a prompt is a `control`, an option a
    /// `choice`.
    enum CodingKeys: String, CodingKey {
      case seq, t, type, button, sel
      case prompt = "control"
      case option = "choice"
    }
  }

  private struct Header: Decodable {
    let monsoon: Int
    let seed: String
  }

  /// Replays the first `byteLimit` bytes of the log at `path` (whole lines only).
  /// - Returns: the events applied, the bytes read and the state after the last event.
  static func replay(path: String, byteLimit: Int) throws
    -> (events: Int, bytes: Int, state: SessionState?)
  {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw BenchError("cannot open \(path)")
    }
    defer { try? handle.close() }
    let decoder = JSONDecoder()
    var pending = Data()
    var state: SessionState?
    var events = 0
    var bytes = 0
    reading: while bytes < byteLimit {
      let chunk = handle.readData(ofLength: 1 << 20)
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: 0x0A) {
        let line = pending[pending.startIndex..<newline]
        bytes += line.count + 1
        pending = pending[(newline + 1)...]
        if var current = state {
          let decoded = try decoder.decode(Line.self, from: line)
          try SessionReducer.reduce(&current, event(decoded))
          state = current
          events += 1
        } else {
          let header = try decoder.decode(Header.self, from: line)
          guard let version = LogFormatVersion(rawValue: header.monsoon) else {
            throw BenchError("log format \(header.monsoon) is not one this package reads")
          }
          state = SessionState(
            seed: UInt64(header.seed, radix: 16) ?? 0, formatVersion: version)
        }
        if bytes >= byteLimit { break reading }
      }
    }
    return (events, bytes, state)
  }

  private static func event(_ line: Line) throws -> Event {
    switch line.type {
    case "tap": return .tap(prompt: line.prompt ?? -1)
    case "select": return .select(prompt: line.prompt ?? -1, option: line.option ?? -1)
    case "randomize": return .randomize
    case "go": return .go
    case "back": return .back
    case "nav":
      guard let button = NavButton(rawValue: line.button ?? "") else {
        throw BenchError("bad button")
      }
      return .nav(button)
    default: throw BenchError("bad type \(line.type)")
    }
  }
}
