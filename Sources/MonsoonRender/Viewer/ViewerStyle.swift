import MonsoonScreen

/// The viewer page's style sheet: system fonts only. The animations are the script's, from
/// the motion specs, reduced when the reader asks for reduced motion.
/// The screen's colours come from the theme; the page around it has its own page colour and
/// focus ring.
enum ViewerStyle {
  /// The style sheet of a page whose screens are drawn in `style`: the page around them
  /// follows it too.
  static func css(_ style: InterfaceStyle) -> String {
    let theme = style.theme
    let page = PageColors.of(style)
    return #"""
    :root {
      --ink: \#(theme.ink.hex); --muted-ink: \#(theme.secondaryInk.hex);
      --line: \#(theme.muted.hex); --accent: \#(theme.accent.hex);
      --on-accent: \#(theme.onAccent.hex); --problem: \#(page.problem);
      --page: \#(page.background); --surface: \#(theme.surface.hex); --focus: \#(page.focus);
      color-scheme: \#(style.rawValue);
      font-family: -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif;
      color: var(--ink); background: var(--page);
    }
    body { margin: 0; }
    .page-header { padding: 16px 24px 0; }
    .page-header h1 { font-size: 20px; margin: 0 0 4px; }
    .page-header .file { font-weight: 400; color: var(--muted-ink); }
    .page-header p { margin: 0; color: var(--muted-ink); font-size: 14px; }
    .viewer {
      display: grid; gap: 24px; padding: 16px 24px 24px; align-items: start;
      grid-template-columns: auto minmax(240px, 320px) minmax(220px, 1fr);
      grid-template-areas: "stage panel timeline";
    }
    .stage { grid-area: stage; }
    .panel { grid-area: panel; }
    .timeline { grid-area: timeline; }
    /* Two columns from 700 px: the phone, then the controls above the timeline. */
    @media (max-width: 900px) {
      .viewer {
        grid-template-columns: auto minmax(0, 1fr);
        grid-template-areas: "stage panel" "stage timeline";
      }
    }
    /* The phone is sized by the page's width and height alike (--w and --h are its size in
       points): the whole screen shows, and it never makes the page wider than the window. */
    .screen-frame {
      display: inline-block; border-radius: 40px; overflow: hidden; line-height: 0;
      border: 10px solid #1c1c1e; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
      --room-w: calc(100vw - 68px); --room-h: calc(100vh - 140px);
    }
    .screen-frame svg {
      display: block; height: auto; aspect-ratio: var(--w) / var(--h);
      width: min(calc(var(--w) * 1px), var(--room-w), calc(var(--room-h) * var(--w) / var(--h)));
    }
    @media (min-width: 700px) and (max-width: 900px) {
      .screen-frame { --room-w: calc(50vw - 56px); }
    }
    /* Phone widths: one column, and the step controls pinned to the bottom of the window. */
    @media (max-width: 699px) {
      .page-header { padding: 12px 12px 0; }
      .viewer {
        grid-template-columns: minmax(0, 1fr); grid-template-areas: "stage" "panel" "timeline";
        gap: 12px; padding: 12px 12px 200px;
      }
      .stage { text-align: center; }
      /* The phone leaves room below it for the choices, above the pinned controls. */
      .screen-frame { border-width: 6px; border-radius: 30px; --room-w: calc(100vw - 36px);
        --room-h: max(240px, calc(100vh - 510px)); }
      .choices { font-size: 14px; }
      .panel h2 { margin-top: 0; }
      .controls {
        position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; padding: 10px 12px;
        background: var(--surface); box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.15);
      }
      .controls .now { min-height: 0; margin: 0; font-size: 14px; max-height: 4.2em;
        overflow-y: auto; }
      .controls .transport { margin-bottom: 4px; }
      .controls #slider { margin: 4px 0; }
    }
    .panel, .timeline {
      background: var(--surface); border-radius: 14px; padding: 16px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
    }
    .transport { display: flex; gap: 8px; margin-bottom: 12px; }
    .transport svg { vertical-align: middle; }
    button {
      font: inherit; min-width: 44px; min-height: 44px; border-radius: 10px; cursor: pointer;
      border: 1px solid var(--line); background: var(--surface); color: var(--ink);
    }
    #play { flex: 1; font-weight: 600; background: var(--accent); color: var(--on-accent); border: none; }
    #play[aria-pressed="true"] { background: var(--ink); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .slider-label { display: block; font-weight: 600; }
    #slider { width: 100%; margin: 8px 0; accent-color: var(--accent); }
    .now { min-height: 2.6em; margin: 4px 0 8px; }
    .now .problem { color: var(--problem); }
    .sound { display: block; margin-top: 12px; font-size: 14px; color: var(--muted-ink); }
    h2 { font-size: 15px; margin: 16px 0 8px; }
    .choices { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
    .choices dt { color: var(--muted-ink); }
    .choices dd { margin: 0; font-weight: 600; }
    .choices dd.changed { color: var(--accent); }
    .choices .was { font-weight: 400; color: var(--muted-ink); }
    .choices .screen-row {
      grid-column: 1 / -1; color: var(--muted-ink); font-weight: 400; margin-top: 6px;
    }
    .pace { font-size: 13px; color: var(--muted-ink); }
    .timeline-scroll { max-height: calc(100vh - 200px); overflow: auto; }
    .timeline ol { list-style: none; margin: 0; padding: 0; position: relative; }
    /* Each row's top and height are the script's: two lines of a label (three up to 900 px
       wide), a Randomize's four (six). */
    .timeline li { position: absolute; left: 0; right: 0; }
    .timeline li button {
      display: flex; gap: 10px; width: 100%; height: 100%; text-align: left; border: none;
      border-radius: 8px; padding: 2px 8px; align-items: center;
    }
    /* Inside the scrolling list, the focus ring is drawn within the row, never clipped. */
    .timeline li button { outline-offset: -3px; }
    .timeline li button:hover { background: \#(theme.background.hex); }
    .timeline .seq {
      flex: none; min-width: 2.5em; text-align: right; color: var(--muted-ink);
    }
    .timeline .time {
      flex: none; min-width: 4.5em; white-space: nowrap; color: var(--muted-ink); font-size: 13px;
    }
    .timeline .label {
      flex: 1; line-height: 1.2; overflow: hidden; display: -webkit-box;
      -webkit-box-orient: vertical; -webkit-line-clamp: 2;
    }
    .timeline li.randomize .label { -webkit-line-clamp: 4; }
    @media (max-width: 900px) {
      .timeline .label { -webkit-line-clamp: 3; font-size: 15px; }
      .timeline li.randomize .label { -webkit-line-clamp: 6; }
    }
    .timeline li.unchanged .label { color: var(--muted-ink); font-style: italic; }
    .timeline li.current.unchanged .label { color: var(--on-accent); }
    .timeline li.skipped .label { color: var(--problem); }
    .timeline li.current button { background: var(--accent); color: var(--on-accent); }
    .timeline li.current .seq, .timeline li.current .time { color: var(--on-accent); }
    .noscript { padding: 0 24px; }
    .screen-frame { position: relative; }
    .screen-frame svg.leaving { position: absolute; top: 0; left: 0; }
    """#
  }

  /// The page's own colours around the screen, in each style: its background, the focus ring
  /// and the colour of problems.
  private struct PageColors {
    let background: String
    let focus: String
    let problem: String

    static func of(_ style: InterfaceStyle) -> PageColors {
      switch style {
      case .light: PageColors(background: "#efebe4", focus: "#1d4ed8", problem: "#b42318")
      case .dark: PageColors(background: "#0f0d0b", focus: "#8ab4ff", problem: "#ff8a80")
      }
    }
  }
}
