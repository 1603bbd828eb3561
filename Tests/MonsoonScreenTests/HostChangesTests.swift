import MonsoonScreen
import Testing

/// Every path an app can take the chooser off the screen by, and what each puts back.
@Suite("The chooser leaves the app around it as it found it")
struct HostChangesTests {
  static let ambient = HostChanges.AudioCategoryMove(
    from: "AVAudioSessionCategorySoloAmbient", to: "AVAudioSessionCategoryAmbient")

  /// A chooser that pushed its detail screen (turning the gesture off, taking the delegate)
  /// and played Randomize's sound (moving the audio category).
  static func changed() -> HostChanges {
    var changes = HostChanges()
    let pushes = changes.pushesDetail(delegate: .none, mayTakeDelegate: true)
    #expect(pushes)
    changes.turnedOffPopGesture(wasEnabled: true)
    changes.movedAudioCategory(ambient)
    return changes
  }

  static let everything = HostChanges.Restoration(
    popGestureEnabled: true, clearsNavigationDelegate: true, audioCategory: ambient)

  @Test(
    "leaving the stack or being released puts everything back: the gesture, the delegate, the audio",
    arguments: [HostChanges.Moment.popped, .poppedToRoot, .dismissed, .released])
  func leaving(moment: HostChanges.Moment) {
    var changes = Self.changed()
    let restored = changes.restore(at: moment)
    #expect(restored == Self.everything)
    // Put back once: nothing is left to restore.
    let again = changes.restore(at: .released)
    #expect(again == HostChanges.Restoration())
    #expect(changes == HostChanges())
  }

  @Test("the detail screen popped gives the gesture back; the delegate and audio stay for Go")
  func detailPopped() {
    var changes = Self.changed()
    let restored = changes.restore(at: .detailPopped)
    #expect(restored == HostChanges.Restoration(popGestureEnabled: true))
    #expect(changes.isNavigationDelegate && changes.audioCategoryMove == Self.ambient)
    // Go again, then a pop to root: the gesture, off again, comes back with the rest.
    changes.turnedOffPopGesture(wasEnabled: true)
    let toRoot = changes.restore(at: .poppedToRoot)
    #expect(toRoot == Self.everything)
  }

  @Test("a tab switch over the detail screen gives the gesture and audio back, keeps the delegate")
  func tabSwitch() {
    var changes = Self.changed()
    let hidden = changes.restore(at: .hidden)
    #expect(hidden == HostChanges.Restoration(popGestureEnabled: true, audioCategory: Self.ambient))
    #expect(changes.isNavigationDelegate)
    // Back on the tab, the detail screen turns the gesture off again; popping it puts it back.
    changes.turnedOffPopGesture(wasEnabled: true)
    let popped = changes.restore(at: .detailPopped)
    #expect(popped == HostChanges.Restoration(popGestureEnabled: true))
    let left = changes.restore(at: .popped)
    #expect(left == HostChanges.Restoration(clearsNavigationDelegate: true))
  }

  @Test("the state the app had is what comes back: a gesture the app had off stays off")
  func appState() {
    var changes = HostChanges()
    changes.turnedOffPopGesture(wasEnabled: false)
    changes.turnedOffPopGesture(wasEnabled: false)
    let restored = changes.restore(at: .popped)
    #expect(restored == HostChanges.Restoration(popGestureEnabled: false))
    var audio = HostChanges()
    audio.movedAudioCategory(Self.ambient)
    audio.movedAudioCategory(.init(from: "AVAudioSessionCategoryAmbient", to: "x"))
    let audioRestored = audio.restore(at: .dismissed)
    #expect(audioRestored.audioCategory == Self.ambient)
  }

  @Test("an app's own navigation delegate is kept: Go presents, and nothing is put back")
  func appDelegate() {
    var changes = HostChanges()
    let pushesOverApp = changes.pushesDetail(delegate: .app, mayTakeDelegate: true)
    let pushesWithoutTaking = changes.pushesDetail(delegate: .none, mayTakeDelegate: false)
    #expect(!pushesOverApp && !pushesWithoutTaking)
    for moment in HostChanges.Moment.allCases {
      let restored = changes.restore(at: moment)
      #expect(restored == HostChanges.Restoration())
    }
    // Once the chooser is the delegate, Go pushes without taking it again.
    let pushes = changes.pushesDetail(delegate: .chooser, mayTakeDelegate: false)
    #expect(pushes)
    #expect(!changes.isNavigationDelegate)
  }

  @Test("nothing changed, nothing is put back, at any moment")
  func nothingChanged() {
    for moment in HostChanges.Moment.allCases {
      var changes = HostChanges()
      let restored = changes.restore(at: moment)
      #expect(restored == HostChanges.Restoration())
    }
  }

  @Test("each way off the screen is told apart from what UIKit says as a screen disappears")
  func disappearances() {
    typealias Moment = HostChanges.Moment
    func moment(
      detail: Bool = false, moving: Bool = false, dismissed: Bool = false,
      navigationDismissed: Bool = false, detailShown: Bool = false
    ) -> Moment? {
      Moment.disappearance(
        isDetail: detail, isMovingFromParent: moving, isBeingDismissed: dismissed,
        navigationIsBeingDismissed: navigationDismissed, isDetailShown: detailShown)
    }
    // Back: the detail screen popped or dismissed; the chooser's return restores the gesture.
    #expect(moment(detail: true, moving: true, detailShown: true) == nil)
    #expect(moment(detail: true, dismissed: true, detailShown: true) == nil)
    // Go: the chooser covered by its own detail screen.
    #expect(moment(detailShown: true) == nil)
    // The chooser popped, or a pop to root past it.
    #expect(moment(moving: true) == .popped)
    // A tab switch, or a screen of the app's pushed or presented full screen over either.
    #expect(moment() == .hidden)
    #expect(moment(detail: true, detailShown: true) == .hidden)
    // The chooser, or the navigation controller holding it (on either screen), dismissed.
    #expect(moment(dismissed: true) == .dismissed)
    #expect(moment(navigationDismissed: true) == .dismissed)
    #expect(moment(detail: true, navigationDismissed: true, detailShown: true) == .dismissed)
  }
}
