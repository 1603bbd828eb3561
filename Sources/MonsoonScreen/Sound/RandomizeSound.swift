import MonsoonSystem

/// The Randomize sound, synthesized in code (no audio file ships): a tick at each hop of a
/// spinning ring, slowing down with the spin, and a chime when the rings land. With Reduce
/// Motion, where the rings only fade, the chime alone.
///
/// iOS plays the bytes with `AVAudioPlayer(data:)`; the HTML viewer embeds the same bytes.
package enum RandomizeSound {
  /// Samples per second: plenty for ticks and a chime, and half the bytes of CD quality.
  package static let sampleRate = 22_050
  /// How many ticks the sound has before the chime: the hops of a ring of six options making
  /// one lap and half another.
  package static let tickCount = 9
  /// The loudest a sample gets, as a fraction of full scale: headroom against clipping.
  package static let peakLevel = 0.8
  /// How long the chime rings after the rings land, in seconds.
  package static let chimeLength = 0.35

  /// The sound for `motion` as a mono 16-bit PCM WAV file.
  package static func wav(for motion: RandomizeMotion) -> [UInt8] {
    WAVFile.monoPCM16(samples(for: motion), sampleRate: sampleRate)
  }

  /// The sound of ``RandomizeMotion/standard``, made once.
  package static let standardWAV = wav(for: .standard)
  /// The sound of ``RandomizeMotion/reduced``, made once.
  package static let reducedWAV = wav(for: .reduced)

  /// The sound's samples: silence before the first tick and after the chime has died away.
  /// - Complexity: O(duration × sample rate).
  package static func samples(for motion: RandomizeMotion) -> [Int16] {
    let landing = motion.duration
    var signal = [Double](repeating: 0, count: Int((landing + chimeLength) * Double(sampleRate)))
    if !motion.fades {
      for tick in 0..<tickCount {
        let time = motion.curve.time(atProgress: Double(tick) / Double(tickCount)) * landing
        add(
          tone: [1_050 + 60 * Double(tick)], at: time, length: 0.03, level: 0.35, to: &signal)
      }
    }
    add(tone: [880, 1_320, 1_760], at: landing, length: chimeLength, level: 0.5, to: &signal)
    let loudest = signal.reduce(0) { max($0, abs($1)) }
    let gain = loudest > 0 ? peakLevel / loudest : 0
    return signal.map { Int16((($0 * gain) * Double(Int16.max)).rounded()) }
  }

  /// Adds a tone of the given partials (the first the loudest) starting at `time` seconds: a
  /// 2 ms rise, so it does not click, then a cubic decay to silence over `length` seconds.
  private static func add(
    tone partials: [Double], at time: Double, length: Double, level: Double,
    to signal: inout [Double]
  ) {
    let rate = Double(sampleRate)
    let start = Int(time * rate)
    let count = Int(length * rate)
    let rise = 0.002 * rate
    for offset in 0..<count where start + offset < signal.count {
      let seconds = Double(offset) / rate
      let remaining = 1 - Double(offset) / Double(count)
      let envelope = min(1, Double(offset) / rise) * remaining * remaining * remaining
      var value = 0.0
      for (index, frequency) in partials.enumerated() {
        value += Trigonometry.sine(2 * Double.pi * frequency * seconds) / Double(index + 1)
      }
      signal[start + offset] += level * envelope * value
    }
  }
}
