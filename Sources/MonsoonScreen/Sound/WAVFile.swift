/// A WAV file built in memory: the RIFF container Core Audio (`AVAudioPlayer(data:)`) and the
/// browsers (`decodeAudioData`, `<audio src="data:audio/wav;base64,...">`) read.
package enum WAVFile {
  /// The size of the header before the samples, in bytes.
  package static let headerSize = 44

  /// The bytes of a mono, 16-bit, little-endian PCM WAV file holding `samples`.
  /// - Complexity: O(samples).
  package static func monoPCM16(_ samples: [Int16], sampleRate: Int) -> [UInt8] {
    let dataSize = samples.count * 2
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerSize + dataSize)
    func ascii(_ text: String) { bytes.append(contentsOf: text.utf8) }
    func little(_ value: Int, bytes count: Int) {
      for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
    ascii("RIFF")
    little(headerSize - 8 + dataSize, bytes: 4)
    ascii("WAVE")
    ascii("fmt ")
    little(16, bytes: 4)  // the size of the PCM format block
    little(1, bytes: 2)  // PCM
    little(1, bytes: 2)  // one channel
    little(sampleRate, bytes: 4)
    little(sampleRate * 2, bytes: 4)  // bytes per second
    little(2, bytes: 2)  // bytes per frame
    little(16, bytes: 2)  // bits per sample
    ascii("data")
    little(dataSize, bytes: 4)
    for sample in samples { little(Int(sample), bytes: 2) }
    return bytes
  }
}
