/// What the chooser changed on the app around it, and what to put back at each moment it is
/// hidden, leaves its navigation controller or is released: the app is left as it was.
///
/// The chooser changes three things, each only while it needs to: the navigation
/// controller's interactive pop gesture, off while the detail screen it pushed is on top (its
/// own edge drag replaces UIKit's, which would pop without recording Back); the navigation
/// controller's delegate, taken only when the app set none; and the audio session's category,
/// moved to ambient for Randomize's sound only when the app left the system's default. The
/// UIKit layer notes each change here as it makes it, and applies the ``Restoration`` this
/// value gives for each ``Moment``; a change already put back is not put back twice.
///
/// ```swift
/// var changes = HostChanges()
/// if changes.pushesDetail(delegate: .none, mayTakeDelegate: true) {  // Go, pushing
///   changes.turnedOffPopGesture(wasEnabled: true)
/// }
/// let back = changes.restore(at: .poppedToRoot)
/// // back.popGestureEnabled == true, back.clearsNavigationDelegate == true
/// ```
struct HostChanges: Hashable, Sendable {
  /// Whether the pop gesture was enabled before the chooser turned it off, while it is off.
  private(set) var popGestureWasEnabled: Bool?
  /// Whether the chooser is the navigation controller's delegate because it made itself so.
  private(set) var isNavigationDelegate = false
  /// The audio session's category move the chooser made, while it stands.
  private(set) var audioCategoryMove: AudioCategoryMove?

  /// A move of the audio session's category, by the categories' raw values (such as
  /// `AVAudioSessionCategorySoloAmbient`).
  struct AudioCategoryMove: Hashable, Sendable {
    /// The category before the move: the one to put back.
    let from: String
    /// The category moved to: put back only while the session is still in it.
    let to: String

    /// The move from one category to another.
    init(from: String, to: String) {
      self.from = from
      self.to = to
    }
  }

  /// Nothing changed yet.
  init() {}

  /// A moment at which the chooser puts back some or all of what it changed.
  enum Moment: Hashable, Sendable, CaseIterable {
    /// The detail screen was popped (Back, or the edge drag): the chooser is on top again.
    case detailPopped
    /// The chooser was popped off its navigation controller.
    case popped
    /// The navigation controller popped to its root, taking the chooser (and its detail
    /// screen) with it.
    case poppedToRoot
    /// The chooser, or its detail screen, left the screen while staying on its navigation
    /// controller: a tab switch, or a screen of the app's over it.
    case hidden
    /// The chooser, or the navigation controller holding it, was dismissed.
    case dismissed
    /// The chooser was released.
    case released

    /// The moment a screen of the chooser's marks when it leaves the screen, from what UIKit
    /// says of it then (`viewDidDisappear`); `nil` when it marks none: the detail screen taken
    /// away by Back (the chooser, shown again, puts the gesture back: ``detailPopped``), or
    /// the chooser covered by its own detail screen.
    /// - Parameters:
    ///   - isDetail: whether the screen is the detail screen, else the chooser.
    ///   - isMovingFromParent: whether it is being popped off its navigation controller.
    ///   - isBeingDismissed: whether it is being dismissed.
    ///   - navigationIsBeingDismissed: whether its navigation controller is being dismissed,
    ///     or taken out of its own parent.
    ///   - isDetailShown: whether the chooser's detail screen is pushed or presented.
    static func disappearance(
      isDetail: Bool, isMovingFromParent: Bool, isBeingDismissed: Bool,
      navigationIsBeingDismissed: Bool, isDetailShown: Bool
    ) -> Moment? {
      if isDetail, isMovingFromParent || isBeingDismissed { return nil }
      if isBeingDismissed || navigationIsBeingDismissed { return .dismissed }
      if isMovingFromParent { return .popped }
      if !isDetail, isDetailShown { return nil }
      return .hidden
    }
  }

  /// What to put back on the app at a moment.
  struct Restoration: Hashable, Sendable {
    /// The pop gesture's enabled state to set back; `nil`: leave it.
    let popGestureEnabled: Bool?
    /// Whether to clear the navigation controller's delegate, which the chooser set (only if
    /// it is still the chooser: an app that set its own since keeps it).
    let clearsNavigationDelegate: Bool
    /// The move to undo: back to its `from` category, if the session is still in its `to`
    /// (an app that chose a category since keeps it); `nil`: leave the session.
    let audioCategory: AudioCategoryMove?

    /// A restoration of the gesture's state, the delegate and the audio category given.
    init(
      popGestureEnabled: Bool? = nil, clearsNavigationDelegate: Bool = false,
      audioCategory: AudioCategoryMove? = nil
    ) {
      self.popGestureEnabled = popGestureEnabled
      self.clearsNavigationDelegate = clearsNavigationDelegate
      self.audioCategory = audioCategory
    }
  }

  /// Notes that the chooser turned the pop gesture off; `wasEnabled` is its state before. A
  /// gesture already off by the chooser keeps the state it had first.
  mutating func turnedOffPopGesture(wasEnabled: Bool) {
    if popGestureWasEnabled == nil { popGestureWasEnabled = wasEnabled }
  }

  /// Who the navigation controller's delegate is, when Go is tapped.
  enum NavigationDelegate: Hashable, Sendable {
    /// Nobody: the app set none.
    case none
    /// The chooser, which made itself the delegate.
    case chooser
    /// Another object: the app's own delegate, which the chooser never replaces.
    case app
  }

  /// Whether Go pushes the detail screen (with the chooser as the navigation controller's
  /// delegate) rather than presenting it over the chooser: the chooser pushes when it is the
  /// delegate, or when there is none and it `mayTakeDelegate`
  /// (`ChooserViewController.becomesNavigationDelegate`), noting that it took it; an app's
  /// own delegate is kept, and the chooser presents.
  mutating func pushesDetail(delegate: NavigationDelegate, mayTakeDelegate: Bool) -> Bool {
    switch delegate {
    case .chooser: return true
    case .app: return false
    case .none:
      guard mayTakeDelegate else { return false }
      isNavigationDelegate = true
      return true
    }
  }

  /// Notes that the chooser moved the audio session's category. A category already moved
  /// keeps the one it had first.
  mutating func movedAudioCategory(_ move: AudioCategoryMove) {
    if audioCategoryMove == nil { audioCategoryMove = move }
  }

  /// What to put back at `moment`, forgotten once returned: the detail screen popped gives
  /// back the pop gesture; the chooser or its detail screen hidden (still on the stack) the
  /// gesture and the audio category (the next sound moves it again); leaving the navigation
  /// controller (popped, popped to root, dismissed) or being released gives back everything.
  mutating func restore(at moment: Moment) -> Restoration {
    let gesture = popGestureWasEnabled
    popGestureWasEnabled = nil
    var delegate = false
    var audio: AudioCategoryMove?
    switch moment {
    case .detailPopped:
      break
    case .hidden:
      (audio, audioCategoryMove) = (audioCategoryMove, nil)
    case .popped, .poppedToRoot, .dismissed, .released:
      (audio, audioCategoryMove) = (audioCategoryMove, nil)
      (delegate, isNavigationDelegate) = (isNavigationDelegate, false)
    }
    return Restoration(
      popGestureEnabled: gesture, clearsNavigationDelegate: delegate,
      audioCategory: audio)
  }
}
