#if canImport(UIKit)
  import MonsoonScreen
  import UIKit

  /// A button of the chooser or detail screen drawn in its ``ScreenButtonStyle``: its colours at
  /// rest and held down, its pressed scale. The navigation buttons show their SF Symbol and a
  /// badge with their tap count; the others their title. Its haptic is the screen's to play,
  /// once the session has applied the tap. One finger at a time: a button takes no touch
  /// while another control has one.
  final class ThemedButton: UIButton {
    /// Which of the screen's buttons this is.
    private let screenButton: ScreenButton
    /// The colours, text and haptic of the button, in the theme of the current appearance.
    private var theme: Theme { traitCollection.monsoonTheme }
    private var style: ScreenButtonStyle { .of(screenButton, in: theme) }
    private let badge = UILabel()
    /// A navigation button's symbol, in a view of the button's own rather than UIButton's image,
    /// which UIKit would dim while the button is held: the style's pressed look is the only one.
    private let icon = UIImageView()
    /// The count the badge shows, and the button's size its capsule is placed in (`nil`
    /// until the screen's layout is applied).
    private var badgeCount = 0
    private var buttonSize: Size?

    /// The screen's `button`, in its style.
    init(_ button: ScreenButton) {
      screenButton = button
      super.init(frame: .zero)
      let strings = ScreenStrings.localized
      accessibilityIdentifier = ScreenElement.button(button).accessibilityIdentifier
      accessibilityLabel = strings[button.title]
      accessibilityHint = strings[button.accessibilityHint]
      if let symbol = button.systemSymbol {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .regular)
        let image = symbol.image(configuration)
        icon.image = image
        icon.contentMode = .center
        icon.isUserInteractionEnabled = false
        addSubview(icon)
        // An icon does not grow with the text size: a long press shows it large, titled.
        showsLargeContentViewer = true
        largeContentTitle = strings[button.title]
        largeContentImage = image
        scalesLargeContentImage = true
        addInteraction(UILargeContentViewerInteraction())
        badge.textAlignment = .center
        badge.font = .systemFont(
          ofSize: theme.badge.size, weight: UIFont.Weight(theme.badge.weight))
        badge.clipsToBounds = true
        badge.isHidden = true
        badge.isAccessibilityElement = false
        addSubview(badge)
      } else {
        setTitle(strings[button.title], for: .normal)
      }
      isExclusiveTouch = true
      applyAppearance()
    }

    @available(*, unavailable, message: "made in code by the screens")
    required init?(coder: NSCoder) {
      return nil
    }

    override var isHighlighted: Bool {
      didSet { applyAppearance() }
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { applyAppearance() }
    }

    /// Places the button at its layout: its frame (set through bounds and centre, since the
    /// button may be scaled while held) and its fitted title.
    func place(_ layout: ButtonLayout) {
      let frame = CGRect(layout.frame)
      bounds = CGRect(origin: .zero, size: frame.size)
      center = CGPoint(x: frame.midX, y: frame.midY)
      icon.frame = bounds
      layer.cornerRadius = min(style.cornerRadius, layout.frame.height / 2)
      if let label = layout.label {
        titleLabel?.font = theme.buttonTitle.systemFont(fitting: label, traitCollection)
        titleLabel?.numberOfLines = label.lines.count
        titleLabel?.textAlignment = .center
        setTitle(label.lines.joined(separator: "\n"), for: .normal)
      }
      buttonSize = layout.frame.size
      placeBadge()
    }

    /// Shows the tap count on a navigation button's badge; VoiceOver reads it as the value.
    func showBadge(count: Int) {
      badgeCount = count
      badge.text = NavBadge.text(count: count)
      badge.isHidden = badge.text == nil
      accessibilityValue = badge.text
      placeBadge()
    }

    /// Sizes the badge's capsule for its count, as ``NavBadge`` computes it.
    private func placeBadge() {
      guard let buttonSize else { return }
      let frame = NavBadge.frame(
        inButtonOfSize: buttonSize, count: badgeCount, fontSize: theme.badge.size,
        direction: ReadingDirection(effectiveUserInterfaceLayoutDirection))
      badge.frame = CGRect(frame)
      badge.layer.cornerRadius = frame.height / 2
    }

    private func applyAppearance() {
      let look = isHighlighted ? style.highlighted : style.normal
      backgroundColor = look.fill.map { UIColor($0) } ?? .clear
      layer.borderColor = look.border.map { UIColor($0).cgColor }
      layer.borderWidth = look.border == nil ? 0 : 2
      tintColor = UIColor(look.content)
      setTitleColor(UIColor(look.content), for: .normal)
      setTitleColor(UIColor(look.content), for: .highlighted)
      badge.textColor = UIColor(theme.onAccent)
      badge.backgroundColor = UIColor(theme.accent)
      let scale = isHighlighted ? style.pressedScale : 1
      transform = CGAffineTransform(scaleX: scale, y: scale)
    }
  }
#endif
