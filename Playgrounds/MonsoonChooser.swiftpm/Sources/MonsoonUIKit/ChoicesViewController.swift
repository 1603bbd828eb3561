#if canImport(UIKit)
  // public import MonsoonEvents
  // import MonsoonScreen
  public import UIKit

  /// The detail screen: a heading, each prompt with its chosen option, and Back. A
  /// ``ChooserViewController`` brings it in on Go with its animated transition and takes it
  /// away on Back; it can also be shown on its own, from code or a storyboard.
  public final class ChoicesViewController: UIViewController {
    /// The state whose choices are listed.
    public var state: SessionState {
      didSet { if isViewLoaded { rebuildRows() } }
    }

    /// Called when Back is tapped; when `nil`, Back dismisses this controller.
    public var onBack: (@MainActor () -> Void)?
    /// Called for VoiceOver's escape gesture; `false` lets the gesture go on to the screen
    /// around (a playback closes). When `nil`, the gesture is Back.
    var onEscape: (@MainActor () -> Bool)?
    /// Called when the screen is about to appear (`true`) and once it has disappeared
    /// (`false`), for the chooser to put back what it changed on the app while hidden.
    var onAppearance: (@MainActor (Bool) -> Void)?

    /// The colours and text styles of the current appearance, light or dark.
    private var theme: Theme { traitCollection.monsoonTheme }
    /// Everything on the screen: it scrolls when the screen is too short for the layout.
    private let content = ScreenScrollView()
    private let navBar = UIView()
    private let barTitle = UILabel()
    private let heading = UILabel()
    private let card = UIView()
    private var rows: [(title: UILabel, option: UILabel, separator: UIView)] = []
    private let backButton = ThemedButton(.back)

    /// A detail screen listing the choices of `state`.
    public init(state: SessionState) {
      self.state = state
      super.init(nibName: nil, bundle: nil)
    }

    /// A detail screen from a storyboard, listing the standard menu's first choices until
    /// ``state`` is set.
    public required init?(coder: NSCoder) {
      state = SessionState(seed: 0)
      super.init(coder: coder)
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      barTitle.text = ScreenStrings.localized[.detailBarTitle]
      barTitle.textAlignment = .center
      barTitle.font = .systemFont(
        ofSize: theme.barTitle.size, weight: UIFont.Weight(theme.barTitle.weight))
      barTitle.accessibilityTraits = .header
      heading.accessibilityTraits = .header
      card.layer.cornerRadius = 12
      backButton.addTarget(self, action: #selector(backTapped), for: .touchUpInside)
      view.addSubview(content)
      for subview in [navBar, barTitle, card, heading, backButton] { content.addSubview(subview) }
      rebuildRows()
      applyColors()
    }

    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      onAppearance?(true)
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      onAppearance?(false)
    }

    /// Colours the views that keep their colour between layouts in the current theme.
    private func applyColors() {
      view.backgroundColor = UIColor(theme.background)
      navBar.backgroundColor = UIColor(theme.surface)
      barTitle.textColor = UIColor(theme.ink)
      card.backgroundColor = UIColor(theme.surface)
      for row in rows { row.separator.backgroundColor = UIColor(theme.muted) }
    }

    /// Dark symbols on the light theme, light ones on the dark theme.
    public override var preferredStatusBarStyle: UIStatusBarStyle {
      UIStatusBarStyle(InterfaceStyle(traitCollection.userInterfaceStyle).statusBarContent)
    }

    private func rebuildRows() {
      for row in rows {
        for subview in [row.title, row.option, row.separator] { subview.removeFromSuperview() }
      }
      rows = state.menu.prompts.indices.map { index in
        let row = (title: UILabel(), option: UILabel(), separator: UIView())
        // VoiceOver reads the title label as the whole row (viewDidLayoutSubviews).
        row.title.accessibilityIdentifier =
          ScreenElement.choiceRow(prompt: index).accessibilityIdentifier
        for subview in [row.title, row.option, row.separator] { content.addSubview(subview) }
        return row
      }
      applyColors()
      view.setNeedsLayout()
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard
        let layout = try? ScreenLayout.adaptive(
          size: Size(view.bounds.size), insets: SafeAreaInsets(view.safeAreaInsets),
          menu: state.menu, textSize: TextSize(traitCollection.preferredContentSizeCategory),
          strings: .localized, measurer: UIKitTextMeasurer(traitCollection)
        ).reading(ReadingDirection(view.effectiveUserInterfaceLayoutDirection))
      else { return }
      content.holdContent(of: layout, in: view.bounds)
      navBar.frame = CGRect(layout.navBarBackground)
      barTitle.frame = CGRect(layout.navBar)
      let detail = layout.detail
      heading.show(detail.heading, style: theme.heading, color: theme.ink)
      heading.textAlignment = .natural
      if let card = detail.card { self.card.frame = CGRect(card) }
      let spoken = ChoicesAnnouncement.rows(state, in: .localized)
      for (index, (row, place)) in zip(rows, detail.rows).enumerated() {
        row.title.show(place.title, style: theme.rowTitle, color: theme.secondaryInk)
        let chosen = state.selections[place.index]
        if place.optionLabels.indices.contains(chosen) {
          row.option.show(place.optionLabels[chosen], style: theme.rowOption, color: theme.ink)
        }
        row.separator.isHidden = index == 0
        row.separator.frame = CGRect(
          x: place.frame.x, y: place.frame.y, width: place.frame.width,
          height: 1 / traitCollection.displayScale)
        row.title.isAccessibilityElement = spoken.indices.contains(index)
        row.title.accessibilityLabel = spoken.indices.contains(index) ? spoken[index] : nil
        row.option.isAccessibilityElement = false
      }
      backButton.place(detail.back)
    }

    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      if traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
        applyColors()
        setNeedsStatusBarAppearanceUpdate()
      }
      if traitCollection.changesText(from: previous)
        || traitCollection.hasDifferentColorAppearance(comparedTo: previous)
      {
        view.setNeedsLayout()
      }
    }

    @objc private func backTapped() {
      if let onBack { onBack() } else { dismiss(animated: true) }
    }

    /// VoiceOver's escape gesture (a two-finger Z) is Back, as ``ScreenHeading`` decides.
    // UIKit declares it without main-actor isolation in SDKs before Xcode 16's and with it
    // since; a nonisolated override is right under both. VoiceOver calls it on the main thread.
    public override nonisolated func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated {
        if let onEscape { return onEscape() }
        backTapped()
        return true
      }
    }
  }
#endif
