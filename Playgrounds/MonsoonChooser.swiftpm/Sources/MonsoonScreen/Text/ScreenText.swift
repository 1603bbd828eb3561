/// A text the chooser and detail screens show, named by its key in MonsoonUIKit's string
/// catalog (`Localizable.xcstrings`), with the English the catalog holds for it.
///
/// The menu's own words (prompts and options) are not here: they are data from the log. Every
/// case has an English and an Arabic translation in the catalog, and the catalog has no key
/// that is not a case (`StringCatalogTests`).
enum ScreenText: String, CaseIterable, Hashable, Sendable {
  /// The navigation bar's magnifying glass: its VoiceOver label and Large Content Viewer title.
  case searchTitle = "button.search.title"
  /// The navigation bar's calendar.
  case calendarTitle = "button.calendar.title"
  /// The navigation bar's compass.
  case compassTitle = "button.compass.title"
  /// The navigation bar's three lines.
  case menuTitle = "button.menu.title"
  /// The Randomize button's title.
  case randomizeTitle = "button.randomize.title"
  /// The Go button's title.
  case goTitle = "button.go.title"
  /// The detail screen's Back button's title.
  case backTitle = "button.back.title"
  /// VoiceOver's hint for a navigation button the app gives no hint of its own for
  /// (``NavigationHints``): what the chooser itself does with the tap.
  case navigationHint = "button.navigation.hint"
  /// VoiceOver's hint for Randomize.
  case randomizeHint = "button.randomize.hint"
  /// VoiceOver's hint for Go.
  case goHint = "button.go.hint"
  /// VoiceOver's hint for Back.
  case backHint = "button.back.hint"
  /// The chooser's heading, which VoiceOver reads on its navigation bar (``ScreenHeading``).
  case chooserHeading = "chooser.heading"
  /// The title in the detail screen's navigation bar.
  case detailBarTitle = "detail.bar.title"
  /// The heading above the detail screen's rows.
  case detailHeading = "detail.heading"
  /// What VoiceOver reads for one row of choices: the prompt (`%1$@`) and its option (`%2$@`).
  case choiceRow = "choices.row"
  /// What goes between two rows when VoiceOver reads several.
  case choiceRowSeparator = "choices.row.separator"
  /// VoiceOver's announcement after Randomize: `%@` is the rows, joined by
  /// ``choiceRowSeparator``.
  case randomizedAnnouncement = "choices.randomized.announcement"
  /// The sentence shown instead of the chooser on a screen too small for it: `%1$@` and `%2$@`
  /// are its width and height in points.
  case screenTooSmall = "error.screen.too.small"
  /// The line above the playback controls while a log plays back: `%@` is the log's name.
  case playbackBanner = "playback.banner"
  /// Shown, and announced to VoiceOver, when a control is tapped while a log plays back.
  case playbackRefusedTap = "playback.refused.tap"
  /// The playback bar's Play button.
  case playbackPlay = "playback.play"
  /// The playback bar's Pause button.
  case playbackPause = "playback.pause"
  /// The playback bar's button that shows the state before the event shown.
  case playbackStepBack = "playback.step.back"
  /// The playback bar's button that plays the next event.
  case playbackStepForward = "playback.step.forward"
  /// VoiceOver's label for the playback bar's speed button.
  case playbackSpeed = "playback.speed"
  /// A speed as a multiple of the user's pace: `%@` is 1, 2 or 4.
  case playbackSpeedFactor = "playback.speed.factor"
  /// The speed at which each event comes when the one before has finished moving.
  case playbackSpeedFastest = "playback.speed.fastest"
  /// VoiceOver's label for the playback bar's scrubber.
  case playbackScrubber = "playback.scrubber"
  /// The scrubber's value: the step shown (`%1$@`) of the log's events (`%2$@`).
  case playbackPosition = "playback.position"
  /// The playback bar's button that ends the playback and lets the user carry on.
  case playbackTakeOver = "playback.take.over"
  /// The playback bar's button that closes the playback screen.
  case playbackDone = "playback.done"

  /// The catalog's key.
  var key: String { rawValue }

  /// The English text: the catalog's source language, and what is shown when a catalog has no
  /// translation. Arguments are `%@` or `%1$@`, `%2$@`... (see ``ScreenStrings/format(_:_:)``).
  var english: String {
    switch self {
    case .searchTitle: "Search"
    case .calendarTitle: "Calendar"
    case .compassTitle: "Compass"
    case .menuTitle: "Menu"
    case .randomizeTitle: "Randomize"
    case .goTitle: "Go"
    case .backTitle: "Back"
    case .navigationHint: "Counts a tap."
    case .randomizeHint: "Picks a new choice for every prompt."
    case .goHint: "Shows your choices."
    case .backHint: "Returns to the prompts."
    case .chooserHeading: "Choose what to eat"
    case .detailBarTitle: "Monsoon"
    case .detailHeading: "Your choices"
    case .choiceRow: "%1$@, %2$@"
    case .choiceRowSeparator: "; "
    case .randomizedAnnouncement: "New choices: %@."
    case .screenTooSmall: "This screen (%1$@ × %2$@ points) is too small to show the choices."
    case .playbackBanner: "Playing back %@: taps are off."
    case .playbackRefusedTap:
      "This is a recording being played back: tap Continue from here to take over."
    case .playbackPlay: "Play"
    case .playbackPause: "Pause"
    case .playbackStepBack: "Previous event"
    case .playbackStepForward: "Next event"
    case .playbackSpeed: "Speed"
    case .playbackSpeedFactor: "%@×"
    case .playbackSpeedFastest: "Fastest"
    case .playbackScrubber: "Playback position"
    case .playbackPosition: "Event %1$@ of %2$@"
    case .playbackTakeOver: "Continue from here"
    case .playbackDone: "Done"
    }
  }
}
