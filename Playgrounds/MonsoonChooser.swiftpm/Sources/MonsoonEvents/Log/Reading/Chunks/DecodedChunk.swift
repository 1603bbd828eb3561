/// A part of a log file read whole and decoded on its own: whole lines from one offset, each
/// decoded as the streaming reader decodes it, numbered from the chunk's first line (the
/// thread that folds the chunks in order adds the lines before it).
///
/// A chunk hands over to the next one, or to the streaming reader when the lines after it need
/// one: past the end of the file's bytes as they were read, a line longer than the limit, a
/// read that failed, or more lines or problems than a chunk holds. The streaming reader then
/// reads them as it would have, from the same line on.
struct DecodedChunk: Sendable {
  /// The bytes and the lines' room.
  let storage: ChunkStorage
  /// Where the chunk's first byte is in the file.
  var offset = 0
  /// The bytes of whole lines read: the last is a newline.
  var byteCount = 0
  /// Whether the chunk after it, in order, starts right after its bytes; `false` when the read
  /// reached the end of the file or failed.
  var nextFollows = false
  /// The number of event lines (and lines in ``others``) in ``ChunkStorage/lines``.
  var count = 0
  /// The lines that are not packable events.
  var others: [ChunkOther] = []
  /// The bytes decoded: all of them, or up to the line the streaming reader reads on from.
  var decodedCount = 0
  /// The lines decoded, blank lines included.
  var lineCount = 0

  /// A chunk with room for `byteCount` bytes.
  init(byteCount: Int) {
    storage = ChunkStorage(byteCount: byteCount)
  }

  /// Whether the next lines are in the next chunk, rather than for the streaming reader to
  /// read from ``decodedCount`` on.
  var continues: Bool { nextFollows && decodedCount == byteCount }

  /// The most lines in ``others`` a chunk keeps, so that a file of bad lines costs bounded
  /// memory; the streaming reader reads on from the line after.
  static let othersCapacity = 1024
}
