#if canImport(UIKit)
  public import MonsoonScreen
  import QuartzCore
  public import UIKit
  import MonsoonEvents

  /// A prompt's ring: one arc per option, the first at 9 o'clock and the others clockwise,
  /// with the chosen one in the accent colour; the prompt's title and the choice under it. A
  /// tap moves to the next option and sends `.valueChanged`.
  ///
  /// Use it from code or from a storyboard: set the prompt title, the options (one
  /// comma-separated string) and the selected index in the Attributes inspector. For
  /// VoiceOver it is one adjustable element: it reads the prompt and the choice, and a swipe
  /// up or down moves to the next or previous option.
  ///
  /// The geometry comes from ``ControlLayout``: the chooser screen hands each ring its part of
  /// the screen's layout (``layoutModel``); a ring on its own lays itself out in its bounds
  /// with ``ControlLayout/standalone(prompt:index:in:textSize:measurer:)``.
  @IBDesignable
  public final class ChoiceRingControl: UIControl {
    /// The prompt shown under the ring, such as `flavor`.
    @IBInspectable public var promptTitle: String = "" {
      didSet { showChange() }
    }

    /// The prompt's options, in arc order.
    public var options: [String] = [] {
      didSet {
        selectedIndex = OptionList.clamped(selectedIndex, count: options.count)
        showChange()
      }
    }

    /// The options as one comma-separated string, for Interface Builder.
    @IBInspectable public var optionsList: String {
      get { OptionList.list(of: options) }
      set { options = OptionList.options(from: newValue) }
    }

    /// The chosen option's index; kept among the options.
    @IBInspectable public var selectedIndex: Int = 0 {
      didSet {
        let clamped = OptionList.clamped(selectedIndex, count: options.count)
        if clamped != selectedIndex { selectedIndex = clamped }
        showChange()
      }
    }

    /// The ring's place in its own coordinates, as the chooser screen's layout has it; `nil`
    /// to fill the bounds.
    public var layoutModel: ControlLayout? {
      didSet { setNeedsLayout() }
    }

    /// The colours and text styles of the current appearance, light or dark.
    private var theme: Theme { traitCollection.monsoonTheme }
    private let ring = CALayer()
    private var arcLayers: [CAShapeLayer] = []
    private let highlight = CAShapeLayer()
    private let titleLabel = UILabel()
    private let choiceLabel = UILabel()

    /// Creates a ring with no options; set ``promptTitle`` and ``options``.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a ring from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      addTarget(self, action: #selector(tapped), for: .touchUpInside)
      isExclusiveTouch = true
      layer.addSublayer(ring)
      ring.addSublayer(highlight)
      for label in [titleLabel, choiceLabel] {
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
      }
      setUpAccessibility()
    }

    /// Redraws at the next layout, and tells VoiceOver now: after a swipe it reads the value
    /// as soon as `accessibilityIncrement()` returns, before any layout.
    private func showChange() {
      showAccessibilityChange()
      setNeedsLayout()
    }

    /// The ring's prompt, as the layout takes it.
    private var prompt: Prompt { Prompt(id: promptTitle, options: options) }

    public override func layoutSubviews() {
      super.layoutSubviews()
      let model =
        layoutModel
        ?? ControlLayout.standalone(
          prompt: prompt, in: Size(bounds.size),
          textSize: TextSize(traitCollection.preferredContentSizeCategory),
          measurer: UIKitTextMeasurer(traitCollection))
      draw(model)
    }

    /// The largest ring the chooser draws, with its two labels under it, at the user's text
    /// size: what Auto Layout gives a ring constrained by its position alone.
    public override var intrinsicContentSize: CGSize {
      let size = ControlLayout.preferredSize(
        textSize: TextSize(traitCollection.preferredContentSizeCategory))
      return CGSize(width: size.width, height: size.height)
    }

    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      if traitCollection.changesText(from: previous) {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
      } else if traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
        setNeedsLayout()
      }
    }

    /// Draws the arcs, the highlight on the selected arc, and the labels, from `model`. Inside
    /// an animation (a rotation, a change of size) the arcs move and grow along with the view;
    /// otherwise they are simply redrawn.
    private func draw(_ model: ControlLayout) {
      CATransaction.begin()
      let duration = UIView.inheritedAnimationDuration
      if duration > 0 {
        CATransaction.setAnimationDuration(duration)
      } else {
        CATransaction.setDisableActions(true)
      }
      ring.frame = CGRect(model.frame)
      let center = CGPoint(x: model.radius, y: model.radius)
      while arcLayers.count < model.arcs.count {
        let arc = CAShapeLayer()
        ring.insertSublayer(arc, below: highlight)
        arcLayers.append(arc)
      }
      while arcLayers.count > model.arcs.count { arcLayers.removeLast().removeFromSuperlayer() }
      let theme = theme
      highlight.fillColor = UIColor(theme.accent).cgColor
      for (arc, shape) in zip(model.arcs, arcLayers) {
        shape.fillColor = UIColor(theme.arc).cgColor
        shape.frame = ring.bounds
        shape.path = Self.band(arc, center: center, radius: model.radius, width: model.ringWidth)
      }
      highlight.setAffineTransform(.identity)
      highlight.frame = ring.bounds
      highlight.isHidden = model.arcs.isEmpty
      if let first = model.arcs.first {
        highlight.path = Self.band(
          first, center: center, radius: model.radius, width: model.ringWidth)
      }
      highlight.setAffineTransform(
        CGAffineTransform(rotationAngle: model.highlightRotation(for: selectedIndex)))
      CATransaction.commit()
      titleLabel.show(model.title, style: theme.controlTitle, color: theme.ink)
      if model.choiceLabels.indices.contains(selectedIndex) {
        choiceLabel.show(
          model.choiceLabels[selectedIndex], style: theme.controlChoice,
          color: theme.secondaryInk)
      } else {
        choiceLabel.text = nil
      }
    }

    /// The closed band of one arc: along the outer circle clockwise, back along the inner.
    private static func band(
      _ arc: ArcSegment, center: CGPoint, radius: Double, width: Double
    ) -> CGPath {
      let path = UIBezierPath(
        arcCenter: center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
        clockwise: true)
      path.addArc(
        withCenter: center, radius: radius - width, startAngle: arc.endAngle,
        endAngle: arc.startAngle, clockwise: false)
      path.close()
      return path.cgPath
    }

    /// Plays a Randomize spin: the highlight runs hop by hop to the selected choice (or fades
    /// in, with Reduce Motion). Set ``selectedIndex`` to the spin's landing choice first. The
    /// spin replaces one under way at once (`SpinningRings` starts it from the choice the
    /// ring shows); a fade goes on from the highlight's opacity now.
    public func play(_ spin: RingSpin) {
      let start = CACurrentMediaTime() + spin.delay
      let fading = highlight.animation(forKey: "fade") != nil
      let opacity = fading ? highlight.presentation()?.opacity ?? 0 : 0
      stopSpin()
      if spin.fades {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = opacity
        fade.toValue = 1
        fade.duration = spin.duration
        fade.beginTime = start
        fade.fillMode = .backwards
        highlight.add(fade, forKey: "fade")
      } else {
        let hops = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        hops.values = spin.discreteRotations.map { NSNumber(value: $0) }
        hops.keyTimes = spin.discreteKeyTimes.map { NSNumber(value: $0) }
        hops.calculationMode = .discrete
        hops.duration = spin.duration
        hops.beginTime = start
        hops.fillMode = .backwards
        highlight.add(hops, forKey: "spin")
      }
    }

    /// Stops the spin or fade under way, if any: the highlight shows ``selectedIndex`` at once.
    public func stopSpin() {
      highlight.removeAnimation(forKey: "spin")
      highlight.removeAnimation(forKey: "fade")
    }

    // MARK: Touches

    /// The pressed look, at once as a button's is: the ring is a layer of its own, whose
    /// opacity would otherwise fade in and out over a quarter of a second.
    public override var isHighlighted: Bool {
      didSet {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.opacity = isHighlighted ? Float(ScreenButtonStyle.pressedRingOpacity) : 1
        CATransaction.commit()
      }
    }

    /// A tap (a touch that ends inside, as UIKit sends `.touchUpInside`) moves to the next
    /// option.
    @objc private func tapped() {
      moveSelection(to: .next)
    }

    /// Moves to the next or previous option and sends `.valueChanged`, as a tap or a VoiceOver
    /// swipe does.
    func moveSelection(to cycle: RingAccessibility.Cycle) {
      guard !options.isEmpty else { return }
      selectedIndex = cycle.option(after: selectedIndex, count: options.count)
      sendActions(for: .valueChanged)
    }
  }
#endif
