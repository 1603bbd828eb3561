#if canImport(UIKit)
  // import MonsoonScreen
  import UIKit

  /// The bar under a log played back: the banner, the scrubber, Previous event, Play/Pause,
  /// Next event, the speed, Continue from here and Done, placed where ``PlaybackBarLayout``
  /// says and showing what ``PlaybackBarContent`` says. Its owner handles the buttons' actions.
  final class PlaybackBarView: UIView {
    let banner = UILabel()
    let scrubber = UISlider()
    let stepBackButton = UIButton(type: .system)
    let playButton = UIButton(type: .system)
    let stepForwardButton = UIButton(type: .system)
    let speedButton = UIButton(type: .system)
    let takeOverButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    /// The banner's own text, shown again after a flashed one.
    private var bannerText = ""
    /// Counts flashes, so that only the last one puts the banner back.
    private var flashes = 0

    init() {
      super.init(frame: .zero)
      banner.adjustsFontSizeToFitWidth = true
      banner.minimumScaleFactor = 0.7
      scrubber.minimumValue = 0
      scrubber.isContinuous = true
      let symbols = [
        (stepBackButton, SystemSymbol.stepBack), (playButton, .play),
        (stepForwardButton, .stepForward),
      ]
      for (button, symbol) in symbols {
        button.setImage(symbol.image(), for: .normal)
      }
      for subview in [
        banner, scrubber, stepBackButton, playButton, stepForwardButton, speedButton,
        takeOverButton, doneButton,
      ] as [UIView] {
        addSubview(subview)
      }
      applyColors(traitCollection.monsoonTheme)
    }

    @available(*, unavailable, message: "made in code by the playback")
    required init?(coder: NSCoder) {
      return nil
    }

    /// Places the bar and its parts, given in the owner's coordinates.
    func place(_ layout: PlaybackBarLayout) {
      frame = CGRect(layout.bar)
      let origin = layout.bar
      func local(_ rect: Rect) -> CGRect {
        CGRect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
      }
      banner.frame = local(layout.banner)
      scrubber.frame = local(layout.scrubber)
      stepBackButton.frame = local(layout.stepBack)
      playButton.frame = local(layout.play)
      stepForwardButton.frame = local(layout.stepForward)
      speedButton.frame = local(layout.speed)
      takeOverButton.frame = local(layout.takeOver)
      doneButton.frame = local(layout.done)
      // The fonts follow the user's text size, as the frames do (PlaybackBarLayout).
      let bold = traitCollection.legibilityWeight == .bold
      banner.font = .systemFont(
        ofSize: CGFloat(layout.bannerFontSize), weight: bold ? .semibold : .regular)
      for button in [speedButton, takeOverButton, doneButton] {
        button.titleLabel?.font = .systemFont(
          ofSize: CGFloat(layout.buttonFontSize), weight: bold ? .bold : .semibold)
      }
    }

    /// Shows `content` as it is: its texts, the controls it has, those that take a tap.
    func show(_ content: PlaybackBarContent) {
      bannerText = content.banner
      if flashes == 0 { banner.text = bannerText }
      scrubber.maximumValue = Float(content.scrubberMaximum)
      scrubber.value = Float(content.scrubberValue)
      scrubber.accessibilityLabel = content.scrubberLabel
      scrubber.accessibilityValue = content.scrubberValueText
      playButton.setImage(
        (content.isPlaying ? SystemSymbol.pause : .play).image(), for: .normal)
      playButton.accessibilityLabel = content.playTitle
      stepBackButton.accessibilityLabel = content.stepBackTitle
      stepBackButton.isEnabled = content.canStepBack
      stepForwardButton.accessibilityLabel = content.stepForwardTitle
      stepForwardButton.isEnabled = content.canStepForward
      speedButton.setTitle(content.speedTitle, for: .normal)
      speedButton.accessibilityLabel = content.speedLabel
      speedButton.accessibilityValue = content.speedTitle
      takeOverButton.setTitle(content.takeOverTitle, for: .normal)
      takeOverButton.accessibilityLabel = content.takeOverTitle
      doneButton.setTitle(content.doneTitle, for: .normal)
      doneButton.accessibilityLabel = content.doneTitle
      for control in [
        banner, scrubber, stepBackButton, playButton, stepForwardButton, speedButton,
        takeOverButton,
      ] as [UIView] {
        control.isHidden = !content.showsPlaybackControls
      }
    }

    /// Shows `text` in the banner for a few seconds, then the banner's own text again.
    func flash(_ text: String) {
      flashes += 1
      banner.text = text
      DispatchQueue.main.asyncAfter(deadline: .now() + PlaybackTiming.noticeDuration) {
        [weak self] in
        guard let self else { return }
        flashes -= 1
        if flashes == 0 { banner.text = bannerText }
      }
    }

    /// Colours the bar in `theme`.
    func applyColors(_ theme: Theme) {
      backgroundColor = UIColor(theme.surface)
      banner.textColor = UIColor(theme.secondaryInk)
      tintColor = UIColor(theme.accent)
    }
  }
#endif
