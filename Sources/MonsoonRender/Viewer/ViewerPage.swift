import MonsoonScreen

/// The time-travel viewer: one self-contained HTML page (no network requests, no external
/// fonts, scripts or images) showing a session step by step.
///
/// The page shows the rendered screen of the current step, a slider and step buttons over
/// every seq, Play at the recorded pace, the timeline with the current event highlighted and
/// the current choices. It works with the keyboard alone and opens at `#seq=N` when the URL
/// says so. Randomize, Go and Back are animated, and Randomize sounds, from the same specs as
/// the UIKit screen (``RandomizeMotion``, ``ScreenTransition``, ``RandomizeSound``).
///
/// The page holds each screen once, as a template, and each step as a short row of numbers,
/// so its size grows by a few dozen bytes per event, whatever the menu's texts
/// (docs/performance.md has the figures).
package enum ViewerPage {
  /// The most bytes a page may take: 64 MiB. A larger page is refused rather than written.
  package static let maximumByteCount = 64 << 20

  /// The page for a session.
  /// - Parameters:
  ///   - history: every step of the session.
  ///   - renderer: draws each step's screen, for the device the page shows.
  ///   - title: names the session in the page's title, such as the log's file name.
  ///   - byteLimit: the most bytes the page may take; by default ``maximumByteCount``.
  /// - Throws: ``ViewerPageError/tooLarge(limit:)`` as soon as the page would exceed
  ///   `byteLimit`.
  package static func html(
    _ history: SessionHistory, renderer: ScreenRenderer, title: String,
    byteLimit: Int = maximumByteCount
  ) throws(ViewerPageError) -> String {
    guard let data = ViewerData.json(history, renderer, byteLimit: byteLimit) else {
      throw .tooLarge(limit: byteLimit)
    }
    let page = html(history, renderer: renderer, title: title, data: data)
    guard page.utf8.count <= byteLimit else { throw .tooLarge(limit: byteLimit) }
    return page
  }

  private static func html(
    _ history: SessionHistory, renderer: ScreenRenderer, title: String, data: [UInt8]
  ) -> String {
    let last = history.steps.count - 1
    let name = XMLText.escaped(title)
    let device = XMLText.escaped(renderer.device.name)
    let first = history.steps[0]
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(name) · Monsoon session viewer</title>
      <style>
      \(ViewerStyle.css(renderer.style))
      </style>
      </head>
      <body>
      <header class="page-header">
        <h1>Monsoon session <span class="file">\(name)</span></h1>
        <p>\(last) event\(last == 1 ? "" : "s") · drawn for iPhone \(device) \
      (\(SVGNumber.format(renderer.device.size.width))×\
      \(SVGNumber.format(renderer.device.size.height)) pt) · ← → step, Home/End jump, \
      Space plays</p>
      </header>
      <main class="viewer">
        <section class="stage" aria-label="The screen at the current step">
          <div id="screen" class="screen-frame" style="--w: \(SVGNumber.format(renderer.device.size.width)); \
      --h: \(SVGNumber.format(renderer.device.size.height))">
      \(renderer.svg(first.state))
          </div>
        </section>
        <section class="panel" aria-label="Step controls and current choices">
          <div class="controls">
          <div class="transport" role="toolbar" aria-label="Step through the session">
            <button type="button" id="first"
              aria-label="First step (Home)">\(icon(first: true))</button>
            <button type="button" id="prev"
              aria-label="Previous step (left arrow)">\(icon("14,4 14,16 5,10"))</button>
            <button type="button" id="play" aria-pressed="false"
              aria-label="Play at the recorded pace (Space)">Play</button>
            <button type="button" id="next"
              aria-label="Next step (right arrow)">\(icon("6,4 6,16 15,10"))</button>
            <button type="button" id="last"
              aria-label="Last step (End)">\(icon(first: false))</button>
          </div>
          <label class="slider-label" for="slider">Step <output id="seq-out">0</output> of \
      \(last)</label>
          <input type="range" id="slider" min="0" max="\(last)" step="1" value="0"
            aria-valuetext="Step 0 of \(last): start">
          <p id="now" class="now" aria-live="polite">\(XMLText.escaped(first.label))</p>
          </div>
          <h2>Choices</h2>
          <dl id="choices" class="choices"></dl>
          <label class="sound"><input type="checkbox" id="sound"> Sound on Randomize \
      (synthesized)</label>
          <p class="pace">Play waits as long as the user did between events, at most \
      \(SVGNumber.format(PlaybackTiming.longestPause)) s.</p>
        </section>
        <nav class="timeline" aria-label="Timeline">
          <h2>Timeline</h2>
          <div id="timeline-scroll" class="timeline-scroll">
            <ol id="timeline"></ol>
          </div>
        </nav>
      </main>
      <noscript><p class="noscript">The viewer needs JavaScript to step through the session; \
      <code>monsoon-replay render --at N</code> draws single steps.</p></noscript>
      <script type="application/json" id="monsoon-data">
      \(String(decoding: data, as: UTF8.self))
      </script>
      <script>
      \(ViewerScript.source)
      </script>
      </body>
      </html>

      """
  }

  /// A transport button's icon: a triangle, drawn in code like everything else.
  private static func icon(_ points: String, bar: String = "") -> String {
    "<svg viewBox=\"0 0 20 20\" width=\"18\" height=\"18\" fill=\"currentColor\" "
      + "aria-hidden=\"true\"><polygon points=\"\(points)\"/>\(bar)</svg>"
  }

  /// The icon of First (a bar, then a triangle pointing left) or Last (mirrored).
  private static func icon(first: Bool) -> String {
    first
      ? icon("16,4 16,16 6.5,10", bar: "<rect x=\"3\" y=\"4\" width=\"2.5\" height=\"12\"/>")
      : icon("4,4 4,16 13.5,10", bar: "<rect x=\"14.5\" y=\"4\" width=\"2.5\" height=\"12\"/>")
  }
}

/// Why a viewer page was not made.
package enum ViewerPageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page would be larger than the limit, in bytes.
  case tooLarge(limit: Int)

  /// The problem and what to do instead.
  package var description: String {
    switch self {
    case .tooLarge(let limit):
      let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      return "the viewer page would be larger than \(size); "
        + "use 'monsoon-replay render --at N' for single steps, or cut the log down"
    }
  }
}
