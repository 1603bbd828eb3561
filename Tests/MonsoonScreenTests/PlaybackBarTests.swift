import MonsoonEvents
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("The playback bar: where its controls go and what they say")
struct PlaybackBarTests {
  @Test("on every iPhone, both ways: inside the bar, apart, 44-point buttons, the chooser above",
    arguments: Device.catalogue)
  func layout(device: Device) {
    for direction in [ReadingDirection.leftToRight, .rightToLeft] {
      let bar = PlaybackBarLayout(
        size: device.size, insets: device.insets, direction: direction)
      #expect(bar.bar.maxY == device.size.height && bar.content.maxY == bar.bar.y)
      #expect(bar.bar.height == PlaybackBarLayout.height + device.insets.bottom)
      let parts = [bar.banner, bar.scrubber] + bar.buttons
      for part in parts {
        #expect(bar.bar.contains(part), "\(device.name) \(direction): \(part) leaves the bar")
      }
      for button in bar.buttons {
        #expect(button.width >= 44 && button.height >= 44)
      }
      for (index, part) in parts.enumerated() {
        for other in parts[(index + 1)...] {
          #expect(!part.overlaps(other), "\(device.name) \(direction): \(part) and \(other)")
        }
      }
      let backFirst =
        direction == .leftToRight ? bar.stepBack.x < bar.play.x : bar.stepBack.x > bar.play.x
      #expect(backFirst, "\(device.name): Previous event comes first in reading order")
    }
  }

  @Test(
    "the bar follows Dynamic Type: larger fonts at larger sizes, every title fits its button as measured, nothing overlaps",
    arguments: Device.catalogue)
  func dynamicType(device: Device) {
    let measurers: [any TextMeasurer] = [EstimatedTextMeasurer(), PessimisticMeasurer()]
    for measurer in measurers {
      var previous = 0.0
      for size in TextSize.allCases {
        let bar = PlaybackBarLayout(
          size: device.size, insets: device.insets, textSize: size, measurer: measurer)
        #expect(bar.buttonFontSize > previous && bar.bannerFontSize >= 13 * size.scale)
        previous = bar.buttonFontSize
        // The banner holds a line of its font; the rows a line of theirs.
        #expect(bar.banner.height >= TextBlock.lineSpacing * bar.bannerFontSize)
        for button in bar.buttons {
          #expect(button.height >= TextBlock.lineSpacing * bar.buttonFontSize)
          #expect(button.width >= 44 && button.height >= 44)
        }
        for (frame, title) in [
          (bar.speed, ScreenText.playbackSpeedFastest), (bar.takeOver, .playbackTakeOver),
          (bar.done, .playbackDone),
        ] {
          let measured = measurer.width(
            of: ScreenStrings.english[title], fontSize: bar.buttonFontSize, weight: .semibold)
          let room = device.size.width - 2 * PlaybackBarLayout.margin
          #expect(frame.width >= min(measured, room), "\(title) at \(size) on \(device.name)")
        }
        let parts = [bar.banner, bar.scrubber] + bar.buttons
        for (index, part) in parts.enumerated() {
          #expect(bar.bar.contains(part))
          for other in parts[(index + 1)...] { #expect(!part.overlaps(other)) }
        }
        #expect(bar.content.maxY == bar.bar.y && bar.bar.maxY == device.size.height)
      }
      // The default size keeps the bar as it was.
      let standard = PlaybackBarLayout(size: device.size, insets: device.insets)
      #expect(standard.bar.height == PlaybackBarLayout.height + device.insets.bottom)
    }
  }

  @Test("right to left, the bar is the left-to-right bar mirrored")
  func mirrored() throws {
    let device = try Device.named("16promax")
    let ltr = PlaybackBarLayout(size: device.size, insets: device.insets)
    let rtl = PlaybackBarLayout(
      size: device.size, insets: device.insets, direction: .rightToLeft)
    #expect(rtl.play.x == device.size.width - ltr.play.maxX && rtl.play.y == ltr.play.y)
    #expect(rtl.speed.x == device.size.width - ltr.speed.maxX)
  }

  @Test("the banner names the log's file; speed, position and Play say what they show")
  func texts() throws {
    let replayed = try ReplayedLog(
      bytes: Array(SampleSession.log.utf8), name: "/private/var/Inbox/tester.jsonl")
    var playback = SessionPlayback(replayed, at: 12)
    let english = ScreenStrings.english
    #expect(playback.banner(in: english) == "Playing back tester.jsonl: taps are off.")
    #expect(playback.position(in: english) == "Event 12 of 20")
    #expect(playback.playButtonTitle(in: english) == "Play")
    var titles: [String] = []
    for _ in 0..<4 {
      titles.append(playback.speedTitle(in: english))
      playback.speed = playback.speed.next
    }
    #expect(titles == ["1×", "2×", "4×", "Fastest"])
    _ = playback.play(at: 0)
    #expect(playback.playButtonTitle(in: english) == "Pause")
  }

  @Test("Done shares the last row with Continue from here; taken over, the bar is Done alone",
    arguments: Device.catalogue)
  func done(device: Device) {
    for direction in [ReadingDirection.leftToRight, .rightToLeft] {
      let bar = PlaybackBarLayout(size: device.size, insets: device.insets, direction: direction)
      #expect(bar.done.y == bar.takeOver.y && !bar.done.overlaps(bar.takeOver))
      #expect(bar.done.width >= 44 && bar.bar.contains(bar.done))
      let doneAfter =
        direction == .leftToRight ? bar.done.x > bar.takeOver.x : bar.done.x < bar.takeOver.x
      #expect(doneAfter, "\(device.name) \(direction): Done comes last in reading order")
      let alone = PlaybackBarLayout(
        size: device.size, insets: device.insets, direction: direction,
        showsPlaybackControls: false)
      #expect(alone.bar.height == PlaybackBarLayout.doneOnlyHeight + device.insets.bottom)
      #expect(alone.content.maxY == alone.bar.y && alone.content.height > bar.content.height)
      #expect(alone.bar.contains(alone.done) && alone.done.width >= 44 && alone.done.height >= 44)
      #expect(alone.done.x == bar.done.x && alone.done.width == bar.done.width)
      for part in [alone.banner, alone.scrubber, alone.play, alone.takeOver] {
        #expect(part.width == 0 && part.height == 0)
      }
    }
  }
}
