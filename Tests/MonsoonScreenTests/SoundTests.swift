import MonsoonScreen
import Testing

@Suite("The synthesized Randomize sound")
struct SoundTests {
  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
    (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
  }

  static func samples(_ wav: [UInt8]) -> [Int16] {
    stride(from: WAVFile.headerSize, to: wav.count - 1, by: 2).map {
      Int16(bitPattern: UInt16(wav[$0]) | UInt16(wav[$0 + 1]) << 8)
    }
  }

  @Test("a mono 16-bit PCM WAV whose header sizes match its bytes",
    arguments: [RandomizeMotion.standard, .reduced])
  func header(motion: RandomizeMotion) {
    let wav = RandomizeSound.wav(for: motion)
    #expect(Array(wav[0..<4]) == Array("RIFF".utf8) && Array(wav[8..<16]) == Array("WAVEfmt ".utf8))
    #expect(Self.integer(wav, at: 4, size: 4) == wav.count - 8)
    #expect(Self.integer(wav, at: 16, size: 4) == 16)
    #expect(Self.integer(wav, at: 20, size: 2) == 1, "PCM")
    #expect(Self.integer(wav, at: 22, size: 2) == 1, "mono")
    #expect(Self.integer(wav, at: 24, size: 4) == RandomizeSound.sampleRate)
    #expect(Self.integer(wav, at: 28, size: 4) == RandomizeSound.sampleRate * 2)
    #expect(Self.integer(wav, at: 32, size: 2) == 2 && Self.integer(wav, at: 34, size: 2) == 16)
    #expect(Array(wav[36..<40]) == Array("data".utf8))
    #expect(Self.integer(wav, at: 40, size: 4) == wav.count - WAVFile.headerSize)
  }

  @Test("it lasts as long as the spin and the chime, and is the same every time")
  func length() {
    for motion in [RandomizeMotion.standard, .reduced] {
      let samples = RandomizeSound.samples(for: motion)
      let seconds = Double(samples.count) / Double(RandomizeSound.sampleRate)
      #expect(abs(seconds - (motion.duration + RandomizeSound.chimeLength)) < 0.001)
      #expect(RandomizeSound.samples(for: motion) == samples)
    }
    #expect(RandomizeSound.standardWAV == RandomizeSound.wav(for: .standard))
    #expect(RandomizeSound.reducedWAV.count < RandomizeSound.standardWAV.count)
  }

  @Test("peak level: loud enough to hear, never clipping; it starts and ends in silence")
  func level() {
    for wav in [RandomizeSound.standardWAV, RandomizeSound.reducedWAV] {
      let samples = Self.samples(wav)
      let peak = samples.map { abs(Int($0)) }.max() ?? 0
      #expect(peak >= Int(0.5 * 32767), "too quiet: \(peak)")
      #expect(peak <= Int(0.9 * 32767), "too close to clipping: \(peak)")
      #expect(samples.filter { $0 == .max || $0 == .min }.isEmpty)
      #expect(abs(Int(samples[0])) < 100 && abs(Int(samples[samples.count - 1])) < 100)
    }
  }

  @Test("the standard sound ticks before the chime; the reduced one is the chime alone")
  func ticks() {
    let rate = RandomizeSound.sampleRate
    let standard = Self.samples(RandomizeSound.standardWAV)
    let reduced = Self.samples(RandomizeSound.reducedWAV)
    let firstTick = standard[0..<(rate / 50)].map { abs(Int($0)) }.max() ?? 0
    #expect(firstTick > 3000)
    let beforeChime = Int(RandomizeMotion.reduced.duration * Double(rate)) - 10
    #expect((reduced[0..<beforeChime].map { abs(Int($0)) }.max() ?? 0) == 0)
  }
}
